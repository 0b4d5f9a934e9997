// SETU message bodies over HTTP: the version header, decoding with clear 400s, encoding per Accept.
import {
  type BodyFormat,
  MessageInputError,
  parseJson,
  writeMessage,
} from '../../shared/messages/message-io.ts';
import type { Family } from '../../shared/messages/registry.ts';
import type { Shape } from '../../shared/schema/shapes.ts';
import { fromXml } from '../../shared/xml/codec.ts';
import { XmlInputError, type XmlLimits } from '../../shared/xml/reader.ts';
import type { Ctx } from './context.ts';
import { badRequest, HttpError } from './http-error.ts';
import { contentTypeOf } from './negotiate.ts';

/** The message version from `standardVersionId` (alias `setuVersionId`). */
export function versionHeader(ctx: Ctx, f: Family, required = true): string | undefined {
  const a = ctx.req.headers.standardversionid as string | undefined;
  const b = ctx.req.headers.setuversionid as string | undefined;
  const supported = f.versions.map((v) => v.version).join(', ');
  // Named as the client sent it: an empty setuVersionId is not a missing standardVersionId.
  const empty = a?.trim() === '' ? 'standardVersionId' : b?.trim() === '' ? 'setuVersionId' : undefined;
  if (empty)
    throw badRequest('version', `The ${empty} header is empty; ${f.title} versions supported: ${supported}.`);
  if (a && b && a !== b) {
    throw badRequest(
      'version',
      `standardVersionId (${a}) and setuVersionId (${b}) disagree; send one of them.`,
    );
  }
  const version = a ?? b;
  if (!version) {
    if (!required) return undefined;
    throw badRequest(
      'version',
      `The standardVersionId header is required; ${f.title} versions supported: ${supported}.`,
    );
  }
  if (!f.versions.some((v) => v.version === version)) {
    throw badRequest('version', `${f.title} version ${version} is not supported; supported: ${supported}.`);
  }
  return version;
}

/**
 * Parses a body as JSON or as XML with the given root elements and shapes; `zoneless` as fromXml
 * gives it (XML times written without a zone).
 */
export function decodeBodyWithTimes(
  text: string,
  format: BodyFormat,
  roots: Record<string, Shape>,
  xmlLimits?: XmlLimits,
): { value: unknown; zoneless: string[] } {
  try {
    if (format === 'json') return { value: parseJson(text), zoneless: [] };
    const { root, value, zoneless } = fromXml(text, (name) => roots[name], xmlLimits);
    return { value: root ? value : undefined, zoneless };
  } catch (e) {
    // The error list says which fault it is (a limit, a member twice, an attribute) and where.
    if (e instanceof MessageInputError || e instanceof XmlInputError)
      throw badRequest(`malformed-${format}`, e.message, [
        { path: e.path ?? '', code: e.code, message: e.message },
      ]);
    throw e;
  }
}

export const decodeBody = (
  text: string,
  format: BodyFormat,
  roots: Record<string, Shape>,
  xmlLimits?: XmlLimits,
): unknown => decodeBodyWithTimes(text, format, roots, xmlLimits).value;

export function requireObject(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('shape', 'The body must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

export function send(
  ctx: Ctx,
  status: number,
  body: string | Buffer,
  format: BodyFormat,
  headers: Record<string, string> = {},
): void {
  ctx.res.writeHead(status, {
    'Content-Type': `${contentTypeOf(format)}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  ctx.res.end(body);
}

/**
 * Sends a message. `text` is the message already written in `format` (the request body when the
 * formats agree), which spares writing it again on the hot path.
 */
export function sendMessage(
  ctx: Ctx,
  status: number,
  doc: Record<string, unknown>,
  f: Family,
  version: string,
  format: BodyFormat,
  headers: Record<string, string> = {},
  text?: { format: BodyFormat; text: string },
  zoneless?: readonly string[],
): void {
  const body =
    text?.format === format
      ? text.text
      : format === 'json'
        ? JSON.stringify(doc)
        : writeMessage(doc, f, version, format, zoneless);
  send(ctx, status, body, format, { standardVersionId: version, ...headers });
}

/** 405 with the reason and the methods that are allowed here. */
export const notAllowed = (reason: string, allow: string[]) =>
  new HttpError(405, 'method-not-allowed', reason, [], { Allow: allow.join(', ') });
