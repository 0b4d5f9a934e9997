// The outbox: messages queued for counterparties, and the ids counterparties assigned. Every state
// change is its own durable transaction, written before a request goes out (`sending`) and after
// its answer (`sent`, `failed`, or `queued` again with a time for the next attempt), so that after a
// crash every entry is either recorded as sent or still to be sent.
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

const SELECT = `SELECT o.*, r.remote FROM outbox o
  LEFT JOIN remote_ids r ON r.counterparty = o.counterparty AND r.kind = 'resource' AND r.local_id = o.resource_id`;

function toEntry(r: Row): OutboxEntry {
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
    body: r.body,
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
    all: db.prepare<[], Row>(`${SELECT} ORDER BY o.id`),
    page: db.prepare<Record<string, unknown>, Row>(
      `${SELECT} WHERE (@counterparty IS NULL OR o.counterparty = @counterparty)
         AND (@state IS NULL OR o.state = @state) AND (@resourceId IS NULL OR o.resource_id = @resourceId)
         AND o.id < @before ORDER BY o.id DESC LIMIT @limit`,
    ),
    of: db.prepare<[string], Row>(`${SELECT} WHERE o.counterparty = ? ORDER BY o.id`),
    pending: db.prepare<[string], Row>(
      `${SELECT} WHERE o.counterparty = ? AND o.state IN ('queued', 'sending') ORDER BY o.id`,
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
    sending: db.prepare(
      "UPDATE outbox SET state = 'sending', attempts = attempts + 1, updated_at = ? WHERE id = ? AND state = 'queued'",
    ),
    settle: db.prepare(
      `UPDATE outbox SET state = @state, last_status = @status, last_error = @error, next_attempt_at = @next,
         updated_at = @at WHERE id = @id`,
    ),
    block: db.prepare(
      `UPDATE outbox SET state = 'blocked', last_error = @error, updated_at = @at
       WHERE counterparty = @counterparty AND resource_id = @resourceId AND seq > @seq AND state = 'queued'`,
    ),
    recover: db.prepare("UPDATE outbox SET state = 'queued', updated_at = ? WHERE state = 'sending'"),
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

  /** The connection, for callers that group many state changes into one transaction (the sync engine). */
  constructor(readonly db: Database.Database) {
    this.s = prepare(db);
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

  list(counterparty?: string): OutboxEntry[] {
    return (counterparty ? this.s.of.all(counterparty) : this.s.all.all()).map(toEntry);
  }

  /** Entries filtered and paged for a list view (the management API). */
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
  pending(counterparty: string): OutboxEntry[] {
    return this.s.pending.all(counterparty).map(toEntry);
  }

  /**
   * Entries left `sending` by a process that died mid-request go back to `queued`: resending is safe
   * (a PUT with the same id replaces; a POST submit that finds its own message is recognised).
   */
  recover(): number {
    return this.s.recover.run(now()).changes;
  }

  /** Recorded before the request goes out. False when the entry is no longer queued. */
  markSending(id: number): boolean {
    return this.s.sending.run(now(), id).changes > 0;
  }

  /** Sent; with the id the counterparty assigned, recorded in the same transaction. */
  markSent(entry: OutboxEntry, status: number, remoteId?: string): void {
    const at = now();
    this.db
      .transaction(() => {
        if (remoteId) this.s.setRemote.run(entry.counterparty, 'resource', entry.resourceId, remoteId, at);
        this.s.settle.run({ id: entry.id, state: 'sent', status, error: null, next: null, at });
      })
      .immediate();
  }

  /** Back in the queue after a transient failure, with the time of the next attempt. */
  markRetry(id: number, status: number | null, error: string, nextAttemptAt: Date): void {
    this.s.settle.run({ id, state: 'queued', status, error, next: nextAttemptAt.toISOString(), at: now() });
  }

  /** A final failure; the entries queued behind it for the same resource are blocked. */
  markFailed(entry: OutboxEntry, status: number | null, error: string): void {
    const at = now();
    this.db
      .transaction(() => {
        this.s.settle.run({ id: entry.id, state: 'failed', status, error, next: null, at });
        this.s.block.run({
          counterparty: entry.counterparty,
          resourceId: entry.resourceId,
          seq: entry.seq,
          error: `an earlier message for this resource failed (outbox entry ${entry.id})`,
          at,
        });
      })
      .immediate();
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
