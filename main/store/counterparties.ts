// Counterparties: the back offices the workbench sends to, each with the dialect of SETU it speaks and
// how we sign in to it. Changed by the CLI and the management API, possibly while a sync runs in
// another process, so each change is its own synchronous transaction (as inbound keys are). Settings
// are checked here, so that both refuse the same input; tokens and other secrets are stored encrypted
// (secrets.ts, credential-columns.ts).
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { SubmitMethod, VersionHeader } from '../../shared/api/types.ts';
import { families, type Role, roleFamilies } from '../../shared/messages/registry.ts';
import type { CustomerParty } from '../../shared/parties/agency.ts';
import { nameProblem, timeoutProblem, urlProblem } from '../../shared/parties/counterparty-input.ts';
import { CredentialColumns, type CredentialRow } from './credential-columns.ts';
import {
  type Credentials,
  checkedCredentials,
  credentialsOf,
  InvalidSetting,
  noCredentials,
  signInAfter,
} from './credentials.ts';
import { headlessSecrets, Secrets, UnreadableSecret } from './secrets.ts';

export type { SubmitMethod, VersionHeader };
export { roleFamilies };

export interface Counterparty extends Credentials {
  name: string;
  /** The role the counterparty's back office implements. */
  role: Role;
  /** Message families it accepts; defaults to the families its role implements. */
  families: string[];
  baseUrl: string;
  /** The method of every submit; null: each operation's as the official OpenAPI gives it (DESIGN §14). */
  submitMethod: SubmitMethod | null;
  /** The method of one family's submits, over both of those. */
  submitMethods: Record<string, SubmitMethod>;
  /** The one version header name to send; null: both, `setuVersionId` and `standardVersionId`. */
  versionHeader: VersionHeader | null;
  bodyFormat: 'json' | 'xml';
  /** Content-Type with "; charset=utf-8" (default: the bare media type, as the OpenAPI has it). */
  charsetParameter: boolean;
  timeoutMs: number;
  /** The customer's details, for the back office of a customer. */
  party?: CustomerParty;
  createdAt: string;
  updatedAt: string;
}

export type NewCounterparty = Pick<Counterparty, 'name' | 'role' | 'baseUrl'> &
  Partial<Omit<Counterparty, 'name' | 'role' | 'baseUrl' | 'createdAt' | 'updatedAt'>>;

interface Row extends CredentialRow {
  name: string;
  role: Role;
  families: string;
  base_url: string;
  token: string | null;
  submit_method: SubmitMethod | null;
  submit_methods: string;
  version_header: VersionHeader | null;
  body_format: 'json' | 'xml';
  charset_parameter: number;
  timeout_ms: number;
  party: string | null;
  created_at: string;
  updated_at: string;
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

const refuse = (field: string, problem: string | undefined) => {
  if (problem) throw new InvalidSetting(field, problem);
};

/** Checks and normalises a counterparty's settings into a row (shared by add and update). */
function toRow(input: NewCounterparty) {
  refuse('baseUrl', urlProblem("The counterparty's URL", input.baseUrl));
  const url = new URL(input.baseUrl);
  if (input.timeoutMs !== undefined) refuse('timeoutMs', timeoutProblem(input.timeoutMs));
  const list = input.families ?? roleFamilies(input.role);
  const unknown = list.filter((f) => !families.some((x) => x.name === f));
  if (unknown.length > 0)
    throw new InvalidSetting('families', `Unknown message families: ${unknown.join(', ')}`);
  const submitMethods = input.submitMethods ?? {};
  for (const [f, method] of Object.entries(submitMethods)) {
    if (!families.some((x) => x.name === f))
      throw new InvalidSetting('submitMethods', `Unknown message family ${f} in the submit methods`);
    if (method !== 'PUT' && method !== 'POST')
      throw new InvalidSetting('submitMethods', `The submit method of ${f} is PUT or POST`);
  }
  return {
    name: input.name,
    role: input.role,
    families: JSON.stringify(list),
    baseUrl: url.href.replace(/\/+$/, ''),
    token: input.token ?? null,
    submitMethod: input.submitMethod ?? null,
    submitMethods: JSON.stringify(submitMethods),
    versionHeader: input.versionHeader ?? null,
    bodyFormat: input.bodyFormat ?? 'json',
    charsetParameter: input.charsetParameter ? 1 : 0,
    timeoutMs: input.timeoutMs ?? 30_000,
    party: input.party ? JSON.stringify(input.party) : null,
  };
}

/** What a counterparty's token is bound to when sealed: a sealed token copied to another row does not open. */
const tokenContext = (name: string) => `counterparty "${name}"`;

const toCounterparty = (r: Row, credentials: Credentials): Counterparty => ({
  name: r.name,
  role: r.role,
  families: JSON.parse(r.families) as string[],
  baseUrl: r.base_url,
  ...credentials,
  submitMethod: r.submit_method,
  submitMethods: JSON.parse(r.submit_methods) as Record<string, SubmitMethod>,
  versionHeader: r.version_header,
  bodyFormat: r.body_format,
  charsetParameter: r.charset_parameter === 1,
  timeoutMs: r.timeout_ms,
  ...(r.party ? { party: JSON.parse(r.party) as CustomerParty } : {}),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export class Counterparties {
  private readonly s;
  private readonly credentials: CredentialColumns;
  private readonly unreadable = new Set<string>();

  /** `secrets` defaults to the key file beside the database (see secrets.ts for the desktop app's key). */
  constructor(
    private readonly db: Database.Database,
    private readonly secrets: Secrets = headlessSecrets(path.dirname(db.name)),
  ) {
    this.s = {
      get: db.prepare<[string], Row>('SELECT * FROM counterparties WHERE name = ?'),
      all: db.prepare<[], Row>('SELECT * FROM counterparties ORDER BY name'),
      update: db.prepare(
        `UPDATE counterparties SET role = @role, families = @families, base_url = @baseUrl, token = @token,
           submit_method = @submitMethod, submit_methods = @submitMethods, version_header = @versionHeader,
           body_format = @bodyFormat,
           charset_parameter = @charsetParameter, timeout_ms = @timeoutMs, party = @party, updated_at = @at
         WHERE name = @name`,
      ),
      unsent: db.prepare<[string], { n: number }>(
        "SELECT COUNT(*) AS n FROM outbox WHERE counterparty = ? AND state <> 'sent'",
      ),
      dropOutbox: db.prepare<[string]>('DELETE FROM outbox WHERE counterparty = ?'),
      dropRemote: db.prepare<[string]>('DELETE FROM remote_ids WHERE counterparty = ?'),
      delete: db.prepare<[string]>('DELETE FROM counterparties WHERE name = ?'),
      insert: db.prepare(
        `INSERT INTO counterparties (name, role, families, base_url, token, submit_method, submit_methods,
           version_header, body_format, charset_parameter, timeout_ms, party, created_at, updated_at)
         VALUES (@name, @role, @families, @baseUrl, @token, @submitMethod, @submitMethods, @versionHeader,
           @bodyFormat, @charsetParameter, @timeoutMs, @party, @at, @at)`,
      ),
      tokens: db.prepare<[], { name: string; token: string }>(
        'SELECT name, token FROM counterparties WHERE token IS NOT NULL',
      ),
      sealToken: db.prepare<[string, string, string]>(
        'UPDATE counterparties SET token = ? WHERE name = ? AND token = ?',
      ),
    };
    this.credentials = new CredentialColumns(db, secrets, (stored, context) => this.opened(stored, context));
    this.sealPlaintextTokens();
  }

  /**
   * Encrypts tokens stored before tokens were encrypted. secure_delete makes SQLite overwrite the
   * freed bytes, so the plaintext does not linger in the file's free space.
   */
  private sealPlaintextTokens(): void {
    const rows = this.s.tokens.all().filter((r) => !Secrets.isSealed(r.token));
    if (rows.length === 0) return;
    const secureDelete = this.db.pragma('secure_delete', { simple: true }) as number;
    this.db.pragma('secure_delete = ON');
    try {
      this.db
        .transaction(() => {
          for (const r of rows)
            this.s.sealToken.run(this.secrets.seal(r.token, tokenContext(r.name)), r.name, r.token);
        })
        .immediate();
    } finally {
      this.db.pragma(`secure_delete = ${secureDelete}`);
    }
  }

  private seal(name: string, token: string | null): string | null {
    return token === null ? null : this.secrets.seal(token, tokenContext(name));
  }

  add(input: NewCounterparty): Counterparty {
    const name = input.name.trim();
    refuse('name', nameProblem(name));
    const credentials = checkedCredentials({
      ...credentialsOf(input, noCredentials),
      auth: signInAfter('none', input),
    });
    const checked = toRow({ ...input, name, token: credentials.token });
    const row = { ...checked, token: this.seal(name, checked.token), at: new Date().toISOString() };
    this.db
      .transaction(() => {
        if (this.s.get.get(name)) throw new Error(`A counterparty named "${name}" already exists.`);
        this.s.insert.run(row);
        this.credentials.save(name, credentials);
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
        const credentials = checkedCredentials({
          ...credentialsOf(patch, current),
          auth: signInAfter(current.auth, patch),
        });
        const row = toRow({ ...current, ...patch, families, name, token: credentials.token });
        this.s.update.run({ ...row, token: this.seal(name, row.token), at: new Date().toISOString() });
        this.credentials.save(name, credentials);
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
    return row && this.toCounterparty(row);
  }

  list(): Counterparty[] {
    return this.s.all.all().map((r) => this.toCounterparty(r));
  }

  private toCounterparty(r: Row): Counterparty {
    const token = this.opened(r.token, tokenContext(r.name));
    return toCounterparty(r, this.credentials.read(r, token));
  }

  /**
   * A secret that cannot be read (its key was lost or replaced, or the value altered) reads as none,
   * said once on stderr: the user enters it again, and the counterparty stays usable meanwhile. A key
   * that cannot be had at all (SecretError) is not swallowed.
   */
  private opened(stored: string | null, context: string): string | null {
    if (stored === null) return null;
    try {
      return this.secrets.open(stored, context);
    } catch (e) {
      if (!(e instanceof UnreadableSecret)) throw e;
      if (!this.unreadable.has(context)) console.warn(e.message);
      this.unreadable.add(context);
      return null;
    }
  }
}
