// JSON in and out for the management API. Responses carry no CORS headers at all: the API is for the
// app's own renderer and the CLI, and a web page in a browser must not be able to read it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MessageInputError, parseJson } from '../../shared/messages/message-io.ts';
import { bodyText, readBody } from '../server/body.ts';
import { badRequest, HttpError } from '../server/http-error.ts';
import { pageLimit } from '../store/paging.ts';

export const MiB = 1024 * 1024;

export function sendJson(res: ServerResponse, status: number, value: unknown, headers = {}): void {
  const text = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    // Tokens and drafts are private: no cache keeps a copy.
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(text);
}

export function sendApiError(res: ServerResponse, error: HttpError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(
    res,
    error.status,
    { code: error.code, description: error.description, errors: error.errors },
    {
      ...(error.status === 413 ? { Connection: 'close' } : {}),
      ...error.headers,
    },
  );
}

export async function readText(req: IncomingMessage, limit: number): Promise<string> {
  return bodyText(await readBody(req, limit));
}

/** A JSON object body (Content-Type application/json). */
export async function readJsonObject(
  req: IncomingMessage,
  limit = 5 * MiB,
): Promise<Record<string, unknown>> {
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    throw new HttpError(415, 'unsupported-media-type', 'Send the body as application/json.');
  const value = parseBody(await readText(req, limit));
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('shape', 'The body must be a JSON object.');
  return value as Record<string, unknown>;
}

/** Whether a request has a body at all (a POST of a button may send none). */
export const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

export function parseBody(text: string): unknown {
  try {
    return parseJson(text);
  } catch (e) {
    if (e instanceof MessageInputError) throw badRequest(e.code, e.message);
    throw e;
  }
}

/**
 * The page a list is asked for (store/paging.ts): the query's `limit` brought within 1..500 (50 when
 * absent), and `cursor`, the `next` of the previous page. A cursor the store did not give is answered
 * 400 by the API's error handler (management.ts).
 */
export const pageOf = (query: { limit?: number; cursor?: string }): { limit: number; cursor?: string } => ({
  limit: pageLimit(query.limit),
  cursor: query.cursor,
});
