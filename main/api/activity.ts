// Management-side change events: counterparties, outbox entries and sync runs. They travel on the same
// /api/events stream as the exchange server's changes (server/changes.ts), kept apart because the
// exchange server neither produces nor needs them.
import { EventEmitter } from 'node:events';
import type { Activity } from '../../shared/api-events.ts';

export type { Activity };

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
