// The counterparties, one list for the whole window: many views show them at once (filters, forms,
// names in lists), and each asking on its own made a burst of identical requests when the app opened.
// Fetched when first needed, and again when one is added, changed or removed.
import { useSyncExternalStore } from 'react';
import type { CounterpartyView } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { subscribe as subscribeEvents } from '../api/events.ts';

export type Counterparty = CounterpartyView;

interface Listed {
  counterparties: Counterparty[];
  loaded: boolean;
  /** Why the list could not be fetched, as the server said it. */
  error: string;
  /** The same failure, for words (renderer/errors). */
  failure: unknown;
}

let state: Listed = { counterparties: [], loaded: false, error: '', failure: undefined };
const views = new Set<() => void>();
let stopEvents: (() => void) | undefined;

function set(next: Listed): void {
  state = next;
  for (const view of views) view();
}

function load(): void {
  call('GET /counterparties').then(
    (counterparties) => set({ counterparties, loaded: true, error: '', failure: undefined }),
    (e: unknown) =>
      set({ ...state, loaded: true, error: e instanceof Error ? e.message : String(e), failure: e }),
  );
}

function subscribe(view: () => void): () => void {
  views.add(view);
  if (!stopEvents) {
    stopEvents = subscribeEvents((e) => {
      if (e.type === 'counterparty' || e.type === 'connected') load();
    });
    load();
  }
  return () => {
    views.delete(view);
    if (views.size > 0) return;
    stopEvents?.();
    stopEvents = undefined;
  };
}

export function useCounterparties(): Listed {
  return useSyncExternalStore(subscribe, () => state);
}
