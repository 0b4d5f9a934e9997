// The office's inbound keys (counterparties' and desktops' keys) in PostgreSQL, for PgExchange: hashed,
// one current key per name, rotated and revoked by any of the office's processes at once.
import type pg from 'pg';
import type { KeyHolder } from '../exchange-store.ts';
import { StoreUnavailable } from '../exchange-store.ts';
import {
  hashKey,
  holderOf,
  keyExists,
  newKey,
  type Revoking,
  type Rotated,
  requireKeyName,
  toInboundKey,
} from '../keys.ts';
import type { InboundKey, KeyKind } from '../types.ts';
import type { Reach } from './connection.ts';
import { queryRows } from './query.ts';
import { sql } from './statements.ts';

/** Tries at one rotation before giving up: each failed try means another process rotated the key. */
const MAX_TRIES = 50;

export class PgKeys {
  constructor(
    private readonly pool: pg.Pool,
    private readonly reach: Reach,
  ) {}

  private query<R extends pg.QueryResultRow>(q: { name: string; text: string }, values: unknown[]) {
    return queryRows<R>(this.pool, this.reach, q, values);
  }

  async add(name: string, kind: KeyKind = 'counterparty'): Promise<string> {
    requireKeyName(name);
    const key = newKey();
    try {
      await this.pool.query(
        'INSERT INTO inbound_keys (name, kind, hash, created_at) VALUES ($1, $2, $3, $4)',
        [name, kind, hashKey(key).toString('hex'), new Date().toISOString()],
      );
    } catch (e) {
      if ((e as { constraint?: string }).constraint === 'inbound_keys_current_name') throw keyExists(name);
      throw this.reach.failed(e);
    }
    return key;
  }

  async rotate(name: string): Promise<Rotated | undefined> {
    const key = newKey();
    const hash = hashKey(key).toString('hex');
    // A rotation by another process at the same moment leaves this statement nothing to replace (it
    // waited for that one's row, which is no longer current): it is run again on the new current key.
    for (let tries = 1; tries <= MAX_TRIES; tries++) {
      const [row] = await this.query<{ kind: KeyKind }>(sql.rotateKey, [
        new Date().toISOString(),
        name,
        hash,
      ]);
      if (row) return { key, kind: row.kind };
      if ((await this.query(sql.currentKey, [name])).length === 0) return undefined;
    }
    throw new StoreUnavailable(`The key "${name}" is being rotated by others without pause; try again.`);
  }

  async list(): Promise<InboundKey[]> {
    return (await this.query<Parameters<typeof toInboundKey>[0]>(sql.keys, [])).map(toInboundKey);
  }

  async revoke(name: string, which: Revoking = 'all'): Promise<boolean> {
    const rows = await this.query(sql.revokeKey, [new Date().toISOString(), name, which === 'replaced']);
    return rows.length > 0;
  }

  async verify(token: string): Promise<KeyHolder | undefined> {
    // Read every time rather than cached: a key revoked by another process stops working at once.
    return holderOf(
      token,
      await this.query<{ name: string; kind: KeyKind; hash: string }>(sql.activeKeys, []),
    );
  }
}
