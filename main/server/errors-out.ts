// Sends an error in the error-object form, as JSON or XML: the format asked for when it can be
// told, else the request body's, else JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BodyFormat } from '../../shared/message-io.ts';
import { toXml, unknownShape } from '../../shared/xml-codec.ts';
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

export function sendError(req: IncomingMessage, res: ServerResponse, error: HttpError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const format = errorFormat(req);
  const body = { code: error.code, description: error.description, errors: error.errors };
  const text = format === 'json' ? JSON.stringify(body) : toXml(body, unknownShape, 'error');
  res.writeHead(error.status, {
    'Content-Type': `${contentTypeOf(format)}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(text),
    ...(error.status === 413 ? { Connection: 'close' } : {}),
    ...error.headers,
  });
  res.end(text);
}

export const internalError = () =>
  new HttpError(500, 'internal', 'The server could not complete the request. See the server log.');
