// The HTTP request an outbox entry becomes at a counterparty: by default as the official OpenAPI files
// have it (shared/messages/oas-operations.ts, DESIGN §14), with the counterparty's dialect overriding that.
import { type BodyFormat, writeMessage } from '../../shared/messages/message-io.ts';
import { type OasMethod, type OasOperation, oasOperations } from '../../shared/messages/oas-operations.ts';
import { type Family, family } from '../../shared/messages/registry.ts';
import type { Counterparty, SubmitMethod, VersionHeader } from '../store/counterparties.ts';
import type { OutboxEntry } from '../store/outbox.ts';
import type { Request } from './transport.ts';

export const mediaType = (format: BodyFormat) => (format === 'json' ? 'application/json' : 'application/xml');

/** The Content-Type of a body in the counterparty's dialect. */
export const contentType = (cp: Counterparty, format: BodyFormat) =>
  cp.charsetParameter ? `${mediaType(format)}; charset=utf-8` : mediaType(format);

/** Raised when an entry cannot become a request at all (final: resending would not help). */
export class UnsendableError extends Error {}

/** The method the official OpenAPI gives an operation on a collection's endpoint. */
export function oasMethod(collection: string, op: OasOperation): OasMethod['method'] {
  const method = oasOperations[collection]?.[op]?.method;
  if (!method) throw new UnsendableError(`the SETU OpenAPI has no ${op} operation on ${collection}`);
  return method;
}

/** How a submit with an id of ours goes to the counterparty: its override for the family, for all, or the OAS's. */
export function submitMethod(cp: Counterparty, familyName: string, collection: string): SubmitMethod {
  return cp.submitMethods[familyName] ?? cp.submitMethod ?? (oasMethod(collection, 'submit') as SubmitMethod);
}

/** The version header names sent: the one the counterparty asks for, else both (the OAS's and the description's). */
export const versionHeaders = (cp: Counterparty): VersionHeader[] =>
  cp.versionHeader ? [cp.versionHeader] : ['setuVersionId', 'standardVersionId'];

/** The message of an entry as JSON (for a UBL invoice: undefined, its XML text is sent as is). */
export function entryDoc(entry: OutboxEntry): Record<string, unknown> | undefined {
  return family(entry.family).format === 'ubl' ? undefined : JSON.parse(entry.body);
}

/** Where the resource lives at the counterparty, or undefined when its id is not assigned yet. */
export function resourcePath(f: Family, entry: OutboxEntry): string | undefined {
  const serverIds = f.endpoints.find((e) => e.path === entry.collection)?.ids === 'server';
  const id = serverIds ? entry.remoteId : entry.resourceId;
  return id ? `${entry.collection}/${encodeURIComponent(id)}` : undefined;
}

/**
 * The request for an entry. `doc` is the message to send (attachment URLs already rewritten); without
 * it, a JSON message is sent as queued.
 * Submits with client ids go to `{id}` with submitMethod's method; a planning submit POSTs to the
 * collection until the counterparty's id is known, then it (and every update) goes as an update.
 */
export function buildRequest(cp: Counterparty, entry: OutboxEntry, doc?: Record<string, unknown>): Request {
  const f = family(entry.family);
  const at = resourcePath(f, entry);
  const format: BodyFormat = f.format === 'ubl' ? 'xml' : cp.bodyFormat;
  const headers: Record<string, string> = { accept: mediaType(format) };
  if (entry.operation === 'delete') {
    if (!at)
      throw new UnsendableError('the counterparty never assigned this resource an id: nothing to delete');
    return { method: oasMethod(entry.collection, 'delete'), path: at, headers };
  }
  headers['content-type'] = contentType(cp, format);
  for (const name of versionHeaders(cp)) headers[name] = entry.standardVersion;
  // JSON goes out compact: the indented form message files use only adds bytes for both sides to handle.
  const body =
    f.format === 'ubl'
      ? entry.body
      : format === 'json'
        ? doc
          ? JSON.stringify(doc)
          : entry.body
        : writeMessage(doc ?? entryDoc(entry) ?? {}, f, entry.standardVersion, format);
  if (!at) {
    if (entry.operation === 'update')
      throw new UnsendableError('the counterparty has not assigned this resource an id yet: submit it first');
    return { method: oasMethod(entry.collection, 'submit'), path: entry.collection, headers, body };
  }
  const serverIds = entry.remoteId !== null;
  const method =
    entry.operation === 'submit' && !serverIds
      ? submitMethod(cp, f.name, entry.collection)
      : oasMethod(entry.collection, 'update');
  return { method, path: at, headers, body };
}

/** The counterparty's id from a `Location` header (`/planning/request/{id}`, possibly absolute). */
export function idFromLocation(location: string | string[] | undefined): string | undefined {
  const value = Array.isArray(location) ? location[0] : location;
  if (!value) return undefined;
  const path = new URL(value, 'http://x').pathname;
  const last = path.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : undefined;
}
