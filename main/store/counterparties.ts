// Counterparties: the back offices the workbench sends to, each with the dialect of SETU it speaks.
// Changed by the CLI and the management API, possibly while a sync runs in another process, so each
// change is its own synchronous transaction (as inbound keys are).
import type Database from 'better-sqlite3';
import { families, type Role } from '../../shared/registry.ts';

export type SubmitMethod = 'PUT' | 'POST';
export type VersionHeader = 'standardVersionId' | 'setuVersionId';

export interface Counterparty {
  name: string;
  /** The role the counterparty's back office implements. */
  role: Role;
  /** Message families it accepts; defaults to the families its role implements. */
  families: string[];
  baseUrl: string;
  /** Bearer token the counterparty issued to us (its inbound key). */
  token: string | null;
  submitMethod: SubmitMethod;
  versionHeader: VersionHeader;
  bodyFormat: 'json' | 'xml';
  timeoutMs: number;
  createdAt: string;
  updatedAt: string;
}

export type NewCounterparty = Pick<Counterparty, 'name' | 'role' | 'baseUrl'> &
  Partial<Omit<Counterparty, 'name' | 'role' | 'baseUrl' | 'createdAt' | 'updatedAt'>>;

interface Row {
  name: string;
  role: Role;
  families: string;
  base_url: string;
  token: string | null;
  submit_method: SubmitMethod;
  version_header: VersionHeader;
  body_format: 'json' | 'xml';
  timeout_ms: number;
  created_at: string;
  updated_at: string;
}

/** The families whose changing operations a role's back office implements (its API set). */
export function roleFamilies(role: Role): string[] {
  return families
    .filter((f) => f.format !== 'upload' && f.endpoints.some((e) => e.implementedBy === role))
    .map((f) => f.name);
}

/** The fields an edit may change: everything but the name. */
export type CounterpartyPatch = Partial<Omit<Counterparty, 'name' | 'createdAt' | 'updatedAt'>>;

/** A delete refused because messages for the counterparty are still unsent. */
export class CounterpartyInUse extends Error {
  constructor(
    readonly counterparty: string,
    readonly unsent: number,
  ) {
    super(`${counterparty} still has ${unsent} unsent outbox entries: send or cancel them first.`);
    this.name = 'CounterpartyInUse';
  }
}

/** Checks and normalises a counterparty's settings into a row (shared by add and update). */
function toRow(input: NewCounterparty) {
  let url: URL;
  try {
    url = new URL(input.baseUrl);
  } catch {
    throw new Error(`The counterparty's URL is not a valid absolute URL: ${input.baseUrl}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('The counterparty URL must be http: or https:.');
  const list = input.families ?? roleFamilies(input.role);
  const unknown = list.filter((f) => !families.some((x) => x.name === f));
  if (unknown.length > 0) throw new Error(`Unknown message families: ${unknown.join(', ')}`);
  return {
    name: input.name,
    role: input.role,
    families: JSON.stringify(list),
    baseUrl: url.href.replace(/\/+$/, ''),
    token: input.token ?? null,
    submitMethod: input.submitMethod ?? 'PUT',
    versionHeader: input.versionHeader ?? 'standardVersionId',
    bodyFormat: input.bodyFormat ?? 'json',
    timeoutMs: input.timeoutMs ?? 30_000,
  };
}

const toCounterparty = (r: Row): Counterparty => ({
  name: r.name,
  role: r.role,
  families: JSON.parse(r.families) as string[],
  baseUrl: r.base_url,
  token: r.token,
  submitMethod: r.submit_method,
  versionHeader: r.version_header,
  bodyFormat: r.body_format,
  timeoutMs: r.timeout_ms,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export class Counterparties {
  private readonly s;

  constructor(private readonly db: Database.Database) {
    this.s = {
      get: db.prepare<[string], Row>('SELECT * FROM counterparties WHERE name = ?'),
      all: db.prepare<[], Row>('SELECT * FROM counterparties ORDER BY name'),
      update: db.prepare(
        `UPDATE counterparties SET role = @role, families = @families, base_url = @baseUrl, token = @token,
           submit_method = @submitMethod, version_header = @versionHeader, body_format = @bodyFormat,
           timeout_ms = @timeoutMs, updated_at = @at WHERE name = @name`,
      ),
      unsent: db.prepare<[string], { n: number }>(
        "SELECT COUNT(*) AS n FROM outbox WHERE counterparty = ? AND state <> 'sent'",
      ),
      dropOutbox: db.prepare<[string]>('DELETE FROM outbox WHERE counterparty = ?'),
      dropRemote: db.prepare<[string]>('DELETE FROM remote_ids WHERE counterparty = ?'),
      delete: db.prepare<[string]>('DELETE FROM counterparties WHERE name = ?'),
      insert: db.prepare(
        `INSERT INTO counterparties (name, role, families, base_url, token, submit_method, version_header,
           body_format, timeout_ms, created_at, updated_at)
         VALUES (@name, @role, @families, @baseUrl, @token, @submitMethod, @versionHeader, @bodyFormat,
           @timeoutMs, @at, @at)`,
      ),
    };
  }

  add(input: NewCounterparty): Counterparty {
    const name = input.name.trim();
    if (name === '') throw new Error('A counterparty needs a name.');
    const row = { ...toRow({ ...input, name }), at: new Date().toISOString() };
    this.db
      .transaction(() => {
        if (this.s.get.get(name)) throw new Error(`A counterparty named "${name}" already exists.`);
        this.s.insert.run(row);
      })
      .immediate();
    return this.get(name) as Counterparty;
  }

  /**
   * Changes what the patch names (the name stays: outbox entries refer to it); a `token` of null
   * removes the token, an absent one keeps it. Undefined for an unknown counterparty.
   */
  update(name: string, patch: CounterpartyPatch): Counterparty | undefined {
    return this.db
      .transaction(() => {
        const current = this.get(name);
        if (!current) return undefined;
        // A new role without its own families list gets the new role's API set.
        const families =
          patch.families ?? (patch.role && patch.role !== current.role ? undefined : current.families);
        const row = toRow({ ...current, ...patch, families, name });
        this.s.update.run({ ...row, at: new Date().toISOString() });
        return this.get(name);
      })
      .immediate();
  }

  /**
   * Removes a counterparty with its sent history and remembered ids. Refused while any entry is not
   * sent: deleting would silently drop messages the user queued.
   */
  remove(name: string): boolean {
    return this.db
      .transaction(() => {
        if (!this.s.get.get(name)) return false;
        const unsent = (this.s.unsent.get(name) as { n: number }).n;
        if (unsent > 0) throw new CounterpartyInUse(name, unsent);
        this.s.dropOutbox.run(name);
        this.s.dropRemote.run(name);
        this.s.delete.run(name);
        return true;
      })
      .immediate();
  }

  get(name: string): Counterparty | undefined {
    const row = this.s.get.get(name);
    return row && toCounterparty(row);
  }

  list(): Counterparty[] {
    return this.s.all.all().map(toCounterparty);
  }
}
