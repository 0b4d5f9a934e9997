// /api/sync: POST starts sending (`{ counterparty? }`: one or all) and answers at once with the run's
// id; progress and per-entry results follow as events on /api/events (sync-runs.ts). GET tells
// whether a run is under way.
import { badRequest, notFound } from '../server/http-error.ts';
import type { ApiCtx } from './context.ts';
import { readJsonObject } from './http.ts';
import type { RouteTable } from './routes.ts';

async function start(ctx: ApiCtx) {
  // An empty body means "all": the UI's button sends nothing.
  const input =
    Number(ctx.req.headers['content-length'] ?? 0) > 0 || ctx.req.headers['transfer-encoding']
      ? await readJsonObject(ctx.req)
      : {};
  const name = input.counterparty;
  if (name !== undefined && typeof name !== 'string')
    throw badRequest('counterparty', 'counterparty must be the name of a counterparty.');
  if (name !== undefined && !ctx.counterparties.get(name)) throw notFound(`No counterparty named "${name}".`);
  return ctx.sync.start(name);
}

export const syncRoutes = {
  'GET /sync': (ctx) => ctx.sync.status(),
  'POST /sync': (ctx) => start(ctx),
} satisfies Partial<RouteTable>;
