// Sends an error in the error-object form, as JSON or XML: the format asked for when it can be
// told, else the request body's, else JSON. Nothing here may throw: an error reached this far is
// answered, whatever text it carries (a path id or member name may hold characters XML cannot).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BodyFormat } from '../../shared/message-io.ts';
import { toXml, unknownShape, xmlSafe } from '../../shared/xml-codec.ts';
import { HttpError } from './http-error.ts';
import { contentTypeOf, responseFormat } from './negotiate.ts';

function errorFormat(req: IncomingMessage): BodyFormat {
  const type = req.headers['content-type']?.toLowerCase() ?? '';
  const fromBody: BodyFormat = type.includes('xml') ? 'xml' : 'json';
  try {
    return responseFormat(req, fromBody);
  } catch {
    return fromBody;
  }
}

function errorText(error: HttpError, format: BodyFormat): string {
  const body = { code: error.code, description: error.description, errors: error.errors };
  if (format === 'json') return JSON.stringify(body);
  const safe = {
    code: xmlSafe(error.code),
    description: xmlSafe(error.description),
    errors: error.errors.map((e) => ({
      path: xmlSafe(e.path),
      code: xmlSafe(e.code),
      message: xmlSafe(e.message),
    })),
  };
  return toXml(safe, unknownShape, 'error');
}

export function sendError(req: IncomingMessage, res: ServerResponse, error: HttpError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const format = errorFormat(req);
  const text = errorText(error, format);
  res.writeHead(error.status, {
    'Content-Type': `${contentTypeOf(format)}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(text),
    ...(error.status === 413 ? { Connection: 'close' } : {}),
    ...error.headers,
  });
  res.end(text);
}

/**
 * The last word on a request whose handling threw: answered 500 if nothing was sent yet, the
 * connection closed otherwise, and the exception logged. Never throws, so one request cannot end the
 * process.
 */
export function answerFailure(req: IncomingMessage, res: ServerResponse, e: unknown): void {
  try {
    console.error(`${req.method} ${req.url}:`, e);
    sendError(req, res, internalError());
  } catch (again) {
    console.error(`${req.method} ${req.url}: the error answer failed too:`, again);
    res.destroy();
  }
}

export const internalError = () =>
  new HttpError(500, 'internal', 'The server could not complete the request. See the server log.');
