// GET /planning/requests/{id}/assignments: the planning assignments that refer to this request.
import type { Endpoint, Family } from '../../shared/messages/registry.ts';
import { documentKey } from '../store/document-keys.ts';
import type { Ctx } from './context.ts';
import { notAllowed } from './message-body.ts';
import { sendList } from './messages.ts';
import { visible } from './resource-rules.ts';

export async function handleRelated(ctx: Ctx, f: Family, endpoint: Endpoint, related: Family): Promise<void> {
  if (ctx.req.method !== 'GET') throw notAllowed('This list is read with GET.', ['GET']);
  ctx.operation = 'list';
  const target = visible(ctx, await ctx.store.get(endpoint.path, ctx.params[0] as string));
  const key = documentKey(f, target.body);
  const relatedEndpoint = related.endpoints[0] as Endpoint;
  const items = key ? await ctx.store.referencing(relatedEndpoint.path, f.name, key, ctx.owner) : [];
  sendList(ctx, related, items, relatedEndpoint);
}
