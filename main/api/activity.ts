// Management-side change events: counterparties, outbox entries and sync runs. They travel on the same
// /api/events stream as the exchange server's changes (server/changes.ts), kept apart because the
// exchange server neither produces nor needs them.
import { EventEmitter } from 'node:events';
import type { OutboxState } from '../store/outbox.ts';

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
  | {
      type: 'sync-done';
      runId: string;
      sent: number;
      failed: number;
      queued: number;
      /** Set when the run itself broke off (not an entry's failure). */
      error?: string;
    };

export class ActivityEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open UI stream.
    this.emitter.setMaxListeners(0);
  }

  emit(activity: Activity): void {
    this.emitter.emit('activity', activity);
  }

  subscribe(listener: (activity: Activity) => void): () => void {
    this.emitter.on('activity', listener);
    return () => this.emitter.off('activity', listener);
  }
}
