// The sync engine: delivers the outbox to counterparties, in order within each resource and in
// parallel across resources, recording every state change in SQLite before and after each request.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Counterparties, Counterparty } from '../store/counterparties.ts';
import { GroupCommit } from '../store/group-commit.ts';
import type { Outbox, OutboxSummary } from '../store/outbox.ts';
import type { LocalAttachments, Uploads } from './attachments.ts';
import { backoffDelay, defaultRetryPolicy, type RetryPolicy } from './backoff.ts';
import { deliver } from './deliver.ts';
import type { NetworkOptions } from './link.ts';
import { TokenRefused } from './oauth.ts';
import { Final, Transient } from './outcomes.ts';
import { NetworkError, Transport } from './transport.ts';

export type SyncEvent =
  | { type: 'sending'; entry: OutboxSummary; attempt: number }
  | { type: 'sent'; entry: OutboxSummary; status: number; note?: string }
  | { type: 'retry'; entry: OutboxSummary; status: number | null; error: string; delayMs: number }
  /** Still queued at the end of this run: out of attempts, or told to come back much later. */
  | { type: 'deferred'; entry: OutboxSummary; status: number | null; error: string }
  | { type: 'failed'; entry: OutboxSummary; status: number | null; error: string };

export interface SyncOptions {
  /** Resources delivered at the same time per counterparty (and connections per pool); default 64. */
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /** Local attachments by id, for upload-then-rewrite (the store's `getAttachment`). */
  localAttachments?: LocalAttachments;
  /** The desktop's trust store and system proxy. */
  network?: NetworkOptions;
}

export interface SyncResult {
  /** Every entry this run took up, as it ended. */
  entries: OutboxSummary[];
  sent: number;
  /** Failed or blocked: needs the user. */
  failed: number;
  /** Still queued: will be sent by a later run. */
  queued: number;
}

type Outcome = 'sent' | 'failed' | 'deferred';

interface Attempt {
  outcome: Outcome;
  /** Settles once the outcome is on disk: at once for all but 'sent', whose record follows the answer. */
  recorded: Promise<void>;
}

/**
 * Requests in flight per counterparty unless configured. Each message costs a round trip and a disk
 * sync on each side (the counterparty's before it answers, ours before the next step), so throughput
 * grows with concurrency up to about this many and little beyond (npm run bench, 10,000 timecards to a
 * local counterparty, warm: 64 send ~5.9k/s, 8 ~3.0k/s, 1 ~1.0k/s). It stays a bounded load: at most 64 open
 * requests, each waiting for its answer, and only while that much is queued;
 * a back office that has enough says so with 429 or 503, and the engine waits as Retry-After asks.
 */
export const DEFAULT_CONCURRENCY = 64;

/**
 * How long a claim on an entry holds unless renewed. A run renews its claims every third of that, so
 * a claim lapses only when its sender stopped running without its process exiting (a frozen process),
 * or when the exited process's pid was reused before anyone looked.
 */
const CLAIM_MS = 60_000;

export class SyncEngine extends EventEmitter<{ progress: [SyncEvent] }> {
  /** The counterparties' connections and sign-ins, which Test connection uses too. */
  readonly transport: Transport;
  private readonly policy: RetryPolicy;
  private readonly concurrency: number;
  private readonly local: LocalAttachments;
  private readonly uploads: Uploads = new Map();
  /**
   * State changes of entries in flight together share one transaction and one fsync (each still
   * awaited before its request goes out or its result is reported), so concurrency is not lost to
   * the disk.
   */
  private readonly commits: GroupCommit;
  private readonly running = new Map<string, Promise<number[]>>();
  /** Names this engine's claims on outbox entries (see Outbox.markSending). */
  private readonly owner = `${process.pid}:${randomUUID()}`;
  private readonly stopping = new AbortController();

  constructor(
    private readonly outbox: Outbox,
    private readonly counterparties: Counterparties,
    options: SyncOptions = {},
  ) {
    super();
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
    this.policy = { ...defaultRetryPolicy, ...options.retry };
    this.transport = new Transport(this.concurrency, options.network);
    this.local = options.localAttachments ?? (() => undefined);
    this.commits = new GroupCommit(outbox.db);
  }

  private write<T>(fn: () => T, options?: { durable: boolean }): Promise<T> {
    return this.commits.enqueue(fn, options);
  }

  /**
   * Sends what is queued for the named counterparties (all when none are named). Entries a crashed
   * sender left `sending` are queued again first; entries another live process is sending are left to
   * it. A run for a counterparty whose run is under way joins it rather than sending twice.
   * `dueOnly` (a background schedule) skips entries whose next attempt time has not come.
   */
  async run(names?: string[], { dueOnly = false } = {}): Promise<SyncResult> {
    const targets = names?.length
      ? names.map((n) => {
          const cp = this.counterparties.get(n);
          if (!cp) throw new Error(`no counterparty named "${n}"`);
          return cp;
        })
      : this.counterparties.list();
    const ids = (
      await Promise.all(
        targets.map((cp) => {
          let running = this.running.get(cp.name);
          if (!running) {
            running = this.runCounterparty(cp, dueOnly).finally(() => this.running.delete(cp.name));
            this.running.set(cp.name, running);
          }
          return running;
        }),
      )
    ).flat();
    // An entry cancelled (deleted) while the run was under way is no longer there to report.
    const found = new Map(this.outbox.getMany(ids).map((e) => [e.id, e]));
    const entries = ids.flatMap((id) => found.get(id) ?? []);
    const count = (...states: string[]) => entries.filter((e) => states.includes(e.state)).length;
    return { entries, sent: count('sent'), failed: count('failed', 'blocked'), queued: count('queued') };
  }

  /**
   * Ends the runs under way soon: no further entry is started and retry waits end; requests already
   * out are awaited and recorded. The engine cannot run again afterwards.
   */
  stop(): void {
    this.stopping.abort();
  }

  async close(): Promise<void> {
    await this.transport.close();
  }

  private async runCounterparty(cp: Counterparty, dueOnly: boolean): Promise<number[]> {
    this.outbox.recover(cp.name);
    const renewal = setInterval(() => {
      this.write(() => this.outbox.renewClaims(cp.name, this.owner, claimEnd()), notDurable).catch(() => {
        // The claims hold for CLAIM_MS: the next renewal comes long before they lapse.
      });
    }, CLAIM_MS / 3);
    try {
      return await this.sendPending(cp, dueOnly);
    } finally {
      clearInterval(renewal);
    }
  }

  private async sendPending(cp: Counterparty, dueOnly: boolean): Promise<number[]> {
    const pending = this.outbox.pending(cp.name);
    const groups = new Map<string, OutboxSummary[]>();
    for (const e of pending) {
      const group = groups.get(e.resourceId) ?? [];
      group.push(e);
      groups.set(e.resourceId, group);
    }
    const now = new Date().toISOString();
    const due = (g: OutboxSummary[]) => !dueOnly || (g[0]?.nextAttemptAt ?? '') <= now;
    // A resource whose first entry is not due waits as a whole: its entries go in order.
    const queue = [...groups.values()].map((g) => g.sort((a, b) => a.seq - b.seq)).filter(due);
    const taken = queue.flat().map((e) => e.id);
    let next = 0;
    // A slot goes on to the next resource while the last answer's record is still being synced: only a
    // later entry of the same resource must wait for it (its claim checks that the earlier one is sent).
    const recording: Promise<void>[] = [];
    let recordFailure: unknown;
    const worker = async () => {
      for (let group = queue[next++]; group && !this.stopping.signal.aborted; group = queue[next++]) {
        for (const [i, entry] of group.entries()) {
          if (this.stopping.signal.aborted) break;
          const { outcome, recorded } = await this.send(cp, entry.id);
          if (outcome !== 'sent') break;
          if (i < group.length - 1) await recorded;
          else
            recording.push(
              recorded.catch((e) => {
                recordFailure ??= e;
              }),
            );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, queue.length) }, worker));
    await Promise.all(recording);
    // Delivered but not recorded (the disk failed): the entry stays claimed and a later run sends it again.
    if (recordFailure !== undefined) throw recordFailure;
    return taken;
  }

  /** Attempts one entry until it is sent, fails, or is left for a later run. */
  private async send(cp: Counterparty, id: number): Promise<Attempt> {
    const ended = (outcome: Outcome): Attempt => ({ outcome, recorded: Promise.resolve() });
    for (let attempt = 1; ; attempt++) {
      // The claim is visible to other processes before the request goes out. It need not wait for the
      // disk: after a power cut, an entry whose claim was lost is queued, one whose claim survived is
      // queued again by recover(), and either way it is sent again, as an entry caught mid-request must be.
      const claim = { owner: this.owner, until: claimEnd() };
      const entry = await this.write(() => this.outbox.markSending(id, claim), notDurable);
      if (!entry) return ended('deferred');
      this.emit('progress', { type: 'sending', entry, attempt });
      let failure: Transient;
      try {
        const done = await deliver(cp, entry, {
          transport: this.transport,
          outbox: this.outbox,
          local: this.local,
          uploads: this.uploads,
        });
        const recorded = this.write(() => this.outbox.markSent(entry, done.status, done.remoteId)).then(
          (sent) => {
            this.emit('progress', {
              type: 'sent',
              entry: sent ?? entry,
              status: done.status,
              note: done.note,
            });
          },
        );
        return { outcome: 'sent', recorded };
      } catch (caught) {
        // No token: a refusal of our client id or secret needs the clerk; no answer is tried again.
        const e =
          caught instanceof TokenRefused && !caught.transient ? new Final(caught.message, null) : caught;
        if (e instanceof Final) {
          const failed = await this.write(() => this.outbox.markFailed(entry, e.status, e.message));
          this.emit('progress', {
            type: 'failed',
            entry: failed ?? entry,
            status: e.status,
            error: e.message,
          });
          return ended('failed');
        }
        failure =
          e instanceof Transient
            ? e
            : e instanceof NetworkError || e instanceof TokenRefused
              ? new Transient(e.message, null)
              : // An unexpected fault (a bug, a full disk): kept queued with its reason, never dropped.
                new Transient(`unexpected error: ${(e as Error).message}`, null);
      }
      const delayMs = failure.retryAfterMs ?? backoffDelay(attempt, this.policy);
      const next = new Date(Date.now() + delayMs);
      const queued = await this.write(() =>
        this.outbox.markRetry(entry, failure.status, failure.message, next),
      );
      const event = { entry: queued ?? entry, status: failure.status, error: failure.message };
      if (attempt >= this.policy.maxAttempts || delayMs > this.policy.maxWaitMs) {
        this.emit('progress', { type: 'deferred', ...event });
        return ended('deferred');
      }
      this.emit('progress', { type: 'retry', ...event, delayMs });
      // Stopping cuts the wait short; the entry is already recorded as queued for its next attempt.
      const stopped = await sleep(delayMs, false, { signal: this.stopping.signal }).catch(() => true);
      if (stopped) return ended('deferred');
    }
  }
}

const claimEnd = () => new Date(Date.now() + CLAIM_MS);
const notDurable = { durable: false };
