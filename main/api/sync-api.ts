// /api/sync: POST starts sending (`{ counterparty? }`: one or all) and answers at once with the run's
// id; progress and per-entry results follow as events on /api/events (sync-runs.ts). GET tells
// whether a run is under way.
import { badRequest, notFound } from '../server/http-error.ts';
import type { ApiCtx } from './context.ts';
import { methodNotAllowed, readJsonObject, sendJson } from './http.ts';

export async function handleSync(ctx: ApiCtx): Promise<void> {
  if (ctx.parts.length > 1) throw notFound();
  if (ctx.req.method === 'GET') return sendJson(ctx.res, 200, ctx.sync.status());
  if (ctx.req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
  // An empty body means "all": the UI's button sends nothing.
  const input =
    Number(ctx.req.headers['content-length'] ?? 0) > 0 || ctx.req.headers['transfer-encoding']
      ? await readJsonObject(ctx.req)
      : {};
  const name = input.counterparty;
  if (name !== undefined && typeof name !== 'string')
    throw badRequest('counterparty', 'counterparty must be the name of a counterparty.');
  if (name !== undefined && !ctx.counterparties.get(name)) throw notFound(`No counterparty named "${name}".`);
  sendJson(ctx.res, 200, ctx.sync.start(name));
}
