// Sends an error in the error-object form, as JSON or XML: the format asked for when it can be
// told, else the request body's, else JSON. Nothing here may throw: an error reached this far is
// answered, whatever text it carries (a path id or member name may hold characters XML cannot).
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { BodyFormat } from '../../shared/messages/message-io.ts';
import { toXml, unknownShape, xmlSafe } from '../../shared/xml/codec.ts';
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
    // The rest of the body is dropped (413) or not read at all (408, 417): the connection is done with.
    ...([408, 413, 417].includes(error.status) ? { Connection: 'close' } : {}),
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

/**
 * An error written straight onto a connection that has no response object (node's parser refused the
 * request, or it is a CONNECT), in the error shape as JSON, and the connection closed.
 */
function answerOnSocket(socket: Duplex, error: HttpError, withBody = true): void {
  const text = JSON.stringify({ code: error.code, description: error.description, errors: error.errors });
  const headers = Object.entries(error.headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n${headers}Connection: close\r\n\r\n${withBody ? text : ''}`,
  );
}

/**
 * A request node's parser refused (bytes a URL or header may not hold, headers past the limit): its
 * answer in the error shape, as JSON since nothing of the request can be trusted, and the connection
 * closed. Node's own answer would be a bare 400 without a body.
 */
export function answerMalformed(e: NodeJS.ErrnoException, socket: Duplex): void {
  // A client too slow to send its request is not waiting for an answer either.
  if (!socket.writable || e.code === 'ECONNRESET' || e.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    socket.destroy();
    return;
  }
  const description =
    e.code === 'HPE_HEADER_OVERFLOW'
      ? 'The request headers are larger than the server accepts.'
      : 'The request is not well-formed HTTP.';
  // A HEAD request's answer has no body, even when the rest of the request was unreadable. The
  // refused bytes may follow an earlier request on the connection, even the end of its body with no
  // line break between: the method is the last one before the fault that a request target follows.
  const { rawPacket, bytesParsed } = e as { rawPacket?: Buffer; bytesParsed?: number };
  const read = rawPacket?.subarray(0, bytesParsed).toString('latin1') ?? '';
  const head = [...read.matchAll(/([A-Z]+) [/*h]/g)].pop()?.[1]?.endsWith('HEAD') === true;
  answerOnSocket(socket, new HttpError(400, 'malformed-request', description), !head);
}

/** CONNECT asks for a tunnel, which this server is not: node would close the connection unanswered. */
export function answerConnect(_req: IncomingMessage, socket: Duplex): void {
  answerOnSocket(
    socket,
    new HttpError(405, 'method-not-allowed', 'CONNECT is not served: this server is not a proxy.', [], {
      Allow: 'GET, HEAD, PUT, POST, DELETE',
    }),
  );
}

/** An `Expect` other than 100-continue, which node would answer with a bare 417. */
export function answerExpectation(req: IncomingMessage, res: ServerResponse): void {
  sendError(
    req,
    res,
    new HttpError(
      417,
      'expectation-failed',
      'The Expect header names an expectation other than 100-continue.',
    ),
  );
}
