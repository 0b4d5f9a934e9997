// Invoices are UBL 2.1 XML, kept as sent: create, retrieve (XML, or its JSON view), delete.
import { checkInvoice, invoiceDocumentId } from '../../shared/invoice/ubl-read.ts';
import type { Endpoint, Family } from '../../shared/messages/registry.ts';
import type { StoredResource } from '../store/types.ts';
import { bodyText, readBody } from './body.ts';
import type { Ctx } from './context.ts';
import { badRequest, HttpError } from './http-error.ts';
import { notAllowed, send, versionHeader } from './message-body.ts';
import { change, storeMessage } from './messages.ts';
import { requestFormat, responseFormat } from './negotiate.ts';
import { requireServed, requireUuid, visible } from './resource-rules.ts';

function sendInvoice(ctx: Ctx, status: number, resource: StoredResource): void {
  const format = responseFormat(ctx.req, 'xml');
  const xml = resource.body.xml as string;
  const headers = { standardVersionId: resource.standardVersion };
  const body = format === 'xml' ? xml : JSON.stringify(checkInvoice(xml).invoice);
  send(ctx, status, body, format, headers);
}

export async function handleInvoice(ctx: Ctx, f: Family, endpoint: Endpoint): Promise<void> {
  const id = ctx.params[0] as string;
  const method = ctx.req.method;
  if (method === 'GET') {
    ctx.operation = 'retrieve';
    requireServed(ctx, endpoint, 'retrieve');
    return sendInvoice(ctx, 200, visible(ctx, await ctx.store.get(endpoint.path, id)));
  }
  if (method === 'DELETE') {
    ctx.operation = 'delete';
    requireServed(ctx, endpoint, 'delete');
    responseFormat(ctx.req, 'xml');
    const { resource } = await change(ctx, endpoint.path, id, (current) => {
      visible(ctx, current);
      return { delete: true };
    });
    return sendInvoice(ctx, 200, resource);
  }
  if (method !== 'PUT' && method !== 'POST')
    throw notAllowed('An invoice is created, read and deleted.', ['GET', 'PUT', 'POST', 'DELETE']);
  ctx.operation = 'submit';
  requireUuid(id);
  requireServed(ctx, endpoint, 'submit');
  const version = versionHeader(ctx, f) as string;
  if (requestFormat(ctx.req) !== 'xml') {
    throw new HttpError(
      415,
      'unsupported-media-type',
      'An invoice is UBL 2.1 XML: send it as application/xml.',
    );
  }
  responseFormat(ctx.req, 'xml');
  const xml = bodyText(await readBody(ctx.req, ctx.config.bodyLimit));
  const { issues, invoice } = checkInvoice(xml);
  if (issues.length > 0 || !invoice) throw badRequest('invalid-invoice', 'The invoice is not valid.', issues);
  const { resource } = await storeMessage(ctx, f, endpoint, id, { xml }, version, 'create', {
    scheme: 'Supplier',
    value: invoiceDocumentId(invoice).value,
  });
  sendInvoice(ctx, 201, resource);
}
