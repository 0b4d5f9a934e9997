// Submit, retrieve, update and delete of whole SETU messages, for every family in the registry.
import { randomUUID } from 'node:crypto';
import type { BodyFormat } from '../../shared/messages/message-io.ts';
import { type Endpoint, type Family, listedUnder, schemaOf } from '../../shared/messages/registry.ts';
import { shapeFor } from '../../shared/schema/shapes.ts';
import { validateMessage } from '../../shared/schema/validate.ts';
import { toXmlList } from '../../shared/xml/codec.ts';
import { documentKey, referenceKeys } from '../store/document-keys.ts';
import type { Decision, Written } from '../store/exchange-store.ts';
import { StoreConflict, type StoredResource } from '../store/types.ts';
import { bodyText, readBody } from './body.ts';
import type { Ctx } from './context.ts';
import { badRequest, conflict, notFound } from './http-error.ts';
import {
  decodeBodyWithTimes,
  notAllowed,
  requireObject,
  send,
  sendMessage,
  versionHeader,
} from './message-body.ts';
import { requestFormat, responseFormat } from './negotiate.ts';
import { requireServed, requireUuid, visible } from './resource-rules.ts';

type Mode = 'upsert' | 'create' | 'update';

/** Reads, decodes and validates a whole message from the request. */
export async function readMessageBody(ctx: Ctx, f: Family, endpoint: Endpoint) {
  const version = versionHeader(ctx, f) as string;
  const format = requestFormat(ctx.req);
  const accept = responseFormat(ctx.req, format);
  const text = bodyText(await readBody(ctx.req, ctx.config.bodyLimit));
  const schema = schemaOf(f, version) as string;
  const decoded = decodeBodyWithTimes(text, format, { [f.name]: shapeFor(schema) });
  const doc = requireObject(decoded.value);
  const issues = validateMessage(f, doc, version, endpoint);
  if (issues.length > 0) throw badRequest('invalid-message', `The ${f.title} message is not valid.`, issues);
  return { doc, version, accept, sent: { format, text }, zoneless: decoded.zoneless };
}

/** Runs a read-modify-write of one resource (resolves once durable); documentId clashes are 409. */
export async function change(
  ctx: Ctx,
  collection: string,
  id: string,
  decide: (current: StoredResource | undefined) => Decision,
): Promise<Written> {
  try {
    return await ctx.store.change(collection, id, decide);
  } catch (e) {
    if (e instanceof StoreConflict) throw conflict('document-id', e.message);
    throw e;
  }
}

/** What a write puts for a message: the message with its documentId and references indexed. */
export function messagePut(
  ctx: Ctx,
  f: Family,
  doc: Record<string, unknown>,
  version: string,
  documentId = documentKey(f, doc),
  bodyText?: string,
  zoneless?: string[],
): Decision {
  return {
    put: {
      family: f.name,
      owner: ctx.owner,
      body: doc,
      bodyText,
      zoneless,
      standardVersion: version,
      documentId,
      references: referenceKeys(f, doc),
    },
  };
}

/** Stores a whole message: `create` refuses an existing one (409), `update` a missing one (404). */
export function storeMessage(
  ctx: Ctx,
  f: Family,
  endpoint: Endpoint,
  id: string,
  doc: Record<string, unknown>,
  version: string,
  mode: Mode,
  documentId = documentKey(f, doc),
  bodyText?: string,
  zoneless: string[] = [],
): Promise<Written> {
  return change(ctx, endpoint.path, id, (existing) => {
    const live = existing !== undefined && !existing.deleted;
    if (live && existing.owner !== ctx.owner) throw notFound();
    if (mode === 'create' && live)
      throw conflict('exists', `${endpoint.label} ${id} exists; update it with PUT.`);
    if (mode === 'update' && !live) throw notFound();
    // Delivery is at-least-once: a sender that lost our answer sends the same message again. That
    // changes nothing, so it records no new revision either.
    if (live && mode !== 'create' && existing.standardVersion === version) {
      const same =
        existing.bodyText === (bodyText ?? JSON.stringify(doc)) &&
        (existing.zoneless ?? []).join('\n') === zoneless.join('\n');
      if (same) return { keep: true };
    }
    return messagePut(ctx, f, doc, version, documentId, bodyText, zoneless);
  });
}

/** The path under which a resource is addressed (planning: the singular form the description gives). */
export const locationOf = (endpoint: Endpoint, id: string) =>
  `${endpoint.aliases?.[0] ?? endpoint.path}/${id}`;

export async function handleMessage(ctx: Ctx, f: Family, endpoint: Endpoint): Promise<void> {
  const id = ctx.params[0] as string;
  const method = ctx.req.method;
  const serverIds = endpoint.ids === 'server';
  if (method === 'GET') {
    ctx.operation = 'retrieve';
    requireServed(ctx, endpoint, 'retrieve');
    const accept = responseFormat(ctx.req, 'json');
    // JSON goes out as stored, without parsing and writing it again.
    if (accept === 'json') {
      const found = ctx.store.json(endpoint.path, id);
      const stored = visible(ctx, found instanceof Promise ? await found : found);
      return send(ctx, 200, stored.json, 'json', { standardVersionId: stored.standardVersion });
    }
    const resource = visible(ctx, await ctx.store.get(endpoint.path, id));
    const { body, standardVersion, zoneless } = resource;
    return sendMessage(ctx, 200, body, f, standardVersion, accept, {}, undefined, zoneless);
  }
  if (method === 'DELETE') {
    ctx.operation = 'delete';
    requireServed(ctx, endpoint, 'delete');
    const accept = responseFormat(ctx.req, 'json');
    const { resource: deleted } = await change(ctx, endpoint.path, id, (current) => {
      visible(ctx, current);
      return { delete: true };
    });
    return sendMessage(
      ctx,
      200,
      deleted.body,
      f,
      deleted.standardVersion,
      accept,
      {},
      undefined,
      deleted.zoneless,
    );
  }
  if (method === 'PUT' || (method === 'POST' && !serverIds)) {
    if (!serverIds) requireUuid(id);
    ctx.operation = method === 'POST' ? 'submit' : 'update';
    requireServed(ctx, endpoint, serverIds ? 'update' : 'submit');
    const { doc, version, accept, sent, zoneless } = await readMessageBody(ctx, f, endpoint);
    // POST submits only; an update without an update operation (the invoice) is a conflict too.
    const mode: Mode = serverIds
      ? 'update'
      : method === 'POST' || !endpoint.operations.includes('update')
        ? 'create'
        : 'upsert';
    // A JSON message is stored as received: what a counterparty sent is what it reads back.
    const asSent = sent.format === 'json' ? sent.text : undefined;
    const { created } = await storeMessage(
      ctx,
      f,
      endpoint,
      id,
      doc,
      version,
      mode,
      undefined,
      asSent,
      zoneless,
    );
    ctx.operation = created ? 'submit' : 'update';
    return sendMessage(ctx, created ? 201 : 200, doc, f, version, accept, {}, sent);
  }
  throw notAllowed(`${method} is not an operation on a ${f.title}.`, [
    'GET',
    'PUT',
    ...(serverIds ? [] : ['POST']),
    'DELETE',
  ]);
}

/** POST on a planning collection creates with a server-assigned id; GET lists. */
export async function handleCollection(ctx: Ctx, f: Family, endpoint: Endpoint): Promise<void> {
  if (endpoint.ids !== 'server') {
    throw notAllowed(
      `${f.title} resources are addressed by the id the client chooses: ${endpoint.path}/{id}.`,
      [],
    );
  }
  if (ctx.req.method === 'POST') {
    ctx.operation = 'create';
    requireServed(ctx, endpoint, 'submit');
    const { doc, version, accept, sent, zoneless } = await readMessageBody(ctx, f, endpoint);
    const id = randomUUID();
    await storeMessage(
      ctx,
      f,
      endpoint,
      id,
      doc,
      version,
      'create',
      undefined,
      sent.format === 'json' ? sent.text : undefined,
      zoneless,
    );
    const location = locationOf(endpoint, id);
    return sendMessage(ctx, 201, doc, f, version, accept, { Location: location }, sent);
  }
  if (ctx.req.method === 'GET') {
    ctx.operation = 'list';
    const all = await ctx.store.list(endpoint.path, { owner: ctx.owner, limit: 1000 });
    if (!endpoint.listBy) return sendList(ctx, f, all, endpoint);
    const { query } = endpoint.listBy;
    const wanted = new URL(ctx.req.url ?? '/', 'http://x').searchParams.get(query);
    if (!wanted) throw badRequest('query', `${query} is required: ${f.title} are listed per ${query}.`);
    return sendList(
      ctx,
      f,
      all.filter((r) => listedUnder(endpoint, r.body).includes(wanted)),
      endpoint,
    );
  }
  throw notAllowed(`${ctx.req.method} is not an operation on ${endpoint.path}.`, ['GET', 'POST']);
}

/**
 * A list as JSON, `[{ id, location, standardVersionId, message }]`, or as XML the way the OpenAPI
 * gives it: the messages in a wrapper named after the collection (`Constraints`, `Assignments`).
 */
export function sendList(ctx: Ctx, f: Family, resources: StoredResource[], endpoint: Endpoint): void {
  const format: BodyFormat = responseFormat(ctx.req, 'json');
  if (format === 'xml') {
    const noun = endpoint.path.split('/').pop() as string;
    const wrapper = noun.charAt(0).toUpperCase() + noun.slice(1);
    const items = resources.map((r) => ({
      value: r.body,
      shape: shapeFor(schemaOf(f, r.standardVersion) as string),
      root: f.name,
      zoneless: r.zoneless,
    }));
    send(ctx, 200, toXmlList(wrapper, items), 'xml');
    return;
  }
  const items = resources.map((r) => ({
    id: r.id,
    location: locationOf(endpoint, r.id),
    standardVersionId: r.standardVersion,
    message: r.body,
  }));
  send(ctx, 200, JSON.stringify(items), 'json');
}
