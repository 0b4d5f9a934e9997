// Change notifications: what the exchange server and the management API wrote, named so that a view
// refetches only what it shows. The management API streams them as server-sent events.
import type { Change } from '../../shared/api/events.ts';
import type { EventTopic } from '../store/event-topic.ts';
import type { Ctx } from './context.ts';

export type { Change };

/** After a SETU request: announces the resource it changed, if it succeeded and changed one. */
export function announceWrite(events: EventTopic<Change> | undefined, ctx: Ctx): void {
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
