// The outbox's entries as the rest of the app sees them; outbox.ts holds their life, outbox-statements.ts their SQL.
import type { OutboxEntryView, OutboxOperation, OutboxState } from '../../shared/api/types.ts';

export type { OutboxOperation, OutboxState };

/** An entry as the API shows it (but for its title, which is made from the message), and how it is kept. */
export interface OutboxEntry extends Omit<OutboxEntryView, 'title'> {
  /** The endpoint's collection path (`/purchase-to-pay/timecard`, `/planning/requests`). */
  collection: string;
  /** The id the counterparty assigned (planning), once known. */
  remoteId: string | null;
  docKey: string | null;
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
