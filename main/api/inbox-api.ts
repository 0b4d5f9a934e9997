// GET /api/inbox (received messages, newest first, paged, by family) and
// GET /api/resources/<collection...>/<id>[/history] (a stored message and its revisions).
import { familyByName } from '../../shared/registry.ts';
import { badRequest, notFound } from '../server/http-error.ts';
import { type ApiCtx, collectionOf } from './context.ts';
import { describeDraft } from './draft-content.ts';
import { intParam, methodNotAllowed, sendJson } from './http.ts';

export function handleInbox(ctx: ApiCtx): void {
  if (ctx.req.method !== 'GET') throw methodNotAllowed(['GET']);
  const name = ctx.url.searchParams.get('family');
  const f = name === null ? undefined : familyByName.get(name);
  if (name !== null && !f) throw badRequest('family', `Unknown family ${name}.`);
  let page: ReturnType<ApiCtx['inbox']['list']>;
  try {
    page = ctx.inbox.list({
      collections: f?.endpoints.map((e) => e.path),
      limit: intParam(ctx.url, 'limit'),
      cursor: ctx.url.searchParams.get('cursor') ?? undefined,
    });
  } catch (e) {
    if (e instanceof RangeError) throw badRequest('cursor', e.message);
    throw e;
  }
  // Lists carry a title rather than the bodies; a view fetches the message it opens.
  const items = page.items.map(({ body, ...item }) => {
    const family = familyByName.get(item.family);
    const title =
      family && family.format !== 'upload'
        ? describeDraft(family, item.standardVersion, body).title
        : item.family;
    return { ...item, title };
  });
  sendJson(ctx.res, 200, page.next ? { items, next: page.next } : { items });
}

/** `/api/resources/<collection...>/<id>` and `.../history`. */
export function handleResource(ctx: ApiCtx): void {
  if (ctx.req.method !== 'GET') throw methodNotAllowed(['GET']);
  const rest = ctx.parts.slice(1);
  const history = rest[rest.length - 1] === 'history';
  if (history) rest.pop();
  const id = rest.pop();
  if (!id || rest.length === 0) throw notFound('Address a resource as /api/resources/<collection>/<id>.');
  const { endpoint } = collectionOf(rest.join('/'));
  if (!history) {
    const resource = ctx.store.get(endpoint.path, id);
    if (!resource) throw notFound(`No message ${id} in ${endpoint.path}.`);
    sendJson(ctx.res, 200, resource);
    return;
  }
  const revisions = ctx.store.history(endpoint.path, id);
  if (revisions.length === 0) throw notFound(`No message ${id} in ${endpoint.path}.`);
  sendJson(ctx.res, 200, { collection: endpoint.path, id, revisions });
}
