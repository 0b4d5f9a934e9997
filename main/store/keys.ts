import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { KeyHolder } from './exchange-store.ts';
import type { InboundKey, KeyKind } from './types.ts';

interface KeyRow {
  name: string;
  kind: KeyKind;
  hash: string;
  created_at: string;
  replaced_at: string | null;
  revoked_at: string | null;
}

/** A key issued by a rotation, and its kind (the replaced key's). */
export interface Rotated {
  key: string;
  kind: KeyKind;
}

/** Which of a name's working keys a revocation ends: all of them, or those a rotation replaced. */
export type Revoking = 'all' | 'replaced';

export const toInboundKey = (r: Omit<KeyRow, 'hash'>): InboundKey => ({
  name: r.name,
  kind: r.kind,
  createdAt: r.created_at,
  replacedAt: r.replaced_at,
  revokedAt: r.revoked_at,
});

/**
 * A plain sha256 is enough here, unlike for passwords: a key is 32 random bytes, so there is no
 * dictionary to try and a slow hash (scrypt, argon2) would only slow down every inbound request.
 */
export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** A new key: 32 random bytes, shown once. */
export const newKey = () => `setu_${randomBytes(32).toString('base64url')}`;

export function requireKeyName(name: string): void {
  if (name.trim() === '') throw new Error('An inbound key needs a name (the counterparty it is for).');
}

export const keyExists = (name: string) =>
  new Error(
    `An inbound key named "${name}" already exists and is not revoked; revoke it first or choose another name.`,
  );

/**
 * The holder of the presented key among the active ones. Compares against every one without stopping
 * early, so timing reveals nothing about which stored hash came close; there are only as many keys as
 * counterparties and desktops.
 */
export function holderOf(token: string, active: { name: string; kind: KeyKind; hash: string }[]) {
  const presented = hashKey(token);
  let match: KeyHolder | undefined;
  for (const row of active) {
    if (timingSafeEqual(presented, Buffer.from(row.hash, 'hex')) && match === undefined)
      match = { name: row.name, kind: row.kind };
  }
  return match;
}

function prepare(db: Database.Database) {
  const columns = 'name, kind, hash, created_at, replaced_at, revoked_at';
  return {
    active: db.prepare<[string], KeyRow>(
      `SELECT ${columns} FROM inbound_keys WHERE name = ? AND revoked_at IS NULL`,
    ),
    insert: db.prepare('INSERT INTO inbound_keys (name, kind, hash, created_at) VALUES (?, ?, ?, ?)'),
    // The current key becomes a replaced one, which works on until it is revoked.
    replace: db.prepare<[string, string], { kind: KeyKind }>(
      `UPDATE inbound_keys SET replaced_at = ? WHERE name = ? AND revoked_at IS NULL AND replaced_at IS NULL
       RETURNING kind`,
    ),
    all: db.prepare<[], KeyRow>(`SELECT ${columns} FROM inbound_keys ORDER BY created_at, rowid`),
    allActive: db.prepare<[], KeyRow>(`SELECT ${columns} FROM inbound_keys WHERE revoked_at IS NULL`),
    revoke: db.prepare<[string, string, number]>(
      `UPDATE inbound_keys SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL
         AND (? = 0 OR replaced_at IS NOT NULL)`,
    ),
  };
}

/**
 * Inbound keys: issued by the CLI (possibly while the server runs in another process), so each
 * change is its own synchronous transaction rather than a trip through the group-commit queue, and
 * verify() reads the table every time instead of caching it, so a revocation takes effect at once.
 */
export class InboundKeys {
  #s: ReturnType<typeof prepare> | undefined;

  constructor(private readonly db: Database.Database) {}

  // Prepared when first used: a store opened with only its early migrations (tests of upgrades) has
  // no key kinds yet, and never uses keys.
  private get s() {
    this.#s ??= prepare(this.db);
    return this.#s;
  }

  /** Returns the new key; it is not stored and cannot be shown again. */
  add(name: string, kind: KeyKind = 'counterparty'): string {
    requireKeyName(name);
    const key = newKey();
    this.db
      .transaction(() => {
        if (this.s.active.get(name)) throw keyExists(name);
        this.s.insert.run(name, kind, hashKey(key).toString('hex'), new Date().toISOString());
      })
      .immediate();
    return key;
  }

  /** A new key for the name's holder, of the same kind; the key it replaces works until revoked. */
  rotate(name: string): Rotated | undefined {
    const key = newKey();
    return this.db
      .transaction(() => {
        const at = new Date().toISOString();
        const replaced = this.s.replace.get(at, name);
        if (!replaced) return undefined;
        this.s.insert.run(name, replaced.kind, hashKey(key).toString('hex'), at);
        return { key, kind: replaced.kind };
      })
      .immediate();
  }

  list(): InboundKey[] {
    return this.s.all.all().map(toInboundKey);
  }

  revoke(name: string, which: Revoking = 'all'): boolean {
    return this.db
      .transaction(
        () => this.s.revoke.run(new Date().toISOString(), name, which === 'replaced' ? 1 : 0).changes > 0,
      )
      .immediate();
  }

  /** Who the token is, or undefined for an unknown or revoked token. */
  verify(token: string): KeyHolder | undefined {
    return holderOf(token, this.s.allActive.all());
  }
}
