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
import { prepareOutbox, toEntry, toSummary } from './outbox-statements.ts';
import type {
  Claim,
  NewEntry,
  OutboxEntry,
  OutboxQuery,
  OutboxState,
  OutboxSummary,
} from './outbox-types.ts';
import { Keyset, pageLimit } from './paging.ts';

export type * from './outbox-types.ts';

/** The cursors of entry pages, newest first: a page goes on below the last entry's id. */
export const entryCursors = new Keyset(['integer']);

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

const now = () => new Date().toISOString();

export class Outbox {
  private readonly s: ReturnType<typeof prepareOutbox>;
  // Transactions are made once: better-sqlite3 builds a transaction function's wrappers at each call of
  // db.transaction, which the sync engine would otherwise pay twice per message.
  private readonly sent;
  private readonly failed;

  /** The connection, for callers that group many state changes into one transaction (the sync engine). */
  constructor(readonly db: Database.Database) {
    const s = prepareOutbox(db);
    this.s = s;
    this.sent = db.transaction((entry: OutboxSummary, status: number, remoteId: string) => {
      const at = now();
      s.setRemote.run(entry.counterparty, 'resource', entry.resourceId, remoteId, at);
      return s.settle.get({ id: entry.id, state: 'sent', status, error: null, next: null, at });
    });
    this.failed = db.transaction((entry: OutboxSummary, status: number | null, error: string) => {
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
        const { lastInsertRowid } = this.s.insert.run({ docKey: null, ...input, resourceId, seq, at: now() });
        this.s.insertBody.run(lastInsertRowid, input.body);
        return lastInsertRowid;
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

  /** Every entry, or a counterparty's, oldest first, without their messages (the CLI's list). */
  list(counterparty?: string): OutboxSummary[] {
    return (counterparty ? this.s.of.all(counterparty) : this.s.all.all()).map(toSummary);
  }

  /** How many entries are in each state, for one counterparty or all. */
  counts(counterparty?: string): Record<OutboxState, number> {
    const out: Record<OutboxState, number> = { queued: 0, sending: 0, sent: 0, failed: 0, blocked: 0 };
    for (const { state, n } of this.s.counts.all({ counterparty: counterparty ?? null })) out[state] = n;
    return out;
  }

  /** Entries filtered and paged for a list view (the management API), without their messages. */
  page(query: OutboxQuery = {}): { items: OutboxSummary[]; next?: string } {
    const limit = pageLimit(query.limit);
    const [before] = entryCursors.decode(query.cursor) ?? [Number.MAX_SAFE_INTEGER];
    const rows = this.s.page.all({
      counterparty: query.counterparty ?? null,
      state: query.state ?? null,
      resourceId: query.resourceId ?? null,
      before,
      limit,
    });
    return entryCursors.page(rows, limit, (r) => [r.id], toSummary);
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
    return row && { ...toSummary(row), body: (this.s.body.get(id) as { body: string }).body };
  }

  /** Extends the claims `owner` holds on entries of `counterparty`; a sender renews them while it runs. */
  renewClaims(counterparty: string, owner: string, until: Date): number {
    return this.s.renew.run(until.toISOString(), counterparty, owner).changes;
  }

  /**
   * Sent; with the id the counterparty assigned, recorded in the same transaction. This and the other
   * settlements answer the entry as it now is; undefined when it is gone (cancelled meanwhile).
   */
  markSent(entry: OutboxSummary, status: number, remoteId?: string): OutboxSummary | undefined {
    const row = remoteId
      ? this.sent.immediate(entry, status, remoteId)
      : this.s.settle.get({ id: entry.id, state: 'sent', status, error: null, next: null, at: now() });
    return row && toSummary(row);
  }

  /** Back in the queue after a transient failure, with the time of the next attempt. */
  markRetry(
    entry: OutboxSummary,
    status: number | null,
    error: string,
    nextAttemptAt: Date,
  ): OutboxSummary | undefined {
    const next = nextAttemptAt.toISOString();
    const row = this.s.settle.get({ id: entry.id, state: 'queued', status, error, next, at: now() });
    return row && toSummary(row);
  }

  /** A final failure; the entries queued behind it for the same resource are blocked. */
  markFailed(entry: OutboxSummary, status: number | null, error: string): OutboxSummary | undefined {
    const row = this.failed.immediate(entry, status, error);
    return row && toSummary(row);
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
