// The outbox's entries as the rest of the app sees them; outbox.ts holds their life, outbox-statements.ts their SQL.
import type { OutboxOperation, OutboxState } from '../../shared/api-events.ts';

export type { OutboxOperation, OutboxState };

export interface OutboxEntry {
  id: number;
  counterparty: string;
  family: string;
  /** The endpoint's collection path (`/purchase-to-pay/timecard`, `/planning/requests`). */
  collection: string;
  /** The local key of the resource: the id sent for client-assigned ids, else the key of `remoteId`. */
  resourceId: string;
  /** The id the counterparty assigned (planning), once known. */
  remoteId: string | null;
  /** The SETU path at the counterparty: the resource, or the collection before its id is known. */
  path: string;
  docKey: string | null;
  operation: OutboxOperation;
  /** JSON text of the message; for a UBL invoice its XML. */
  body: string;
  standardVersion: string;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  /** The counterparty's error body, or a description of a network failure. */
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  seq: number;
}

/** An entry without its message: what a sync's plan and its report need, at a fraction of the bytes. */
export type OutboxSummary = Omit<OutboxEntry, 'body'>;

/** Who is sending an entry, and until when the claim holds unless renewed. */
export interface Claim {
  /** `<pid>:<uuid>`: one sync engine of one process. */
  owner: string;
  until: Date;
}

export interface NewEntry {
  counterparty: string;
  family: string;
  collection: string;
  /** When absent: the resource earlier entries of the same document used, else a new UUID. */
  resourceId?: string;
  docKey?: string;
  operation: OutboxOperation;
  body: string;
  standardVersion: string;
}

/** A page of entries, newest first; `cursor` is the `next` of the previous page. */
export interface OutboxQuery {
  counterparty?: string;
  state?: OutboxState;
  resourceId?: string;
  /** 1..500; 50 when absent. */
  limit?: number;
  cursor?: string;
}
