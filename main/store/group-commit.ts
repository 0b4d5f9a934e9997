import type Database from 'better-sqlite3';
import { syncWal, syncWalNow } from './wal-sync.ts';

interface Job {
  fn: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  durable: boolean;
}

type Outcome = { ok: boolean; value: unknown };

export interface CommitStats {
  /** Transactions committed by the queue; with N concurrent writes this stays far below N. */
  batches: number;
  /** Write calls whose batch committed (resolved and rejected ones alike). */
  writes: number;
  /** WAL syncs; each makes every batch committed before it began durable. */
  syncs: number;
}

export interface GroupCommitOptions {
  /** Bounds how long one batch holds the event loop, and so the latency of its first write. */
  maxBatch?: number;
  /** Makes everything committed so far durable; by default an fdatasync of the WAL off the event loop. */
  sync?: () => Promise<void>;
}

/**
 * Group commit: writes queued within one turn of the event loop share one transaction, each in its own
 * savepoint so a failing one is undone alone. The transaction commits without waiting for the disk
 * (synchronous=NORMAL); the WAL is then synced on a thread-pool thread while the event loop parses,
 * validates and commits the next batches, and those share the next sync. A durable write's promise
 * settles only after a sync that began after its COMMIT, so a resolved write is on disk. Writes queued
 * as not durable settle at COMMIT: visible to every connection at once, on disk with the next sync.
 */
export class GroupCommit {
  readonly stats: CommitStats = { batches: 0, writes: 0, syncs: 0 };
  private queue: Job[] = [];
  private scheduled = false;
  /** Settlements of committed batches that wait for the next sync. */
  private waiting: ((error?: unknown) => void)[] = [];
  private syncing = false;
  private readonly maxBatch: number;
  private readonly sync: () => Promise<void>;
  private readonly syncNow: () => void;
  private readonly begin: Database.Statement;
  private readonly commit: Database.Statement;
  private readonly rollback: Database.Statement;
  private readonly savepoint: Database.Statement;
  private readonly release: Database.Statement;
  private readonly rollbackTo: Database.Statement;

  constructor(
    private readonly db: Database.Database,
    options: GroupCommitOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 1000;
    const file = db.memory ? undefined : db.name;
    this.sync = options.sync ?? (file ? () => syncWal(file) : () => Promise.resolve());
    this.syncNow = file ? () => syncWalNow(file) : () => {};
    this.begin = db.prepare('BEGIN IMMEDIATE');
    this.commit = db.prepare('COMMIT');
    this.rollback = db.prepare('ROLLBACK');
    this.savepoint = db.prepare('SAVEPOINT write_call');
    this.release = db.prepare('RELEASE write_call');
    this.rollbackTo = db.prepare('ROLLBACK TO write_call');
  }

  /**
   * Queues `fn` for the next transaction. `durable: false` is for writes whose loss in a power cut
   * costs nothing (a claim that only makes other processes keep off): they settle without waiting for
   * the disk.
   */
  enqueue<T>(fn: () => T, { durable = true } = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, resolve: resolve as (value: unknown) => void, reject, durable });
      this.schedule();
    });
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Runs every queued write now and syncs it; used before closing so queued work is not dropped. */
  drain(): void {
    while (this.queue.length > 0) this.runBatch();
    if (this.waiting.length === 0) return;
    const settles = this.waiting.splice(0);
    let error: unknown;
    try {
      this.syncNow();
    } catch (e) {
      error = e;
    }
    for (const settle of settles) settle(error);
  }

  /** Rejects whatever is still queued (the store is closing and draining failed). */
  abandon(error: Error): void {
    for (const job of this.queue.splice(0)) job.reject(error);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.queue.length === 0) return;
      this.runBatch();
      if (this.queue.length > 0) this.schedule();
    });
  }

  private runBatch(): void {
    const batch = this.queue.splice(0, this.maxBatch);
    // Set outside the transaction (SQLite refuses it inside), and back to FULL at once: other writes
    // on this connection (inbound keys, the outbox's own) rely on it. Not a prepared statement: this
    // pragma takes effect when prepared, not when run (exec is the cheapest).
    try {
      this.db.exec('PRAGMA synchronous = NORMAL');
    } catch (e) {
      for (const job of batch) job.reject(e);
      return;
    }
    let outcomes: Outcome[] | undefined;
    try {
      outcomes = this.commitBatch(batch);
    } finally {
      this.db.exec('PRAGMA synchronous = FULL');
    }
    if (!outcomes) return;
    const later: [Job, Outcome][] = [];
    batch.forEach((job, i) => {
      const outcome = outcomes[i] as Outcome;
      if (job.durable && outcome.ok) later.push([job, outcome]);
      else settle(job, outcome);
    });
    if (later.length === 0) return;
    this.waiting.push((error) => {
      for (const [job, outcome] of later)
        settle(job, error === undefined ? outcome : { ok: false, value: error });
    });
    if (!this.syncing) this.startSync();
  }

  private startSync(): void {
    this.syncing = true;
    const settles = this.waiting.splice(0);
    const finish = (error?: unknown) => {
      this.stats.syncs++;
      this.syncing = false;
      for (const settle of settles) settle(error);
      // Batches committed while this sync ran share the next one.
      if (this.waiting.length > 0) this.startSync();
    };
    this.sync().then(
      () => finish(),
      (e) => finish(e ?? new Error('The write-ahead log could not be synced to disk.')),
    );
  }

  /** Runs and commits a batch; undefined when it failed as a whole (its jobs are rejected or requeued). */
  private commitBatch(batch: Job[]): Outcome[] | undefined {
    const outcomes: Outcome[] = [];
    try {
      this.begin.run();
    } catch (e) {
      for (const job of batch) job.reject(e);
      return undefined;
    }
    for (let i = 0; i < batch.length; i++) {
      const job = batch[i] as Job;
      this.savepoint.run();
      try {
        const value = job.fn();
        if (isThenable(value)) {
          throw new TypeError(
            'Store.write callbacks must be synchronous; an async callback would escape its transaction.',
          );
        }
        this.release.run();
        outcomes.push({ ok: true, value });
      } catch (error) {
        if (!this.undoOne()) {
          // SQLite rolled the whole transaction back (disk full, I/O error): the writes that ran are
          // lost, so they fail with the cause; the ones not yet run get a fresh batch.
          for (const done of batch.slice(0, i + 1)) done.reject(error);
          this.queue.unshift(...batch.slice(i + 1));
          this.schedule();
          return undefined;
        }
        outcomes.push({ ok: false, value: error });
      }
    }
    try {
      this.commit.run();
    } catch (error) {
      if (this.db.inTransaction) this.rollback.run();
      for (const job of batch) job.reject(error);
      return undefined;
    }
    this.stats.batches++;
    this.stats.writes += batch.length;
    return outcomes;
  }

  /** Undoes the current write's savepoint; false when the enclosing transaction is gone. */
  private undoOne(): boolean {
    if (!this.db.inTransaction) return false;
    try {
      this.rollbackTo.run();
      this.release.run();
      return true;
    } catch {
      if (this.db.inTransaction) this.rollback.run();
      return false;
    }
  }
}

function settle(job: Job, outcome: Outcome): void {
  if (outcome.ok) job.resolve(outcome.value);
  else job.reject(outcome.value);
}

function isThenable(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}
