// What the management API's event stream (/api/events) carries, shared by the server that sends it and
// the renderer that reads it: each event names what changed, so a view refetches only what it shows.

export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed' | 'blocked';
export type OutboxOperation = 'submit' | 'update' | 'delete';

/** What the exchange server and the drafts API wrote. */
export type Change =
  | { type: 'draft'; id: string; op: 'create' | 'update' | 'delete' }
  | { type: 'resource'; collection: string; id: string }
  | { type: 'placement'; id: string }
  /** An invoice proposed, made again, numbered, queued, paid or abandoned. */
  | { type: 'invoice'; id: string };

/** Counterparties, outbox entries and sync runs. */
export type Activity =
  | { type: 'counterparty'; name: string; op: 'create' | 'update' | 'delete' }
  /** `cancelled`: the entry was removed from the outbox. */
  | { type: 'outbox'; id: number; state: OutboxState | 'cancelled' }
  | {
      type: 'sync';
      runId: string;
      counterparty: string;
      entry: number;
      state: OutboxState;
      status: number | null;
      error: string | null;
    }
  /** A counterparty answered again after a failure to reach it, or could not be reached. */
  | { type: 'reachable'; counterparty: string; reachable: boolean }
  /** How the office server's feed was last read; told after each read and when the office is removed. */
  | { type: 'office'; state: 'off' | 'connected' | 'unreachable' | 'refused' }
  | {
      type: 'sync-done';
      runId: string;
      sent: number;
      failed: number;
      queued: number;
      /** Set when the run itself broke off (not an entry's failure). */
      error?: string;
    };

export type ApiEvent = Change | Activity;

const changeTypes = new Set<ApiEvent['type']>(['draft', 'resource', 'placement', 'invoice']);

/** Whether an event is a change to stored data (the exchange server's kind) rather than activity. */
export const isChange = (event: ApiEvent): event is Change => changeTypes.has(event.type);
