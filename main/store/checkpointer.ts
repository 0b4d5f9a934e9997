import type { Worker } from 'node:worker_threads';
import { sqliteModulePath } from './sqlite.ts';

// Shared Int32Array slots between the store and its checkpoint thread. PHASE moves
// STARTING -> OPEN -> STOPPING -> DONE, or straight from STARTING to DONE when the store closes before
// the thread got going; compareExchange makes that race safe without messages.
const PHASE = 0;
const CHECKPOINTS = 1;
const STARTING = 0;
const OPEN = 1;
const STOPPING = 2;
const DONE = 3;

// Runs in a worker thread, as CommonJS (eval), so a bundled app needs no separate worker file.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const state = new Int32Array(workerData.state);
if (Atomics.compareExchange(state, ${PHASE}, ${STARTING}, ${OPEN}) === ${STARTING}) {
  let db;
  try {
    const Database = require(workerData.lib);
    db = new Database(workerData.file, { fileMustExist: true });
    // FULL: the checkpoint syncs the WAL before copying it and the database file after.
    db.pragma('synchronous = FULL');
    while (Atomics.load(state, ${PHASE}) === ${OPEN}) {
      const [r] = db.pragma('wal_checkpoint(PASSIVE)');
      if (r.checkpointed > 0) Atomics.add(state, ${CHECKPOINTS}, 1);
      // Behind (the writer appended meanwhile): go on at once; caught up: sleep until stopped.
      const behind = r.busy === 0 && r.log > 0 && r.checkpointed < r.log;
      Atomics.wait(state, ${PHASE}, ${OPEN}, behind ? 1 : workerData.idleMs);
    }
  } finally {
    db?.close();
    Atomics.store(state, ${PHASE}, ${DONE});
    Atomics.notify(state, ${PHASE});
  }
}
`;

/**
 * Copies the WAL back into the database file from a second connection in a worker thread. Inline
 * checkpoints are the main cost of a write once the store holds a million rows: their pages land at
 * random places of a large file, and the event loop waits for that and for the file's fsync. Here
 * that work overlaps with the next batches. If this thread is absent or falls behind, the main
 * connection's own auto-checkpoint (at a higher threshold) still bounds the WAL.
 */
export class Checkpointer {
  private readonly state = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
  private worker: Worker | undefined;
  private readonly delay: NodeJS.Timeout;
  private failed = false;

  /**
   * The thread starts at the first write or after `delayMs`, whichever comes first: booting it costs
   * a core for a few hundred milliseconds, which the first page the clerk opens needs more, and a
   * store that is only read has nothing to checkpoint.
   */
  static start(file: string, delayMs = 2000): Checkpointer {
    return new Checkpointer(file, delayMs);
  }

  private constructor(
    private readonly file: string,
    delayMs: number,
    private readonly idleMs = 100,
  ) {
    this.delay = setTimeout(() => this.begin(), delayMs).unref();
  }

  /** Starts the thread now unless it runs already (or cannot be started). */
  begin(): void {
    if (this.worker || this.failed || Atomics.load(this.state, PHASE) !== STARTING) return;
    clearTimeout(this.delay);
    const lib = sqliteModulePath();
    try {
      // Taken now rather than imported: the start that loads this module has no thread to run yet.
      const threads = process.getBuiltinModule('node:worker_threads');
      this.worker = new threads.Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { lib, file: this.file, idleMs: this.idleMs, state: this.state.buffer },
      });
    } catch {
      this.failed = true;
      return;
    }
    // A checkpoint thread that cannot run costs speed, never data: the main connection checkpoints too.
    this.worker.on('error', () => {
      this.failed = true;
    });
    this.worker.unref();
  }

  /** Checkpoints that copied frames so far (for tests and diagnostics). */
  get checkpoints(): number {
    return Atomics.load(this.state, CHECKPOINTS);
  }

  /**
   * Stops the thread and waits (synchronously, bounded) for its connection to close, so the store's
   * own close is the last one and can fold the WAL into the database file and remove it.
   */
  stop(timeoutMs = 5000): void {
    clearTimeout(this.delay);
    if (Atomics.compareExchange(this.state, PHASE, STARTING, DONE) === STARTING) return;
    Atomics.compareExchange(this.state, PHASE, OPEN, STOPPING);
    Atomics.notify(this.state, PHASE);
    if (this.failed || !this.worker) return;
    const deadline = Date.now() + timeoutMs;
    for (
      let left = timeoutMs;
      Atomics.load(this.state, PHASE) !== DONE && left > 0;
      left = deadline - Date.now()
    ) {
      Atomics.wait(this.state, PHASE, STOPPING, left);
    }
  }
}
