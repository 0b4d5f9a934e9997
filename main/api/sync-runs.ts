// Sync runs started through the management API: one sync engine for the server process (its
// connection pools and uploaded-attachment ids live as long as the server), each run named by a
// runId, its progress and result announced as activity events rather than awaited by the request. A
// counterparty that did not answer is watched (reconnect.ts), and its entries are sent by themselves
// once it answers again.
import { randomUUID } from 'node:crypto';
import type { Activity } from '../../shared/api/events.ts';
import type { SyncRunInfo } from '../../shared/api/types.ts';
import type { Counterparties } from '../store/counterparties.ts';
import type { EventTopic } from '../store/event-topic.ts';
import type { Outbox } from '../store/outbox.ts';
import { answers } from '../sync/connection-test.ts';
import { SyncEngine, type SyncEvent, type SyncOptions } from '../sync/engine.ts';
import type { Transport } from '../sync/transport.ts';
import { PROBE_INTERVAL_MS, PROBE_TIMEOUT_MS, Reconnect } from './reconnect.ts';

export class SyncRuns {
  private readonly engine: SyncEngine;
  private readonly runs = new Map<string, SyncRunInfo>();
  /** Runs that a later start joined: entries queued since the run planned go out in a run after it. */
  private readonly again = new Set<string>();
  private readonly reconnect: Reconnect;
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(
    private readonly outbox: Outbox,
    private readonly activity: EventTopic<Activity>,
    counterparties: Counterparties,
    options: SyncOptions = {},
  ) {
    this.engine = new SyncEngine(outbox, counterparties, options);
    this.engine.on('progress', (e) => this.progress(e));
    this.reconnect = new Reconnect(
      {
        answers: async (name) => {
          const cp = counterparties.get(name);
          return cp !== undefined && (await answers(cp, this.engine.transport, PROBE_TIMEOUT_MS));
        },
        resume: (name) => {
          this.activity.emit({ type: 'reachable', counterparty: name, reachable: true });
          this.start(name);
        },
      },
      PROBE_INTERVAL_MS,
    );
    this.unsubscribe = activity.subscribe((a) => {
      if (a.type === 'counterparty' && a.op === 'delete') this.reconnect.forget(a.name);
    });
    // Entries left waiting for a counterparty that did not answer, from before this process started.
    for (const cp of counterparties.list()) {
      const [waiting] = outbox.page({ counterparty: cp.name, state: 'queued', limit: 1 }).items;
      if (waiting && waiting.lastStatus === null && waiting.lastError) this.reconnect.watch(cp.name);
    }
  }

  /** The engine's connections and sign-ins, for Test connection. */
  get transport(): Transport {
    return this.engine.transport;
  }

  /**
   * Starts sending to one counterparty or all. A run already under way that covers the request is
   * joined (its runId is returned): the engine would join it anyway, and one runId keeps the events
   * of one batch together. That run planned its entries when it began, so another run follows it for
   * what was queued since: a Sync pressed during a run sends what was just queued.
   */
  start(counterparty?: string): { runId: string; joined: boolean } {
    for (const run of this.runs.values()) {
      if (run.counterparty === undefined || run.counterparty === counterparty) {
        this.again.add(run.runId);
        return { runId: run.runId, joined: true };
      }
    }
    const runId = randomUUID();
    this.runs.set(runId, { runId, counterparty, startedAt: new Date().toISOString() });
    this.engine
      .run(counterparty === undefined ? undefined : [counterparty])
      .then(
        (r) =>
          this.activity.emit({ type: 'sync-done', runId, sent: r.sent, failed: r.failed, queued: r.queued }),
        (e: Error) => {
          // Nothing is lost: entries stay recorded as they were; the run's end is still announced.
          console.error(`sync run ${runId}:`, e);
          this.activity.emit({ type: 'sync-done', runId, sent: 0, failed: 0, queued: 0, error: e.message });
        },
      )
      .finally(() => {
        this.runs.delete(runId);
        if (this.again.delete(runId) && !this.stopped) this.start(counterparty);
      });
    return { runId, joined: false };
  }

  status(): { running: boolean; runs: SyncRunInfo[] } {
    const runs = [...this.runs.values()];
    return { running: runs.length > 0, runs };
  }

  /** Before the server closes: no new entry is started; requests already out are recorded. */
  stop(): void {
    this.stopped = true;
    this.reconnect.stop();
    this.unsubscribe();
    this.engine.stop();
  }

  close(): Promise<void> {
    return this.engine.close();
  }

  private progress(e: SyncEvent): void {
    const { entry } = e;
    this.activity.emit({ type: 'outbox', id: entry.id, state: entry.state });
    const status = e.type === 'sending' ? null : e.status;
    // No answer at all: watch for the counterparty to come back. Any answer: it is there.
    if ((e.type === 'retry' || e.type === 'deferred') && e.status === null)
      this.reconnect.watch(entry.counterparty);
    else if (status !== null) this.reconnect.forget(entry.counterparty);
    const error = 'error' in e ? e.error : null;
    for (const run of this.runs.values()) {
      if (run.counterparty !== undefined && run.counterparty !== entry.counterparty) continue;
      this.activity.emit({
        type: 'sync',
        runId: run.runId,
        counterparty: entry.counterparty,
        entry: entry.id,
        state: entry.state,
        status,
        error,
      });
    }
    // A final failure blocks the entries queued behind it for the same resource: they changed too.
    if (e.type === 'failed') {
      const blocked = this.outbox.page({
        counterparty: entry.counterparty,
        resourceId: entry.resourceId,
        state: 'blocked',
        limit: 500,
      });
      for (const b of blocked.items) this.activity.emit({ type: 'outbox', id: b.id, state: b.state });
    }
  }
}
