// GET /api/export?draft=<id>|collection=<path>&id=<id>[&format=json|xml]: a draft or a stored
// message as a file in either format, named for saving (Content-Disposition).
import type { Query } from '../../shared/api/contract.ts';
import { checkInvoice } from '../../shared/invoice/ubl-read.ts';
import { type BodyFormat, writeMessage } from '../../shared/messages/message-io.ts';
import { at, type Family } from '../../shared/messages/registry.ts';
import { badRequest, notFound } from '../server/http-error.ts';
import { type ApiCtx, collectionOf } from './context.ts';
import { draftFamily } from './draft-params.ts';
import { oneOf, optional, param, worded } from './request-shape.ts';
import { type RouteTable, SENT } from './routes.ts';

type ExportQuery = Query<'GET /export'>;

function source(
  ctx: ApiCtx,
  { draft: draftId, collection, id }: ExportQuery,
): { f: Family; version: string; body: Record<string, unknown>; id: string } {
  if (draftId) {
    const draft = ctx.drafts.get(draftId);
    if (!draft) throw notFound(`No draft ${draftId}.`);
    return { f: draftFamily(draft.family), version: draft.version, body: draft.body, id: draft.id };
  }
  if (!collection || !id)
    throw badRequest('query', 'Name a draft (draft=<id>) or a message (collection=<path>&id=<id>).');
  const { endpoint } = collectionOf(collection);
  const resource = ctx.store.get(endpoint.path, id);
  if (!resource || resource.deleted) throw notFound(`No message ${id} in ${endpoint.path}.`);
  return { f: draftFamily(resource.family), version: resource.standardVersion, body: resource.body, id };
}

function render(f: Family, version: string, body: Record<string, unknown>, format: BodyFormat): string {
  if (f.format === 'ubl') {
    const xml = String(body.xml ?? '');
    if (format === 'xml') return xml;
    const { invoice, issues } = checkInvoice(xml);
    if (!invoice) throw badRequest('invalid-invoice', 'The invoice cannot be read.', issues);
    return `${JSON.stringify(invoice, null, 2)}\n`;
  }
  try {
    return writeMessage(body, f, version, format);
  } catch (e) {
    throw badRequest(
      'export',
      `The message cannot be written as ${format.toUpperCase()}: ${(e as Error).message}`,
    );
  }
}

function sendExport(ctx: ApiCtx, query: ExportQuery): typeof SENT {
  const { f, version, body, id } = source(ctx, query);
  const format: BodyFormat = query.format ?? (f.format === 'ubl' ? 'xml' : 'json');
  const text = render(f, version, body, format);
  const documentId = f.documentId ? at(body, `${f.documentId}/value`) : undefined;
  const stem = (typeof documentId === 'string' && documentId !== '' ? documentId : id).replace(
    /[^\w.-]+/g,
    '_',
  );
  ctx.res.writeHead(200, {
    'Content-Type': `application/${format}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(text),
    'Content-Disposition': `attachment; filename="${f.name}-${stem}.${format}"`,
    'Cache-Control': 'no-store',
    standardVersionId: version,
  });
  ctx.res.end(text);
  return SENT;
}

export const exportRoutes = {
  'GET /export': {
    query: {
      draft: param,
      collection: param,
      id: param,
      format: optional(worded(oneOf('json', 'xml'), 'query', 'format must be json or xml.')),
    },
    handle: (ctx, { query }) => sendExport(ctx, query),
  },
} satisfies Partial<RouteTable>;
