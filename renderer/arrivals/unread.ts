// What arrived since the clerk last looked at the Inbox: the count beside "Inbox" in the navigation,
// kept for the whole window from the event stream. "Seen" is the newest change shown on the Inbox page,
// remembered in this browser or window; a message that arrived or changed after it is new.
import { useSyncExternalStore } from 'react';
import { call } from '../api/call.ts';
import { subscribe as subscribeEvents } from '../api/events.ts';

const KEY = 'setu-workbench.inbox-seen';
/** The first page is counted: more than this many reads as "99+". */
const COUNTED = 100;

interface Unread {
  count: number;
  /** More than were counted. */
  more: boolean;
  /** When the Inbox was last looked at; '' before the first time. */
  seen: string;
}

let state: Unread = { count: 0, more: false, seen: readSeen() };
const listeners = new Set<() => void>();
const arrivalListeners = new Set<(added: number) => void>();

function readSeen(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

function set(next: Unread): void {
  state = next;
  for (const l of listeners) l();
}

let counting = false;

/** Counts the first page of the Inbox again; a count already under way covers the call. */
function recount(): void {
  if (counting) return;
  counting = true;
  void call('GET /inbox', { query: { limit: COUNTED } })
    .then((page) => {
      const fresh = page.items.filter((m) => m.updatedAt > state.seen).length;
      const added = fresh - state.count;
      set({ ...state, count: fresh, more: fresh === COUNTED && page.next !== undefined });
      if (added > 0) for (const l of arrivalListeners) l(added);
    })
    .catch(() => {})
    .finally(() => {
      counting = false;
    });
}

let started = false;

function start(): void {
  if (started) return;
  started = true;
  subscribeEvents((e) => {
    if (e.type === 'resource' || e.type === 'connected') recount();
  });
}

/** The Inbox was looked at: everything up to `newest` (an updatedAt) is seen. */
export function markSeen(newest: string): void {
  if (newest <= state.seen) return;
  try {
    localStorage.setItem(KEY, newest);
  } catch {
    // Without storage the count starts again in a new window.
  }
  set({ ...state, seen: newest });
  recount();
}

/** When the Inbox was last looked at, for marking what is new on it. */
export const seenBefore = () => state.seen;

export function useUnread(): Unread {
  return useSyncExternalStore(
    (l) => {
      start();
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** Called with how many messages arrived, each time some do. */
export function onArrival(listener: (added: number) => void): () => void {
  start();
  arrivalListeners.add(listener);
  return () => arrivalListeners.delete(listener);
}
