// PUT /api/senders/<key>: which relation an inbound key belongs to, for messages to name their sender
// by the relation rather than by the key's name (main/placements/senders.ts).
import { tieSender } from '../placements/senders.ts';
import { badRequest } from '../server/http-error.ts';
import { readJsonObject } from './http.ts';
import type { RouteTable } from './routes.ts';

export const senderRoutes = {
  'PUT /senders/:key': async (ctx, { key }) => {
    const { relation } = await readJsonObject(ctx.req);
    if (relation !== null && typeof relation !== 'string')
      throw badRequest('relation', 'Name the relation, or send null to untie the key.');
    const tied = tieSender(ctx.desk, key, relation);
    return tied ? { key, relation: tied } : { key };
  },
} satisfies Partial<RouteTable>;
