// PUT /api/senders/<key>: which relation an inbound key belongs to, for messages to name their sender
// by the relation rather than by the key's name (main/placements/senders.ts).
import { tieSender } from '../placements/senders.ts';
import { nullable, object, text, worded } from './request-shape.ts';
import type { RouteTable } from './routes.ts';

export const senderRoutes = {
  'PUT /senders/:key': {
    body: {
      parse: object({
        relation: worded(nullable(text), 'relation', 'Name the relation, or send null to untie the key.'),
      }),
    },
    handle: (ctx, { params: { key }, body: { relation } }) => {
      const tied = tieSender(ctx.desk, key, relation);
      return tied ? { key, relation: tied } : { key };
    },
  },
} satisfies Partial<RouteTable>;
