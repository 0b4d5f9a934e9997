// /api/sync: POST starts sending (`{ counterparty? }`: one or all) and answers at once with the run's
// id; progress and per-entry results follow as events on /api/events (sync-runs.ts). GET tells
// whether a run is under way.
import { notFound } from '../server/http-error.ts';
import type { ApiCtx } from './context.ts';
import { someCounterparty } from './outbox-api.ts';
import { object } from './request-shape.ts';
import type { RouteTable } from './routes.ts';

function start(ctx: ApiCtx, name: string | undefined) {
  if (name !== undefined && !ctx.counterparties.get(name)) throw notFound(`No counterparty named "${name}".`);
  return ctx.sync.start(name);
}

export const syncRoutes = {
  'GET /sync': (ctx) => ctx.sync.status(),
  // An empty body means "all": the UI's button sends nothing.
  'POST /sync': {
    body: { parse: object(someCounterparty), optional: true },
    handle: (ctx, { body }) => start(ctx, body.counterparty),
  },
} satisfies Partial<RouteTable>;
