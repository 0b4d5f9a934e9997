import type Database from 'better-sqlite3';

interface Job {
  fn: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  durable: boolean;
}

export interface CommitStats {
  /** Transactions committed by the queue; with N concurrent writes this stays far below N. */
  batches: number;
  /** Write calls whose batch committed (resolved and rejected ones alike). */
  writes: number;
}

/**
 * Group commit: writes queued within one turn of the event loop share one transaction and, with
 * synchronous=FULL, one fsync. Each write runs in its own savepoint so a failing one is undone alone;
 * no promise settles before COMMIT has returned, so a resolved write is on disk. A batch of writes all
 * queued as not durable commits without the fsync: visible to every connection at once, on disk with
 * the next durable commit.
 */
export class GroupCommit {
  readonly stats: CommitStats = { batches: 0, writes: 0 };
  private queue: Job[] = [];
  private scheduled = false;
  private readonly begin: Database.Statement;
  private readonly commit: Database.Statement;
  private readonly rollback: Database.Statement;
  private readonly savepoint: Database.Statement;
  private readonly release: Database.Statement;
  private readonly rollbackTo: Database.Statement;

  constructor(
    private readonly db: Database.Database,
    /** Bounds how long one batch holds the event loop, and so the latency of its first write. */
    private readonly maxBatch = 1000,
  ) {
    this.begin = db.prepare('BEGIN IMMEDIATE');
    this.commit = db.prepare('COMMIT');
    this.rollback = db.prepare('ROLLBACK');
    this.savepoint = db.prepare('SAVEPOINT write_call');
    this.release = db.prepare('RELEASE write_call');
    this.rollbackTo = db.prepare('ROLLBACK TO write_call');
  }

  /**
   * Queues `fn` for the next transaction. `durable: false` is for writes whose loss in a power cut
   * costs nothing (a claim that only makes other processes keep off): a batch of only such writes
   * commits without waiting for the disk; a durable write in the batch makes all of it durable.
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

  /** Runs every queued write now; used before closing so queued work is not silently dropped. */
  drain(): void {
    while (this.queue.length > 0) this.runBatch();
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
    if (batch.some((job) => job.durable)) {
      this.commitBatch(batch);
      return;
    }
    // WAL with synchronous=NORMAL commits without fsync; the next FULL commit syncs the whole WAL,
    // these frames included. Set outside the transaction (SQLite refuses it inside), and back to FULL
    // at once: other writes on this connection (inbound keys, the outbox's own) rely on it. Not a
    // prepared statement: this pragma takes effect when prepared, not when run (exec is the cheapest).
    try {
      this.db.exec('PRAGMA synchronous = NORMAL');
    } catch (e) {
      for (const job of batch) job.reject(e);
      return;
    }
    try {
      this.commitBatch(batch);
    } finally {
      this.db.exec('PRAGMA synchronous = FULL');
    }
  }

  private commitBatch(batch: Job[]): void {
    const outcomes: { ok: boolean; value: unknown }[] = [];
    try {
      this.begin.run();
    } catch (e) {
      for (const job of batch) job.reject(e);
      return;
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
          return;
        }
        outcomes.push({ ok: false, value: error });
      }
    }
    try {
      this.commit.run();
    } catch (error) {
      if (this.db.inTransaction) this.rollback.run();
      for (const job of batch) job.reject(error);
      return;
    }
    this.stats.batches++;
    this.stats.writes += batch.length;
    // Settled after COMMIT (and, for a relaxed batch, after FULL is back: the callbacks run later).
    batch.forEach((job, i) => {
      const outcome = outcomes[i] as { ok: boolean; value: unknown };
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.value);
    });
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

function isThenable(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}
