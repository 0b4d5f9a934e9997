// GET /api/lists/{drafts,inbox,outbox}: the rows the Workbench's lists show, each with what its message
// is about (worker, customer, period, hours or amount: shared/messages/digest.ts) and, for a draft, what became
// of it in the outbox; filtered by words, customer, worker, week or day (list-filter.ts).
import type { Query } from '../../shared/api/contract.ts';
import type { Delivery, DraftListRow, InboxListRow, OutboxListRow, Page } from '../../shared/api/types.ts';
import { digestOf } from '../../shared/messages/digest.ts';
import { at, type Family, familyByName } from '../../shared/messages/registry.ts';
import { senderRelations } from '../placements/senders.ts';
import { badRequest } from '../server/http-error.ts';
import type { Counterparty } from '../store/counterparties.ts';
import { entryCursors, type OutboxState } from '../store/outbox.ts';
import { listed } from '../sync/queue.ts';
import type { ApiCtx } from './context.ts';
import { pageOf } from './http.ts';
import { type Filter, filterQuery, passes, readFilter, scan } from './list-filter.ts';
import { listNames } from './list-names.ts';
import { filled, paging } from './request-shape.ts';
import type { RouteTable } from './routes.ts';

const STATES: OutboxState[] = ['queued', 'sending', 'sent', 'failed', 'blocked'];

function familyParam(name: string | undefined): Family | undefined {
  if (name === undefined) return undefined;
  const f = familyByName.get(name);
  if (!f) throw badRequest('family', `Unknown family ${name}.`);
  return f;
}

/**
 * The latest outbox entry of a draft's document for any counterparty that takes its family, with the
 * counterparty's last answer and, where it refused the message, the refusal read.
 */
export function deliveryOf(
  ctx: ApiCtx,
  cps: Counterparty[],
  f: Family,
  body: Record<string, unknown>,
  updatedAt: string,
) {
  const id = f.documentId
    ? (at(body, f.documentId) as { value?: unknown; schemeAgencyId?: unknown })
    : undefined;
  if (typeof id?.value !== 'string') return undefined;
  const docKey = `${String(id.schemeAgencyId ?? '')}:${id.value}`;
  let latest: Delivery | undefined;
  for (const cp of cps) {
    if (!cp.families.includes(f.name)) continue;
    const resourceId = ctx.outbox.resourceOf(cp.name, f.name, docKey);
    if (!resourceId) continue;
    const [entry] = ctx.outbox.page({ counterparty: cp.name, resourceId, limit: 1 }).items;
    if (!entry || (latest && latest.at >= entry.createdAt)) continue;
    const { lastStatus, lastError, refusal } = listed(entry);
    latest = {
      counterparty: cp.name,
      state: entry.state,
      at: entry.createdAt,
      changedSince: updatedAt > entry.createdAt,
      lastStatus,
      lastError,
      ...(refusal ? { refusal } : {}),
    };
  }
  return latest;
}

function drafts(ctx: ApiCtx, query: Query<'GET /lists/drafts'>): Page<DraftListRow> {
  const filter = readFilter(query);
  const f = familyParam(query.family);
  const cps = ctx.counterparties.list();
  const names = listNames(ctx.desk, cps);
  // Plain words go to the store's search index; the other filters are checked row by row.
  const text = filter.days || filter.customer || filter.worker ? undefined : query.q;
  const rowFilter: Filter = text ? { ...filter, words: [], active: false } : filter;
  return scan(
    rowFilter,
    pageOf(query),
    (cursor, limit) => ctx.drafts.listWithBodies({ family: f?.name, text, cursor, limit }),
    ({ body, ...item }): DraftListRow | undefined => {
      const family = familyByName.get(item.family);
      if (!family) return undefined;
      const digest = names.name(digestOf(family, body));
      if (!passes(rowFilter, digest, [item.title, item.summary])) return undefined;
      const delivery = deliveryOf(ctx, cps, family, body, item.updatedAt);
      return { ...item, digest, ...(delivery ? { delivery } : {}) };
    },
  );
}

/** The string values of a body, for words that are in the message but in no column. */
function texts(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) for (const v of node) texts(v, out);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) texts(v, out);
  return out;
}

function inbox(ctx: ApiCtx, query: Query<'GET /lists/inbox'>): Page<InboxListRow> {
  const filter = readFilter(query);
  const f = familyParam(query.family);
  const cps = ctx.counterparties.list();
  const names = listNames(ctx.desk, cps);
  const senderOf = senderRelations(ctx.desk, cps);
  return scan(
    filter,
    pageOf(query),
    (cursor, limit) => ctx.inbox.list({ collections: f?.endpoints.map((e) => e.path), cursor, limit }),
    ({ body, ...item }): InboxListRow | undefined => {
      const family = familyByName.get(item.family);
      if (!family || family.format === 'upload') return undefined;
      const d = digestOf(family, body);
      const sender = senderOf(item.owner);
      const digest = names.name(d, sender ?? item.owner);
      if (!passes(filter, digest, [item.owner, ...texts(body)])) return undefined;
      const title = [family.title, d.documentId].filter(Boolean).join(' ');
      return { ...item, title, digest, ...(sender ? { senderRelation: sender } : {}) };
    },
  );
}

function outbox(ctx: ApiCtx, query: Query<'GET /lists/outbox'>): Page<OutboxListRow> {
  const filter = readFilter(query);
  const states = (query.states ?? STATES.join(',')).split(',') as OutboxState[];
  if (!states.every((s) => STATES.includes(s)))
    throw badRequest('states', `states must be some of ${STATES.join(', ')}.`);
  const { counterparty } = query;
  const names = listNames(ctx.desk, ctx.counterparties.list());
  // The store pages one state at a time: each state's page below the same cursor, merged newest first.
  const read = (cursor: string | undefined, limit: number) => {
    const pages = states.map((state) => ctx.outbox.page({ counterparty, state, cursor, limit }));
    const all = pages.flatMap((p) => p.items).sort((a, b) => b.id - a.id);
    const items = all.slice(0, limit);
    const more = all.length > limit || pages.some((p) => p.next !== undefined);
    const last = items.at(-1);
    return more && last ? { items, next: entryCursors.encode([last.id]) } : { items };
  };
  return scan(filter, pageOf(query), read, (summary): OutboxListRow | undefined => {
    const family = familyByName.get(summary.family);
    const entry = ctx.outbox.get(summary.id);
    if (!family || !entry) return undefined;
    let body: Record<string, unknown>;
    try {
      body =
        family.format === 'ubl' ? { xml: entry.body } : (JSON.parse(entry.body) as Record<string, unknown>);
    } catch {
      body = {};
    }
    const digest = names.name(digestOf(family, body), summary.counterparty);
    const item = listed(summary);
    if (!passes(filter, digest, [item.title, item.counterparty])) return undefined;
    return { ...item, digest };
  });
}

export const listRoutes = {
  'GET /lists/drafts': {
    query: { ...paging, ...filterQuery, family: filled },
    handle: (ctx, { query }) => drafts(ctx, query),
  },
  'GET /lists/inbox': {
    query: { ...paging, ...filterQuery, family: filled },
    handle: (ctx, { query }) => inbox(ctx, query),
  },
  'GET /lists/outbox': {
    query: { ...paging, ...filterQuery, states: filled, counterparty: filled },
    handle: (ctx, { query }) => outbox(ctx, query),
  },
} satisfies Partial<RouteTable>;
