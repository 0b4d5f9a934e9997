// /api/outbox: queue a valid draft or a stored message for a counterparty (through sync/queue.ts, the
// same checks as `outbox add`), list entries by counterparty and state, count them, retry and cancel. Each change
// is announced as `{ type: 'outbox', id, state }`.
import { MessageInputError, type ReadMessage, readMessage } from '../../shared/message-io.ts';
import { badRequest, conflict, notFound } from '../server/http-error.ts';
import type { OutboxEntry, OutboxOperation, OutboxState } from '../store/outbox.ts';
import { listed, QueueError, queueMessage } from '../sync/queue.ts';
import { type ApiCtx, collectionOf } from './context.ts';
import { draftFamily } from './draft-params.ts';
import { pageQuery, readJsonObject } from './http.ts';
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
function source(ctx: ApiCtx, input: Record<string, unknown>): ReadMessage {
  if (typeof input.draft === 'string') {
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
  const m = input.message as Record<string, unknown> | undefined;
  if (m && typeof m === 'object' && typeof m.collection === 'string' && typeof m.id === 'string') {
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

async function enqueue(ctx: ApiCtx): Promise<OutboxEntry> {
  const input = await readJsonObject(ctx.req);
  if (typeof input.counterparty !== 'string') throw badRequest('counterparty', 'Name the counterparty.');
  const cp = ctx.counterparties.get(input.counterparty);
  if (!cp) throw notFound(`No counterparty named "${input.counterparty}".`);
  const operation = (input.operation ?? 'submit') as OutboxOperation;
  if (!operations.includes(operation))
    throw badRequest('operation', `operation must be one of ${operations.join(', ')}.`);
  if (input.resourceId !== undefined && typeof input.resourceId !== 'string')
    throw badRequest('resourceId', 'resourceId must be a UUID.');
  const message = source(ctx, input);
  if (message.issues.length > 0)
    throw badRequest('invalid-message', `The ${message.family.title} is not valid.`, message.issues);
  try {
    const entry = queueMessage(ctx.outbox, cp, message, operation, input.resourceId as string | undefined);
    ctx.activity.emit({ type: 'outbox', id: entry.id, state: entry.state });
    return entry;
  } catch (e) {
    if (e instanceof QueueError) throw badRequest('not-queueable', e.message);
    throw e;
  }
}

function list(ctx: ApiCtx) {
  const q = ctx.url.searchParams;
  const state = q.get('state') ?? undefined;
  if (state !== undefined && !states.includes(state as OutboxState))
    throw badRequest('state', `state must be one of ${states.join(', ')}.`);
  const page = ctx.outbox.page({
    counterparty: q.get('counterparty') ?? undefined,
    state: state as OutboxState | undefined,
    ...pageQuery(ctx.url),
  });
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

export const outboxRoutes = {
  'GET /outbox': (ctx) => list(ctx),
  'POST /outbox': async (ctx) => created(listed(await enqueue(ctx))),
  'GET /outbox/counts': (ctx) => ctx.outbox.counts(ctx.url.searchParams.get('counterparty') ?? undefined),
  'GET /outbox/:id': (ctx, { id }) => {
    const entry = requireEntry(ctx, entryId(id));
    return { ...listed(entry), standardVersion: entry.standardVersion, body: entry.body };
  },
  'POST /outbox/:id/retry': (ctx, { id }) => listed(retry(ctx, entryId(id))),
  'POST /outbox/:id/cancel': (ctx, { id }) => {
    cancel(ctx, entryId(id));
    return { id: entryId(id), state: 'cancelled' as const };
  },
} satisfies Partial<RouteTable>;
