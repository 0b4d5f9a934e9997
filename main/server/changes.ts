// Change notifications: what the exchange server and the management API wrote, named so that a view
// refetches only what it shows. The management API streams them as server-sent events.
import { EventEmitter } from 'node:events';
import type { Change } from '../../shared/api-events.ts';
import type { Ctx } from './context.ts';

export type { Change };

export class ChangeEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open UI stream; more than ten windows is not a leak.
    this.emitter.setMaxListeners(0);
  }

  emit(change: Change): void {
    this.emitter.emit('change', change);
  }

  subscribe(listener: (change: Change) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}

/** After a SETU request: announces the resource it changed, if it succeeded and changed one. */
export function announceWrite(events: ChangeEvents | undefined, ctx: Ctx): void {
  const { req, res, route } = ctx;
  if (!events || req.method === 'GET' || req.method === 'HEAD' || res.statusCode >= 300) return;
  if (route.kind === 'resource' || route.kind === 'line' || route.kind === 'add-lines') {
    events.emit({ type: 'resource', collection: route.endpoint.path, id: ctx.params[0] as string });
  } else if (route.kind === 'collection') {
    // A planning POST: the server chose the id, which the Location header carries.
    const id = String(res.getHeader('location') ?? '')
      .split('/')
      .pop();
    if (id) events.emit({ type: 'resource', collection: route.endpoint.path, id });
  }
}
