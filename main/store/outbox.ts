// The outbox: messages queued for counterparties, and the ids counterparties assigned. Every state
// change is its own durable transaction, written before a request goes out (`sending`) and after
// its answer (`sent`, `failed`, or `queued` again with a time for the next attempt), so that after a
// crash every entry is either recorded as sent or still to be sent.
//
// Several processes may sync one data directory at once (`serve` for the app, the CLI's `sync`). An
// entry is sent by whoever claims it: the claim is the one UPDATE that moves it from `queued` to
// `sending`, naming its owner and how long the claim holds unless renewed. Only a claim whose owner
// is gone (its process exited, or it stopped renewing) is ever taken back.
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { OutboxOperation, OutboxState } from '../../shared/api-events.ts';
import { familyByName } from '../../shared/registry.ts';

export type { OutboxOperation, OutboxState };

export interface OutboxEntry {
  id: number;
  counterparty: string;
  family: string;
  /** The endpoint's collection path (`/purchase-to-pay/timecard`, `/planning/requests`). */
  collection: string;
  /** The local key of the resource: the id sent for client-assigned ids, else the key of `remoteId`. */
  resourceId: string;
  /** The id the counterparty assigned (planning), once known. */
  remoteId: string | null;
  /** The SETU path at the counterparty: the resource, or the collection before its id is known. */
  path: string;
  docKey: string | null;
  operation: OutboxOperation;
  /** JSON text of the message; for a UBL invoice its XML. */
  body: string;
  standardVersion: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  /** The counterparty's error body, or a description of a network failure. */
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  seq: number;
}

/** An entry without its message: what a sync's plan and its report need, at a fraction of the bytes. */
export type OutboxSummary = Omit<OutboxEntry, 'body'>;

/** Who is sending an entry, and until when the claim holds unless renewed. */
export interface Claim {
  /** `<pid>:<uuid>`: one sync engine of one process. */
  owner: string;
  until: Date;
}

/** A claim's owner still runs: its process exists (SQLite's WAL needs every process on one host). */
function ownerAlive(owner: string): boolean {
  const pid = Number.parseInt(owner, 10);
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface NewEntry {
  counterparty: string;
  family: string;
  collection: string;
  /** When absent: the resource earlier entries of the same document used, else a new UUID. */
  resourceId?: string;
  docKey?: string;
  operation: OutboxOperation;
  body: string;
  standardVersion: string;
}

/** A page of entries, newest first; `cursor` is the `next` of the previous page. */
export interface OutboxQuery {
  counterparty?: string;
  state?: OutboxState;
  resourceId?: string;
  /** 1..500; 50 when absent. */
  limit?: number;
  cursor?: string;
}

interface Row {
  id: number;
  counterparty: string;
  family: string;
  path: string;
  resource_id: string;
  remote: string | null;
  doc_key: string | null;
  operation: OutboxOperation;
  body: string;
  standard_version: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  seq: number;
}

const FROM = `FROM outbox o
  LEFT JOIN remote_ids r ON r.counterparty = o.counterparty AND r.kind = 'resource' AND r.local_id = o.resource_id`;
const SELECT = `SELECT o.*, r.remote ${FROM}`;
/** Every column but the body. */
const SUMMARY = `SELECT o.id, o.counterparty, o.family, o.path, o.resource_id, o.doc_key, o.operation,
  o.standard_version, o.state, o.attempts, o.next_attempt_at, o.last_status, o.last_error, o.created_at,
  o.updated_at, o.seq, r.remote ${FROM}`;
/** The id the counterparty assigned to an outbox row's resource (SELECT's join, where no join can go). */
const REMOTE = `(SELECT remote FROM remote_ids r WHERE r.counterparty = outbox.counterparty AND r.kind = 'resource'
  AND r.local_id = outbox.resource_id) AS remote`;

function toEntry(r: Row): OutboxEntry {
  return { ...toSummary(r), body: r.body };
}

function toSummary(r: Omit<Row, 'body'>): OutboxSummary {
  const clientIds = familyByName.get(r.family)?.endpoints.find((e) => e.path === r.path)?.ids !== 'server';
  const id = clientIds ? r.resource_id : r.remote;
  return {
    id: r.id,
    counterparty: r.counterparty,
    family: r.family,
    collection: r.path,
    resourceId: r.resource_id,
    remoteId: clientIds ? null : r.remote,
    path: id ? `${r.path}/${id}` : r.path,
    docKey: r.doc_key,
    operation: r.operation,
    standardVersion: r.standard_version,
    state: r.state,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastStatus: r.last_status,
    lastError: r.last_error,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    seq: r.seq,
  };
}

const now = () => new Date().toISOString();

function prepare(db: Database.Database) {
  return {
    get: db.prepare<[number], Row>(`${SELECT} WHERE o.id = ?`),
    many: db.prepare<[string], Omit<Row, 'body'>>(
      `${SUMMARY} WHERE o.id IN (SELECT value FROM json_each(?)) ORDER BY o.id`,
    ),
    all: db.prepare<[], Row>(`${SELECT} ORDER BY o.id`),
    counts: db.prepare<{ counterparty: string | null }, { state: OutboxState; n: number }>(
      `SELECT state, COUNT(*) AS n FROM outbox WHERE @counterparty IS NULL OR counterparty = @counterparty
       GROUP BY state`,
    ),
    page: db.prepare<Record<string, unknown>, Row>(
      `${SELECT} WHERE (@counterparty IS NULL OR o.counterparty = @counterparty)
         AND (@state IS NULL OR o.state = @state) AND (@resourceId IS NULL OR o.resource_id = @resourceId)
         AND o.id < @before ORDER BY o.id DESC LIMIT @limit`,
    ),
    of: db.prepare<[string], Row>(`${SELECT} WHERE o.counterparty = ? ORDER BY o.id`),
    pending: db.prepare<[string], Omit<Row, 'body'>>(
      `${SUMMARY} WHERE o.counterparty = ? AND o.state IN ('queued', 'sending') ORDER BY o.id`,
    ),
    byDoc: db.prepare<[string, string, string], { resource_id: string }>(
      'SELECT resource_id FROM outbox WHERE counterparty = ? AND family = ? AND doc_key = ? ORDER BY id DESC LIMIT 1',
    ),
    nextSeq: db.prepare<[string, string], { n: number }>(
      'SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM outbox WHERE counterparty = ? AND resource_id = ?',
    ),
    insert: db.prepare(
      `INSERT INTO outbox (counterparty, family, path, resource_id, doc_key, operation, body, standard_version,
         created_at, updated_at, seq)
       VALUES (@counterparty, @family, @collection, @resourceId, @docKey, @operation, @body, @standardVersion,
         @at, @at, @seq)`,
    ),
    // An earlier entry of the same resource not yet sent (in flight, queued, failed) holds the later
    // ones back, whichever process looks at them.
    claim: db.prepare<Record<string, unknown>, Row>(
      `UPDATE outbox SET state = 'sending', attempts = attempts + 1, claimed_by = @owner, claim_until = @until,
         updated_at = @at
       WHERE id = @id AND state = 'queued' AND NOT EXISTS (
         SELECT 1 FROM outbox e WHERE e.counterparty = outbox.counterparty AND e.resource_id = outbox.resource_id
           AND e.seq < outbox.seq AND e.state <> 'sent')
       RETURNING *, ${REMOTE}`,
    ),
    renew: db.prepare(
      "UPDATE outbox SET claim_until = ? WHERE counterparty = ? AND state = 'sending' AND claimed_by = ?",
    ),
    claims: db.prepare<[string], { id: number; owner: string | null; until: string | null }>(
      "SELECT id, claimed_by AS owner, claim_until AS until FROM outbox WHERE counterparty = ? AND state = 'sending'",
    ),
    // Answers the entry as settled, for the engine's progress report, without reading it again.
    settle: db.prepare<Record<string, unknown>, Row>(
      `UPDATE outbox SET state = @state, last_status = @status, last_error = @error, next_attempt_at = @next,
         claimed_by = NULL, claim_until = NULL, updated_at = @at WHERE id = @id
       RETURNING *, ${REMOTE}`,
    ),
    block: db.prepare(
      `UPDATE outbox SET state = 'blocked', last_error = @error, updated_at = @at
       WHERE counterparty = @counterparty AND resource_id = @resourceId AND seq > @seq AND state = 'queued'`,
    ),
    // `IS`: a claim from before claims had owners (NULL) is released too.
    release: db.prepare(
      `UPDATE outbox SET state = 'queued', claimed_by = NULL, claim_until = NULL, updated_at = @at
       WHERE id = @id AND state = 'sending' AND claimed_by IS @owner`,
    ),
    requeue: db.prepare(
      `UPDATE outbox SET state = 'queued', next_attempt_at = NULL, updated_at = @at
       WHERE counterparty = @counterparty AND resource_id = @resourceId AND seq >= @seq
         AND (id = @id OR state = 'blocked')`,
    ),
    remove: db.prepare("DELETE FROM outbox WHERE id = ? AND state IN ('queued', 'failed', 'blocked')"),
    remote: db.prepare<[string, string, string], { remote: string }>(
      'SELECT remote FROM remote_ids WHERE counterparty = ? AND kind = ? AND local_id = ?',
    ),
    setRemote: db.prepare(
      `INSERT INTO remote_ids (counterparty, kind, local_id, remote, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (counterparty, kind, local_id) DO UPDATE SET remote = excluded.remote`,
    ),
  };
}

export class Outbox {
  private readonly s: ReturnType<typeof prepare>;
  // Transactions are made once: better-sqlite3 builds a transaction function's wrappers at each call of
  // db.transaction, which the sync engine would otherwise pay twice per message.
  private readonly sent;
  private readonly failed;

  /** The connection, for callers that group many state changes into one transaction (the sync engine). */
  constructor(readonly db: Database.Database) {
    const s = prepare(db);
    this.s = s;
    this.sent = db.transaction((entry: OutboxEntry, status: number, remoteId: string) => {
      const at = now();
      s.setRemote.run(entry.counterparty, 'resource', entry.resourceId, remoteId, at);
      return s.settle.get({ id: entry.id, state: 'sent', status, error: null, next: null, at });
    });
    this.failed = db.transaction((entry: OutboxEntry, status: number | null, error: string) => {
      const at = now();
      const settled = s.settle.get({ id: entry.id, state: 'failed', status, error, next: null, at });
      s.block.run({
        counterparty: entry.counterparty,
        resourceId: entry.resourceId,
        seq: entry.seq,
        error: `an earlier message for this resource failed (outbox entry ${entry.id})`,
        at,
      });
      return settled;
    });
  }

  /** Queues a message; later entries of one resource are sent after earlier ones. */
  add(input: NewEntry): OutboxEntry {
    const id = this.db
      .transaction(() => {
        const resourceId =
          input.resourceId ??
          (input.docKey && this.s.byDoc.get(input.counterparty, input.family, input.docKey)?.resource_id) ??
          randomUUID();
        const seq = (this.s.nextSeq.get(input.counterparty, resourceId) as { n: number }).n;
        return this.s.insert.run({ docKey: null, ...input, resourceId, seq, at: now() }).lastInsertRowid;
      })
      .immediate();
    return this.get(Number(id)) as OutboxEntry;
  }

  /** The local resource id earlier entries of this document (family + documentId) were queued under. */
  resourceOf(counterparty: string, family: string, docKey: string): string | undefined {
    return this.s.byDoc.get(counterparty, family, docKey)?.resource_id;
  }

  get(id: number): OutboxEntry | undefined {
    const row = this.s.get.get(id);
    return row && toEntry(row);
  }

  /** The entries of `ids` that still exist, by id. */
  getMany(ids: number[]): OutboxSummary[] {
    return this.s.many.all(JSON.stringify(ids)).map(toSummary);
  }

  list(counterparty?: string): OutboxEntry[] {
    return (counterparty ? this.s.of.all(counterparty) : this.s.all.all()).map(toEntry);
  }

  /** Entries filtered and paged for a list view (the management API). */
  /** How many entries are in each state, for one counterparty or all. */
  counts(counterparty?: string): Record<OutboxState, number> {
    const out: Record<OutboxState, number> = { queued: 0, sending: 0, sent: 0, failed: 0, blocked: 0 };
    for (const { state, n } of this.s.counts.all({ counterparty: counterparty ?? null })) out[state] = n;
    return out;
  }

  page(query: OutboxQuery = {}): { items: OutboxEntry[]; next?: string } {
    const limit = Math.min(500, Math.max(1, Math.floor(query.limit ?? 50)));
    if (query.cursor !== undefined && !/^\d+$/.test(query.cursor))
      throw new RangeError('The cursor is not one this server gave.');
    const rows = this.s.page.all({
      counterparty: query.counterparty ?? null,
      state: query.state ?? null,
      resourceId: query.resourceId ?? null,
      before: query.cursor === undefined ? Number.MAX_SAFE_INTEGER : Number(query.cursor),
      limit,
    });
    const items = rows.map(toEntry);
    const last = rows[rows.length - 1];
    return rows.length === limit && last ? { items, next: String(last.id) } : { items };
  }

  /** Entries still to send to a counterparty, oldest first. */
  pending(counterparty: string): OutboxSummary[] {
    return this.s.pending.all(counterparty).map(toSummary);
  }

  /**
   * Entries of `counterparty` left `sending` by a sender that is gone (its process exited, or its claim
   * lapsed unrenewed) go back to `queued`: resending is safe (a PUT with the same id replaces; a POST
   * submit that finds its own message is recognised). Claims of live senders are left alone.
   */
  recover(counterparty: string, at = new Date()): number {
    const lapsed = this.s.claims
      .all(counterparty)
      .filter((c) => !c.owner || !c.until || c.until <= at.toISOString() || !ownerAlive(c.owner));
    if (lapsed.length === 0) return 0;
    return this.db
      .transaction(() =>
        lapsed.reduce((n, c) => n + this.s.release.run({ id: c.id, owner: c.owner, at: now() }).changes, 0),
      )
      .immediate();
  }

  /**
   * Claims a queued entry for sending, before the request goes out; answers the entry as claimed.
   * Undefined when it is no longer queued (sent, cancelled, claimed by another sender) or an earlier
   * entry of its resource is unsent.
   */
  markSending(id: number, claim: Claim): OutboxEntry | undefined {
    const row = this.s.claim.get({ id, owner: claim.owner, until: claim.until.toISOString(), at: now() });
    return row && toEntry(row);
  }

  /** Extends the claims `owner` holds on entries of `counterparty`; a sender renews them while it runs. */
  renewClaims(counterparty: string, owner: string, until: Date): number {
    return this.s.renew.run(until.toISOString(), counterparty, owner).changes;
  }

  /**
   * Sent; with the id the counterparty assigned, recorded in the same transaction. This and the other
   * settlements answer the entry as it now is; undefined when it is gone (cancelled meanwhile).
   */
  markSent(entry: OutboxEntry, status: number, remoteId?: string): OutboxEntry | undefined {
    const row = remoteId
      ? this.sent.immediate(entry, status, remoteId)
      : this.s.settle.get({ id: entry.id, state: 'sent', status, error: null, next: null, at: now() });
    return row && toEntry(row);
  }

  /** Back in the queue after a transient failure, with the time of the next attempt. */
  markRetry(
    entry: OutboxEntry,
    status: number | null,
    error: string,
    nextAttemptAt: Date,
  ): OutboxEntry | undefined {
    const next = nextAttemptAt.toISOString();
    const row = this.s.settle.get({ id: entry.id, state: 'queued', status, error, next, at: now() });
    return row && toEntry(row);
  }

  /** A final failure; the entries queued behind it for the same resource are blocked. */
  markFailed(entry: OutboxEntry, status: number | null, error: string): OutboxEntry | undefined {
    const row = this.failed.immediate(entry, status, error);
    return row && toEntry(row);
  }

  /**
   * The user's retry of a failed or blocked entry (after fixing the cause): it is queued again, with
   * the entries that were blocked behind it. False when the entry is neither failed nor blocked.
   */
  retry(id: number): boolean {
    const entry = this.get(id);
    if (!entry || (entry.state !== 'failed' && entry.state !== 'blocked')) return false;
    this.db.transaction(() => this.s.requeue.run({ ...entry, at: now() })).immediate();
    return true;
  }

  /** The user's cancel: removes an entry not sent and not being sent. False otherwise. */
  cancel(id: number): boolean {
    return this.s.remove.run(id).changes > 0;
  }

  remoteId(counterparty: string, kind: 'resource' | 'attachment', localId: string): string | undefined {
    return this.s.remote.get(counterparty, kind, localId)?.remote;
  }

  setRemoteId(counterparty: string, kind: 'resource' | 'attachment', localId: string, remote: string): void {
    this.s.setRemote.run(counterparty, kind, localId, remote, now());
  }
}
