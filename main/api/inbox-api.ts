// GET /api/inbox (received messages, newest first, paged, by family) and
// GET /api/resources/<collection...>/<id>[/history] (a stored message and its revisions).
import type { Query } from '../../shared/api/contract.ts';
import type { InboxItem, MessageHistory, MessageView, Page } from '../../shared/api/types.ts';
import { familyByName } from '../../shared/messages/registry.ts';
import { describeDraft } from '../messages/draft-content.ts';
import { senderRelation } from '../placements/senders.ts';
import { badRequest, notFound } from '../server/http-error.ts';
import { type ApiCtx, collectionOf } from './context.ts';
import { pageOf } from './http.ts';
import { paging, param } from './request-shape.ts';
import type { RouteTable } from './routes.ts';

function inboxPage(ctx: ApiCtx, { family: name, ...query }: Query<'GET /inbox'>): Page<InboxItem> {
  const f = name === undefined ? undefined : familyByName.get(name);
  if (name !== undefined && !f) throw badRequest('family', `Unknown family ${name}.`);
  const page = ctx.inbox.list({ collections: f?.endpoints.map((e) => e.path), ...pageOf(query) });
  // Lists carry a title rather than the bodies; a view fetches the message it opens.
  const items = page.items.map(({ body, ...item }) => {
    const family = familyByName.get(item.family);
    const title =
      family && family.format !== 'upload'
        ? describeDraft(family, item.standardVersion, body).title
        : item.family;
    return { ...item, title };
  });
  return page.next ? { items, next: page.next } : { items };
}

function message(ctx: ApiCtx, collection: string, id: string): MessageView {
  const { endpoint } = collectionOf(collection);
  const resource = ctx.store.get(endpoint.path, id);
  if (!resource) throw notFound(`No message ${id} in ${endpoint.path}.`);
  const { bodyText: _, ...view } = resource;
  const relation = senderRelation(ctx.desk, resource.owner);
  return { ...view, body: resource.body, ...(relation ? { senderRelation: relation } : {}) };
}

function history(ctx: ApiCtx, collection: string, id: string): MessageHistory {
  const { endpoint } = collectionOf(collection);
  const revisions = ctx.store.history(endpoint.path, id);
  if (revisions.length === 0) throw notFound(`No message ${id} in ${endpoint.path}.`);
  return { collection: endpoint.path, id, revisions };
}

export const inboxRoutes = {
  'GET /inbox': {
    query: { ...paging, family: param },
    handle: (ctx, { query }) => inboxPage(ctx, query),
  },
  'GET /resources/*collection/:id': (ctx, { params: { collection, id } }) => message(ctx, collection, id),
  'GET /resources/*collection/:id/history': (ctx, { params: { collection, id } }) =>
    history(ctx, collection, id),
} satisfies Partial<RouteTable>;
