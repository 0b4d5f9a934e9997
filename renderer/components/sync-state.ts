// The sync status the status bar and the outbox share: how many entries wait to be sent, the run under
// way with its progress, and whether each counterparty answered at its last contact. One copy for the
// whole window, fed by the event stream; views read it with useSyncStatus(). A window just opened (or
// reloaded) knows of no contact yet: it asks each relation, as "Test connection" does, and says it is
// checking until they answered, rather than "Online" while a customer is down.
import { useSyncExternalStore } from 'react';
import type { ApiEvent, OutboxState } from '../../shared/api/events.ts';
import { call } from '../api/call.ts';
import { subscribe as subscribeEvents } from '../api/events.ts';
import { networkOutcome } from '../errors/outcome.ts';
import type { Translate } from '../i18n/intl.tsx';

export interface EntryProgress {
  counterparty: string;
  state: OutboxState;
  status: number | null;
  error: string | null;
}

export interface SyncRun {
  runId: string;
  /** The one counterparty the run sends to; all when absent. */
  counterparty?: string;
  /** Entries waiting when the run started. */
  total: number;
  sent: number;
  failed: number;
  /** Back in the queue after an attempt (to be retried, or left for the next sync). */
  waiting: number;
  /** Each entry's latest result in this run, the most recent last. */
  entries: ReadonlyMap<number, EntryProgress>;
  /** Set when the run ended. */
  result?: { sent: number; failed: number; queued: number; error?: string };
}

export interface SyncStatus {
  /** Queued or being sent: what a sync sends. */
  toSync: number;
  /** Failed or blocked: these wait for the user. */
  needAttention: number;
  /** The run under way, else the last one. */
  run?: SyncRun;
  /** Counterparties whose last contact got no answer, with the reason. */
  unreachable: ReadonlyMap<string, string>;
  /** Counterparties asked whether they answer, not yet answered. */
  checking: ReadonlySet<string>;
  browserOnline: boolean;
}

let status: SyncStatus = {
  toSync: 0,
  needAttention: 0,
  unreachable: new Map(),
  checking: new Set(),
  browserOnline: true,
};
const listeners = new Set<() => void>();
let frame = 0;

// A sync reports every entry several times: views are told once per frame at most.
function update(patch: Partial<SyncStatus>): void {
  status = { ...status, ...patch };
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    for (const l of listeners) l();
  });
}

const runs = new Map<string, SyncRun & { entries: Map<number, EntryProgress> }>();

/** Entries per state, for one counterparty or all. */
const counts = (counterparty?: string) => call('GET /outbox/counts', { query: { counterparty } });

const pending = async (counterparty?: string) => {
  const n = await counts(counterparty);
  return n.queued + n.sending;
};

let counting = false;
let countAgain = false;

/** Counts the outbox again; calls while a count runs are merged into one more count after it. */
function recount(): void {
  if (counting) {
    countAgain = true;
    return;
  }
  counting = true;
  void (async () => {
    try {
      const n = await counts();
      update({ toSync: n.queued + n.sending, needAttention: n.failed + n.blocked });
    } catch {
      // The stream's reconnect counts again.
    }
    await new Promise((r) => setTimeout(r, 150));
    counting = false;
    if (countAgain) {
      countAgain = false;
      recount();
    }
  })();
}

/** Runs are kept after they end: a short run may end before the request that started it returns. */
const KEPT_RUNS = 8;

function runOf(runId: string, counterparty?: string) {
  let run = runs.get(runId);
  if (!run) {
    run = { runId, counterparty, total: status.toSync, sent: 0, failed: 0, waiting: 0, entries: new Map() };
    runs.set(runId, run);
    for (const old of runs.keys()) if (runs.size > KEPT_RUNS) runs.delete(old);
  }
  return run;
}

const tally = (run: SyncRun, p: EntryProgress, by: 1 | -1) => {
  if (p.state === 'sent') run.sent += by;
  else if (p.state === 'failed' || p.state === 'blocked') run.failed += by;
  else if (p.state === 'queued') run.waiting += by;
};

function onEvent(event: ApiEvent | { type: 'connected' }): void {
  switch (event.type) {
    case 'connected':
      recount();
      // A run may have started before this window connected (or while it was reconnecting).
      void call('GET /sync')
        .then(({ runs: active }) => {
          // A run that ended while the stream was down: its end was missed, not its entries' states.
          const shown = status.run && runs.get(status.run.runId);
          if (shown && !shown.result && !active.some((r) => r.runId === shown.runId)) {
            shown.result = { sent: shown.sent, failed: shown.failed, queued: shown.waiting };
            update({ run: { ...shown } });
          }
          for (const r of active) update({ run: { ...runOf(r.runId, r.counterparty) } });
        })
        .catch(() => {});
      return;
    case 'outbox':
      recount();
      return;
    case 'counterparty':
      if (event.op === 'delete' && status.unreachable.has(event.name)) {
        const unreachable = new Map(status.unreachable);
        unreachable.delete(event.name);
        update({ unreachable });
      }
      return;
    case 'sync': {
      const run = runOf(event.runId);
      const previous = run.entries.get(event.entry);
      if (previous) tally(run, previous, -1);
      const { counterparty, state, status: httpStatus, error } = event;
      const progress = { counterparty, state, status: httpStatus, error };
      run.entries.delete(event.entry);
      run.entries.set(event.entry, progress);
      tally(run, progress, 1);
      run.total = Math.max(run.total, run.entries.size);
      update({ run: { ...run }, ...reachability(counterparty, httpStatus, state, error) });
      return;
    }
    case 'reachable': {
      const unreachable = new Map(status.unreachable);
      if (event.reachable) unreachable.delete(event.counterparty);
      update({ unreachable });
      return;
    }
    case 'sync-done': {
      const run = runOf(event.runId);
      const { sent, failed, queued, error } = event;
      run.result = { sent, failed, queued, error };
      update({ run: { ...run } });
      recount();
      return;
    }
  }
}

/**
 * Whether a counterparty can be reached, judged by what happened at the last contact: any HTTP answer
 * means reachable (even an error status); no answer at all (refused, reset, timed out) means not.
 */
function reachability(
  name: string,
  httpStatus: number | null,
  state: OutboxState,
  error: string | null,
): Partial<SyncStatus> {
  const unreachable = new Map(status.unreachable);
  if (httpStatus !== null) unreachable.delete(name);
  else if (state === 'queued' && error) unreachable.set(name, error);
  else return {};
  return { unreachable };
}

/** What "Test connection" found out: counts as a contact, as a sync's request does. */
export function reportConnectionTest(name: string, report: { reachable: boolean; error?: string }): void {
  update(
    report.reachable
      ? reachability(name, 200, 'sent', null)
      : reachability(name, null, 'queued', report.error ?? 'no answer'),
  );
}

/**
 * Asks each counterparty named whether it answers (its /health, through the server), as "Test
 * connection" does; each answer counts as a contact. Asked again when the list of relations is loaded
 * again (the window opened, the server's stream reconnected, a relation changed).
 */
export function measureReachability(names: string[]): void {
  const asking = names.filter((n) => !status.checking.has(n));
  if (asking.length === 0) return;
  update({ checking: new Set([...status.checking, ...asking]) });
  for (const name of asking)
    void call('POST /counterparties/:name/test', { params: { name } })
      .then(
        (report) => reportConnectionTest(name, report),
        // A relation removed meanwhile, or the server gone: nothing was measured.
        () => {},
      )
      .finally(() => {
        const checking = new Set(status.checking);
        checking.delete(name);
        update({ checking });
      });
}

let started = false;

function start(): void {
  if (started) return;
  started = true;
  status = { ...status, browserOnline: navigator.onLine };
  window.addEventListener('online', () => update({ browserOnline: true }));
  window.addEventListener('offline', () => update({ browserOnline: false }));
  subscribeEvents(onEvent);
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Starts sending to one counterparty or all; progress follows through useSyncStatus(). */
export async function startSync(counterparty?: string): Promise<void> {
  const total = await pending(counterparty);
  const { runId, joined } = await call('POST /sync', {
    body: counterparty === undefined ? {} : { counterparty },
  });
  const run = runOf(runId, counterparty);
  if (!joined) run.total = Math.max(total, run.entries.size);
  update({ run: { ...run } });
}

export const isRunning = (run: SyncRun | undefined): run is SyncRun => run !== undefined && !run.result;

/**
 * Online or not, in words. The browser's navigator.onLine only says whether the computer has a
 * network at all: a counterparty behind a VPN that is down, or a back office that is off, looks
 * "online" to it. What the user needs to know is whether the outbox can be delivered, so the last
 * contact with each counterparty (a sync's request or a connection test) decides, and a missing
 * network overrides everything. With no counterparty at all there is nothing to be online for.
 */
export function connectivity(
  s: SyncStatus,
  t: Translate,
  relations: number,
): { online: boolean; checking?: boolean; text: string; detail: string } {
  if (!s.browserOnline)
    return { online: false, text: t('status.offline'), detail: t('status.offline.detail') };
  if (s.unreachable.size > 0) {
    const names = [...s.unreachable.keys()];
    return {
      online: false,
      text: t('status.unreachable', { names: names.join(', ') }),
      detail: [...s.unreachable].map(([n, e]) => t(networkOutcome(e).key, { name: n })).join('\n'),
    };
  }
  if (relations === 0)
    return { online: false, text: t('status.noRelations'), detail: t('status.noRelations.detail') };
  if (s.checking.size > 0)
    return { online: false, checking: true, text: t('status.checking'), detail: t('status.checking.detail') };
  return { online: true, text: t('status.online'), detail: t('status.online.detail') };
}

/** A run's progress in words: "Sending: 3 of 10 done · 1 needs a fix · 2 waiting to be tried again". */
export function progressText(run: SyncRun, t: Translate): string {
  if (run.result) {
    const { sent, failed, queued, error } = run.result;
    if (error) return t('sync.stopped', { reason: error });
    return t('sync.done', { sent, failed, queued });
  }
  const parts = [t('sync.doing', { done: run.sent + run.failed, total: run.total })];
  if (run.failed) parts.push(t('sync.doing.failed', { count: run.failed }));
  if (run.waiting) parts.push(t('sync.doing.waiting', { count: run.waiting }));
  return parts.join(' · ');
}
