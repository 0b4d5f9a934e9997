// GET /office/v1/changes?after=CURSOR&limit=N: what the office server stored, for its desktops. Each
// committed revision and attachment comes once, in commit order; `next` is where the following
// page starts, so a desktop that stores a page together with its `next` resumes where it left off,
// however long it was away. A cursor the store can no longer go on from (its database was restored or
// moved) gets the feed's first page, marked `restarted`. Read with a desktop's key (auth.ts).
import type { WireChange, WirePage } from '../../shared/api/office-feed.ts';
import type { FeedChange } from '../store/exchange-store.ts';
import { BadCursor } from '../store/paging.ts';
import type { Ctx } from './context.ts';
import { badRequest } from './http-error.ts';
import { notAllowed, send } from './message-body.ts';

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;
/** A page with attachments ends once their bytes pass this, so one page stays a few MB at most. */
const PAGE_BYTES = 8 << 20;

/** A change as the feed's JSON carries it: the message as the JSON text stored, a file in base64. */
function toWire(c: FeedChange): WireChange {
  if (c.kind === 'attachment') {
    const { bytes, ...rest } = c;
    return { ...rest, content: Buffer.from(bytes).toString('base64') };
  }
  const { standardVersion, ...rest } = c;
  return { ...rest, standardVersionId: standardVersion };
}

function limitOf(raw: string | null): number {
  if (raw === null) return DEFAULT_LIMIT;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_LIMIT)
    throw badRequest('query', `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  return Number(raw);
}

export async function handleChanges(ctx: Ctx): Promise<void> {
  if (ctx.req.method !== 'GET') throw notAllowed('The change feed is read with GET.', ['GET']);
  ctx.operation = 'list';
  const query = new URL(ctx.req.url ?? '/', 'http://x').searchParams;
  const limit = limitOf(query.get('limit'));
  const after = query.get('after') || undefined;
  try {
    const page = await ctx.store.changes({ after, limit, maxBytes: PAGE_BYTES });
    const body: WirePage = { changes: page.changes.map(toWire), next: page.next, restarted: page.restarted };
    send(ctx, 200, JSON.stringify(body), 'json');
  } catch (e) {
    if (e instanceof BadCursor) throw badRequest('cursor', e.message);
    throw e;
  }
}
