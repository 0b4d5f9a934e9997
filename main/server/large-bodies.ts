// Requests that may carry a large body (an import of many files, an attachment) are let in a few at
// a time: each is read whole and held two or three times over (bytes, text, parsed) while it is
// handled, so sixteen 50 MB imports at once held over a gigabyte, and the heap kept most of it
// afterwards. The rest wait with their bodies unread, which TCP holds back at the sender.
//
// A slot is held by progress, not by a connection: while others wait, a request whose body arrives
// slower than MIN_BODY_RATE is answered 408 and its slot passes on. Two uploads trickling a byte a
// second had held both slots for the whole request time-out (30 s), and every large request waited.
import type { IncomingMessage } from 'node:http';
import { bodyReading } from './body.ts';
import { HttpError } from './http-error.ts';

/** A body larger than this (or of unknown length) counts as large. */
export const LARGE_BODY_BYTES = 1024 * 1024;
/** Large-body requests handled at once. */
export const LARGE_BODY_SLOTS = 2;
/**
 * Bytes per second a large body must arrive at to keep its slot while others wait. Slower, a body
 * over LARGE_BODY_BYTES could not arrive within the request time-out (30 s) anyway.
 */
export const MIN_BODY_RATE = 32 * 1024;
/** How often, and over what time, a slot holder's progress is measured while others wait. */
export const PROGRESS_WINDOW_MS = 2_000;

export const slowBody = () =>
  new HttpError(
    408,
    'slow-body',
    `The request body arrived slower than ${MIN_BODY_RATE} bytes a second while other requests waited; send it again.`,
  );

interface Holder {
  req: IncomingMessage;
  /** What of its body had arrived at the last measure; undefined until its reading is seen. */
  mark?: number;
}

export class LargeBodies {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly holders = new Set<Holder>();
  private watch: NodeJS.Timeout | undefined;

  constructor(
    private readonly slots = LARGE_BODY_SLOTS,
    private readonly windowMs = PROGRESS_WINDOW_MS,
  ) {}

  /** Whether a request's headers say its body may be large. */
  static mayBeLarge(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
    if (headers['transfer-encoding'] !== undefined) return true;
    return Number(headers['content-length'] ?? 0) > LARGE_BODY_BYTES;
  }

  /** Resolves when `req` may be handled; `done` must be called once it is answered. */
  async enter(req: IncomingMessage): Promise<() => void> {
    if (this.running >= this.slots) {
      const granted = new Promise<void>((go) => this.waiting.push(go));
      this.watchProgress();
      await granted;
    } else this.running++;
    const holder: Holder = { req };
    this.holders.add(holder);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.holders.delete(holder);
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `running` stays as it is.
      if (next) next();
      else this.running--;
    };
  }

  /** While anyone waits, measures each holder's body every window and stops the ones that stall. */
  private watchProgress(): void {
    if (this.watch) return;
    for (const h of this.holders) h.mark = bodyReading(h.req)?.received;
    this.watch = setInterval(() => {
      if (this.waiting.length === 0) {
        clearInterval(this.watch);
        this.watch = undefined;
        return;
      }
      const least = (MIN_BODY_RATE * this.windowMs) / 1000;
      for (const h of this.holders) {
        // Measured only while its body is being read: a request the server is busy with (before or
        // after reading) is not kept waiting by its client.
        const reading = bodyReading(h.req);
        if (reading && h.mark !== undefined && reading.received - h.mark < least) reading.abort(slowBody());
        h.mark = reading?.received;
      }
    }, this.windowMs);
    this.watch.unref();
  }
}
