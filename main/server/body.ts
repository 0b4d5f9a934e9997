// Reads a request body up to a limit: 413 as soon as the limit is passed (declared or streamed),
// without buffering the excess.
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error.ts';

const tooLarge = (limit: number) =>
  new HttpError(413, 'payload-too-large', `The body is larger than the limit of ${limit} bytes.`);

/**
 * How much of a body past the limit is read and dropped before answering. A client is still sending
 * when the answer comes: closing the connection under it makes it see a reset (EPIPE), not the 413,
 * so the rest is read first, up to this bound; past it, the connection is cut.
 */
const DRAIN_BYTES = 16 * 1024 * 1024;

/** Rejects with 413 once the rest of the body is read and dropped (or once too much of it was). */
function refuse(req: IncomingMessage, limit: number, received: number): Promise<never> {
  const error = tooLarge(limit);
  if (Number(req.headers['content-length']) - received > DRAIN_BYTES) return Promise.reject(error);
  return new Promise((_, reject) => {
    let dropped = 0;
    const fail = () => reject(error);
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_BYTES) {
        req.removeAllListeners('data');
        fail();
      }
    });
    req.once('end', fail);
    req.once('error', fail);
  });
}

/** A body being read: how much of it has arrived, and how to stop reading it with an error. */
export interface BodyReading {
  received: number;
  abort(error: HttpError): void;
}

const reading = new WeakMap<IncomingMessage, BodyReading>();

/** The request's body read under way, if any (large-bodies.ts watches its progress). */
export const bodyReading = (req: IncomingMessage): BodyReading | undefined => reading.get(req);

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return refuse(req, limit, 0);
  const read = new Promise<Buffer>((resolve, reject) => {
    // With its length known, a body is copied into one buffer as it arrives: collecting the chunks
    // and concatenating them at the end would hold it twice.
    const whole = declared >= 0 ? Buffer.allocUnsafe(declared) : undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    const onEnd = () =>
      resolve(
        whole
          ? whole.subarray(0, size)
          : chunks.length === 1
            ? (chunks[0] as Buffer)
            : Buffer.concat(chunks, size),
      );
    const progress: BodyReading = {
      received: 0,
      abort(error) {
        req.off('data', onData);
        req.off('end', onEnd);
        reject(error);
      },
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit || (whole && size + chunk.length > whole.length)) {
        req.off('data', onData);
        req.off('end', onEnd);
        refuse(req, limit, size + chunk.length).catch(reject);
        return;
      }
      if (whole) chunk.copy(whole, size);
      else chunks.push(chunk);
      size += chunk.length;
      progress.received = size;
    };
    reading.set(req, progress);
    req.on('data', onData);
    req.once('end', onEnd);
    // The client closed the connection (or timed out) mid-body: an answer nobody reads, not a fault.
    req.once('error', () =>
      reject(new HttpError(400, 'incomplete-body', 'The connection closed before the body was complete.')),
    );
  });
  const over = () => reading.delete(req);
  read.then(over, over);
  return read;
}

/** The body as UTF-8 text; 400 when it is not valid UTF-8 (a fatal decoder, not silent U+FFFD). */
const utf8 = new TextDecoder('utf-8', { fatal: true });
export function bodyText(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new HttpError(400, 'encoding', 'The body is not valid UTF-8.');
  }
}
