// Reads a request body up to a limit: 413 as soon as the limit is passed (declared or streamed),
// without buffering the excess.
import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error.ts';

const tooLarge = (limit: number) =>
  new HttpError(413, 'payload-too-large', `The body is larger than the limit of ${limit} bytes.`);

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (declared > limit) return Promise.reject(tooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)));
    req.once('error', reject);
  });
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
