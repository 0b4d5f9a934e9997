// A topic that events are published on and any number of listeners follow: the exchange server's and
// the management API's changes, and the outbox's and sync's activity (shared/api/events.ts), each one
// topic, streamed together on /api/events.
import { EventEmitter } from 'node:events';

export class EventTopic<T> {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open UI stream; more than ten windows is not a leak.
    this.emitter.setMaxListeners(0);
  }

  emit(event: T): void {
    this.emitter.emit('event', event);
  }

  /** Follows the topic; the answer stops following it. */
  subscribe(listener: (event: T) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }
}
