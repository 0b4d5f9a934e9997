// /api/outbox: queue a valid draft or a stored message for a counterparty (through sync/queue.ts, the
// same checks as `outbox add`), list entries by counterparty and state, count them, retry one or all
// failed, and cancel. Each change is announced as `{ type: 'outbox', id, state }`.

import type { Body, Query } from '../../shared/api/contract.ts';
import { MessageInputError, type ReadMessage, readMessage } from '../../shared/messages/message-io.ts';
import { badRequest, conflict, notFound } from '../server/http-error.ts';
import type { OutboxEntry, OutboxOperation, OutboxState } from '../store/outbox.ts';
import { listed, QueueError, queueMessage } from '../sync/queue.ts';
import { type ApiCtx, collectionOf } from './context.ts';
import { draftFamily } from './draft-params.ts';
import { pageOf } from './http.ts';
import { object, oneOf, optional, paging, param, text, worded } from './request-shape.ts';
import { created, type RouteTable } from './routes.ts';

const operations: OutboxOperation[] = ['submit', 'update', 'delete'];
const states: OutboxState[] = ['queued', 'sending', 'sent', 'failed', 'blocked'];

/** A draft's or a stored message's body read as a message file is (an invoice is its UBL XML). */
function asMessage(family: string, version: string, body: Record<string, unknown>): ReadMessage {
  const f = draftFamily(family);
  const text = f.format === 'ubl' ? String(body.xml ?? '') : JSON.stringify(body);
  try {
    return readMessage(text, { type: f.name, version });
  } catch (e) {
    if (e instanceof MessageInputError) throw badRequest(e.code, e.message);
    throw e;
  }
}

/** The message a queue request names: `draft` (an id) or `message` ({ collection, id }). */
function source(ctx: ApiCtx, input: Body<'POST /outbox'>): ReadMessage {
  if (input.draft !== undefined) {
    const draft = ctx.drafts.get(input.draft);
    if (!draft) throw notFound(`No draft ${input.draft}.`);
    // The draft's stored issues are what the editor shows: the user fixes exactly these.
    if (draft.issues.length > 0)
      throw badRequest(
        'invalid-draft',
        `The draft has ${draft.issues.length} validation issue(s).`,
        draft.issues,
      );
    return asMessage(draft.family, draft.version, draft.body);
  }
  const m = input.message;
  if (m) {
    const { endpoint } = collectionOf(m.collection);
    const resource = ctx.store.get(endpoint.path, m.id);
    if (!resource || resource.deleted) throw notFound(`No message ${m.id} in ${endpoint.path}.`);
    return asMessage(resource.family, resource.standardVersion, resource.body);
  }
  throw badRequest(
    'source',
    'Name a draft ({ draft: id }) or a stored message ({ message: { collection, id } }).',
  );
}

const SOURCE_WORDS = 'Name a draft ({ draft: id }) or a stored message ({ message: { collection, id } }).';

const queueRequest = object({
  counterparty: worded(text, 'counterparty', 'Name the counterparty.'),
  draft: optional(worded(text, 'source', SOURCE_WORDS)),
  message: optional(worded(object({ collection: text, id: text }), 'source', SOURCE_WORDS)),
  operation: optional(oneOf(...operations)),
  resourceId: optional(worded(text, 'resourceId', 'resourceId must be a UUID.')),
});

function enqueue(ctx: ApiCtx, input: Body<'POST /outbox'>): OutboxEntry {
  const cp = ctx.counterparties.get(input.counterparty);
  if (!cp) throw notFound(`No counterparty named "${input.counterparty}".`);
  const operation = input.operation ?? 'submit';
  const message = source(ctx, input);
  if (message.issues.length > 0)
    throw badRequest('invalid-message', `The ${message.family.title} is not valid.`, message.issues);
  try {
    const entry = queueMessage(ctx.outbox, cp, message, operation, input.resourceId);
    ctx.activity.emit({ type: 'outbox', id: entry.id, state: entry.state });
    return entry;
  } catch (e) {
    if (e instanceof QueueError) throw badRequest('not-queueable', e.message);
    throw e;
  }
}

function list(ctx: ApiCtx, { counterparty, state, ...query }: Query<'GET /outbox'>) {
  const page = ctx.outbox.page({ counterparty, state, ...pageOf(query) });
  const items = page.items.map(listed);
  return page.next ? { items, next: page.next } : { items };
}

function requireEntry(ctx: ApiCtx, id: number): OutboxEntry {
  const entry = ctx.outbox.get(id);
  if (!entry) throw notFound(`No outbox entry ${id}.`);
  return entry;
}

/** Queues a failed or blocked entry again, with the entries blocked behind it. */
function retry(ctx: ApiCtx, id: number): OutboxEntry {
  const entry = requireEntry(ctx, id);
  if (!ctx.outbox.retry(id))
    throw conflict(
      'not-retryable',
      `Entry ${id} is ${entry.state}: only failed or blocked entries are retried.`,
    );
  const { items } = ctx.outbox.page({
    counterparty: entry.counterparty,
    resourceId: entry.resourceId,
    limit: 500,
  });
  for (const e of items)
    if (e.state === 'queued') ctx.activity.emit({ type: 'outbox', id: e.id, state: e.state });
  return requireEntry(ctx, id);
}

/**
 * "Retry all failed": every failed entry (of the named counterparty, or all) queued again with those
 * blocked behind it, once the clerk has fixed the cause. The next sync sends them.
 */
function retryFailed(ctx: ApiCtx, name: string | undefined): { retried: number } {
  if (name !== undefined && !ctx.counterparties.get(name)) throw notFound(`No counterparty named "${name}".`);
  const ids = ctx.outbox.retryFailed(name);
  for (const id of ids) ctx.activity.emit({ type: 'outbox', id, state: 'queued' });
  return { retried: ids.length };
}

function cancel(ctx: ApiCtx, id: number): void {
  const entry = requireEntry(ctx, id);
  if (!ctx.outbox.cancel(id))
    throw conflict('not-cancellable', `Entry ${id} is ${entry.state}: it can no longer be cancelled.`);
  ctx.activity.emit({ type: 'outbox', id, state: 'cancelled' });
}

function entryId(text: string): number {
  if (!/^\d+$/.test(text)) throw notFound('Address an outbox entry by its number.');
  return Number(text);
}

/** The counterparty a request may name: one, or all when absent. */
export const someCounterparty = {
  counterparty: optional(worded(text, 'counterparty', 'counterparty must be the name of a counterparty.')),
};

export const outboxRoutes = {
  'GET /outbox': {
    query: { ...paging, counterparty: param, state: optional(oneOf(...states)) },
    handle: (ctx, { query }) => list(ctx, query),
  },
  'POST /outbox': {
    body: { parse: queueRequest },
    handle: (ctx, { body }) => created(listed(enqueue(ctx, body))),
  },
  'GET /outbox/counts': {
    query: { counterparty: param },
    handle: (ctx, { query }) => ctx.outbox.counts(query.counterparty),
  },
  'GET /outbox/:id': (ctx, { params: { id } }) => {
    const entry = requireEntry(ctx, entryId(id));
    return { ...listed(entry), standardVersion: entry.standardVersion, body: entry.body };
  },
  'POST /outbox/retry-failed': {
    body: { parse: object(someCounterparty) },
    handle: (ctx, { body }) => retryFailed(ctx, body.counterparty),
  },
  'POST /outbox/:id/retry': (ctx, { params: { id } }) => listed(retry(ctx, entryId(id))),
  'POST /outbox/:id/cancel': (ctx, { params: { id } }) => {
    cancel(ctx, entryId(id));
    return { id: entryId(id), state: 'cancelled' as const };
  },
} satisfies Partial<RouteTable>;
