// How a counterparty's answer is judged: transient (retry later) or final (the entry failed).
import { retryAfterMs } from './backoff.ts';
import type { Response } from './transport.ts';

/** Worth another attempt: no answer, a timeout, 408, 429 or 5xx. */
export class Transient extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The counterparty's Retry-After, when it gave one. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'Transient';
  }
}

/** Resending the same request would get the same answer: the entry fails with this reason. */
export class Final extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'Final';
  }
}

const MAX_ERROR_BODY = 64 * 1024;

/** The counterparty's error body as text (kept as it was sent: JSON or XML), or the status alone. */
export function errorText(res: Response): string {
  const text = res.body.subarray(0, MAX_ERROR_BODY).toString('utf8').trim();
  return text || `HTTP ${res.status} without a body`;
}

export const isTransientStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/** The failure a non-2xx answer stands for. */
export function failureOf(res: Response): Transient | Final {
  const text = errorText(res);
  if (isTransientStatus(res.status)) {
    return new Transient(text, res.status, retryAfterMs(res.headers['retry-after']));
  }
  return new Final(text, res.status);
}
