// The one table of what went wrong, in words: a counterparty's network failure or HTTP answer, or an
// answer of this Workbench's own server, becomes a sentence from the catalog and what happens next
// (the message stays queued, is retried by itself, or needs a fix). The technical text is kept for the
// "Details" toggle; no error code or request line is ever the sentence itself.
import type { OutboxState } from '../../shared/api/events.ts';
import { type Refusal, type RefusalKind, readRefusal } from '../../shared/messages/refusal.ts';
import { ApiError } from '../api/client.ts';
import type { MessageKey } from '../i18n/catalog.ts';

/** What the clerk does next: wait, fix the message or its fields, or change one of the relation's settings. */
export type NextStep =
  | 'queued'
  | 'retry'
  | 'fix'
  | 'fields'
  | 'key'
  | 'method'
  | 'format'
  | 'version'
  | 'none';

export interface Outcome {
  key: MessageKey;
  next: NextStep;
  /** The HTTP status, where the sentence names it. */
  status?: number;
  /** What the machine said, for "Details". */
  detail: string;
  /** The counterparty's refusal: the fields it named are put in the sentence by their labels. */
  refusal?: Refusal;
}

/** The error code a network failure ends with: `... connect ECONNREFUSED 127.0.0.1:8602 (ECONNREFUSED)`. */
const codeOf = (error: string) => /\(([A-Za-z][A-Za-z0-9_]+)\)\s*$/.exec(error)?.[1] ?? '';

const networkKeys: [RegExp, MessageKey][] = [
  [/^ECONNREFUSED$/, 'error.net.refused'],
  [/TIMEOUT|^ETIMEDOUT$|^AbortError$|^TimeoutError$/, 'error.net.timeout'],
  [/^ENOTFOUND$|^EAI_AGAIN$/, 'error.net.notFound'],
  [/^ECONNRESET$|^EPIPE$|^UND_ERR_SOCKET$|^UND_ERR_CLOSED$/, 'error.net.reset'],
  [/CERT|^DEPTH_ZERO_SELF_SIGNED_CERT$|^ERR_TLS/, 'error.net.certificate'],
];

/** No answer came: the message waits in the outbox until the counterparty can be reached. */
export function networkOutcome(error: string): Outcome {
  const code = codeOf(error);
  const key = networkKeys.find(([pattern]) => pattern.test(code))?.[1] ?? 'error.net.other';
  return { key, next: 'queued', detail: error };
}

/** A refusal whose cause the counterparty's answer points to: a setting of the relation, or fields. */
const refusalKeys: Partial<Record<RefusalKind, [MessageKey, NextStep]>> = {
  'sign-in': ['error.http.key', 'key'],
  method: ['error.refusal.method', 'method'],
  format: ['error.refusal.format', 'format'],
  version: ['error.refusal.version', 'version'],
  fields: ['error.refusal.fields', 'fields'],
};

/** An HTTP answer that is not a success. Transient statuses are retried by the sync engine itself. */
export function httpOutcome(status: number, detail: string, refusal = readRefusal(status, detail)): Outcome {
  const of = (key: MessageKey, next: NextStep): Outcome => ({ key, next, status, detail, refusal });
  const read = refusal && refusalKeys[refusal.kind];
  if (read) return of(...read);
  if (status === 401 || status === 403) return of('error.http.key', 'key');
  if (status === 404) return of('error.http.notFound', 'fix');
  if (status === 409) return of('error.http.conflict', 'fix');
  if (status === 413) return of('error.http.tooLarge', 'fix');
  if (status === 406 || status === 415) return of('error.http.format', 'fix');
  if (status === 408 || status === 429) return of('error.http.busy', 'retry');
  if (status >= 500) return of('error.http.server', 'retry');
  if (status === 400 || status === 422) return of('error.http.rejected', 'fix');
  return of('error.http.other', 'fix');
}

/** A delivery's last result: undefined when there is nothing to say (not tried yet, or sent). */
export function deliveryOutcome(e: {
  state: OutboxState;
  lastStatus: number | null;
  lastError: string | null;
  /** The refusal as the server read it; read here when absent. */
  refusal?: Refusal;
}): Outcome | undefined {
  if (e.state === 'blocked') return { key: 'error.blocked', next: 'none', detail: e.lastError ?? '' };
  if (!e.lastError || e.state === 'sent') return undefined;
  if (e.lastStatus !== null) {
    const outcome = httpOutcome(
      e.lastStatus,
      e.lastError,
      e.refusal ?? readRefusal(e.lastStatus, e.lastError),
    );
    // Still queued after a transient answer: the next sync tries again.
    return e.state === 'queued' && outcome.next !== 'retry' ? { ...outcome, next: 'retry' } : outcome;
  }
  if (/^attachment /.test(e.lastError)) return { key: 'error.attachment', next: 'fix', detail: e.lastError };
  if (/^sign-in: /.test(e.lastError))
    return {
      key: /refused: invalid_client/.test(e.lastError) ? 'error.signIn.client' : 'error.signIn',
      next: e.state === 'failed' ? 'fix' : 'retry',
      detail: e.lastError,
    };
  if (/^unexpected error/.test(e.lastError))
    return { key: 'error.unexpected', next: e.state === 'failed' ? 'fix' : 'retry', detail: e.lastError };
  return networkOutcome(e.lastError);
}

const localKeys: Record<string, MessageKey> = {
  'not-queueable': 'error.local.notQueueable',
  'invalid-draft': 'error.local.invalidDraft',
  'invalid-message': 'error.local.invalidDraft',
  'unsent-entries': 'error.local.counterpartyInUse',
  exists: 'error.local.exists',
  revision: 'error.local.conflict',
};

/** An error of this Workbench's own server (the management API), or of reaching it at all. */
export function localOutcome(e: unknown): Outcome {
  if (!(e instanceof ApiError))
    return { key: 'error.local.offline', next: 'none', detail: e instanceof Error ? e.message : String(e) };
  const detail = e.message;
  const key =
    localKeys[e.code] ??
    (e.status === 404
      ? 'error.local.notFound'
      : e.status === 409
        ? 'error.local.conflict'
        : e.status === 413
          ? 'error.local.tooLarge'
          : e.status === 415
            ? 'error.local.fileType'
            : e.status >= 500
              ? 'error.local.server'
              : 'error.local.invalid');
  return { key, next: 'none', status: e.status, detail };
}

export const nextKeys: Record<Exclude<NextStep, 'none'>, MessageKey> = {
  queued: 'error.next.queued',
  retry: 'error.next.retry',
  fix: 'error.next.fix',
  fields: 'error.next.fields',
  key: 'error.next.key',
  method: 'error.next.method',
  format: 'error.next.format',
  version: 'error.next.version',
};
