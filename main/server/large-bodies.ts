// Requests that may carry a large body (an import of many files, an attachment) are let in a few at
// a time: each is read whole and held two or three times over (bytes, text, parsed) while it is
// handled, so sixteen 50 MB imports at once held over a gigabyte, and the heap kept most of it
// afterwards. The rest wait with their bodies unread, which TCP holds back at the sender.

/** A body larger than this (or of unknown length) counts as large. */
export const LARGE_BODY_BYTES = 1024 * 1024;
/** Large-body requests handled at once. */
export const LARGE_BODY_SLOTS = 2;

export class LargeBodies {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots = LARGE_BODY_SLOTS) {}

  /** Whether a request's headers say its body may be large. */
  static mayBeLarge(headers: { 'content-length'?: string; 'transfer-encoding'?: string }): boolean {
    if (headers['transfer-encoding'] !== undefined) return true;
    return Number(headers['content-length'] ?? 0) > LARGE_BODY_BYTES;
  }

  /** Resolves when the request may be handled; `done` must be called once it is answered. */
  async enter(): Promise<() => void> {
    if (this.running >= this.slots) await new Promise<void>((go) => this.waiting.push(go));
    else this.running++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `running` stays as it is.
      if (next) next();
      else this.running--;
    };
  }
}
