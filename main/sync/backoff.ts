// When to try again after a transient failure: exponential backoff with jitter, or the counterparty's
// own Retry-After when it sent one.

export interface RetryPolicy {
  /** Delay after the first failure; doubles with each further attempt. */
  baseMs: number;
  /** Ceiling of the exponential delay. */
  maxMs: number;
  /** Attempts per entry within one sync run; after them the entry stays queued for a later run. */
  maxAttempts: number;
  /** A Retry-After longer than this ends the run for that entry instead of holding the run open. */
  maxWaitMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  baseMs: 500,
  maxMs: 30_000,
  maxAttempts: 5,
  maxWaitMs: 60_000,
};

/**
 * The delay before attempt `failed + 1`. Jitter (a random point in the upper half of the window)
 * keeps many entries that failed together, e.g. when a counterparty restarts, from retrying in step.
 */
export function backoffDelay(failed: number, policy: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failed - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The longest wait a Retry-After is granted: a counterparty that asks for days (or a mistaken date
 * years ahead) is asked again after this, rather than its messages being parked out of sight.
 */
export const MAX_RETRY_AFTER_MS = 60 * 60 * 1000;

/**
 * Retry-After in milliseconds: delta-seconds or an HTTP date, at most MAX_RETRY_AFTER_MS; undefined
 * when absent or unreadable.
 */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const ms = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isNaN(ms) ? undefined : Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}
