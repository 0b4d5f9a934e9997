// What the management API answers, as the renderer and the CLI read it. The server's handlers are
// typed by the same declarations (contract.ts), so a change to an answer is a type error on both sides.

import type { Refusal } from '../messages/refusal.ts';
import type { Role } from '../messages/registry.ts';
import type { CustomerParty } from '../parties/agency.ts';
import type { CredentialsView, SignIn } from '../parties/counterparty-input.ts';
import type { Placement } from '../placement/placement.ts';
import type { ValidationIssue } from '../schema/errors.ts';
import type { WeekRow } from '../timecard/week-card.ts';
import type { OutboxOperation, OutboxState } from './events.ts';

export type { OutboxOperation, OutboxState, ValidationIssue };

/** A page of a list; `next` is the cursor of the following page, absent on the last. */
export interface Page<T> {
  items: T[];
  next?: string;
}

export interface DraftListItem {
  id: string;
  family: string;
  version: string;
  title: string;
  summary: string;
  issueCount: number;
  /** 1 when created; every save adds one (autosave clients send it back to detect lost updates). */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface Draft extends DraftListItem {
  body: Record<string, unknown>;
  issues: ValidationIssue[];
}

export interface InboxItem {
  collection: string;
  id: string;
  family: string;
  owner: string;
  revision: number;
  standardVersion: string;
  title: string;
  createdAt: string;
  updatedAt: string;
}

/** A stored message, as received or imported. */
export interface MessageView {
  /** Collection path from the registry (`/purchase-to-pay/timecard`); with `id` the resource's key. */
  collection: string;
  id: string;
  family: string;
  /** The inbound key name that sent it; '' for resources written without a key (open/loopback mode). */
  owner: string;
  /** 1 for the first version; every PUT, line change and DELETE adds one. */
  revision: number;
  /** The message as JSON (for a UBL invoice, its XML text under `{ xml }`). */
  body: Record<string, unknown>;
  standardVersion: string;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  /** The relation the sender's key belongs to, where the Workbench knows it. */
  senderRelation?: string;
}

export interface Revision {
  revision: number;
  op: 'create' | 'update' | 'delete';
  body: Record<string, unknown>;
  standardVersion: string;
  owner: string;
  at: string;
}

export interface MessageHistory {
  collection: string;
  id: string;
  revisions: Revision[];
}

export interface AttachmentInfo {
  id: string;
  /** What a message refers to the file by. */
  url: string;
  mimeType: string;
  filename: string | null;
  size: number;
  sha256: string;
  createdAt: string;
}

export type ImportResult = { filename: string } & (
  | { ok: true; draft: { id: string; family: string; version: string; issues: ValidationIssue[] } }
  | { ok: true; resource: { collection: string; id: string; family: string; version: string } }
  | { ok: false; error: { code: string; message: string }; issues: ValidationIssue[] }
);

export type SubmitMethod = 'PUT' | 'POST';
export type VersionHeader = 'standardVersionId' | 'setuVersionId';

/** A counterparty's settings; its secrets are never answered, only whether they are set. */
export interface CounterpartyView extends CredentialsView {
  name: string;
  /** The role the counterparty's back office implements. */
  role: Role;
  /** Message families it accepts. */
  families: string[];
  baseUrl: string;
  /** The method of every submit; null: each operation's as the official OpenAPI gives it. */
  submitMethod: SubmitMethod | null;
  /** The method of one family's submits, over both of those. */
  submitMethods: Record<string, SubmitMethod>;
  /** The one version header name sent; null: both, `setuVersionId` and `standardVersionId`. */
  versionHeader: VersionHeader | null;
  /** Whether bodies go as `application/json; charset=utf-8` rather than the bare media type. */
  charsetParameter: boolean;
  bodyFormat: 'json' | 'xml';
  timeoutMs: number;
  /** The customer's details, for a counterparty that is a customer's back office. */
  party?: CustomerParty;
  createdAt: string;
  updatedAt: string;
}

export interface ConnectionReport {
  reachable: boolean;
  /** The status of GET <base URL>/health (any status means the counterparty answered). */
  status: number | null;
  latencyMs: number;
  /**
   * False for 401/403 (to our key, or to no key where none is set); true when a key is set and was
   * answered otherwise; null when unreachable, unchecked, or no key is set and none was asked for.
   */
  keyAccepted: boolean | null;
  keyStatus: number | null;
  /** How we signed in: 'none' when nothing was presented (a refusal then means it wants a sign-in). */
  signIn: SignIn;
  /** OAuth 2.0: whether the authorization server gave us a token, and if not, why. */
  token?: { obtained: true } | { obtained: false; refusal: TokenRefusal; detail: string };
  /** Why it was unreachable. */
  error?: string;
  /**
   * Per collection of each family we send to it: what a GET of an unused id answered (404: served;
   * 405/501: not served; 401/403: not allowed; anything else, or no answer: unclear). Empty when
   * unreachable or when no token was obtained.
   */
  families: FamilyProbe[];
}

export type FamilyServed = 'served' | 'not-served' | 'not-allowed' | 'unclear';

export interface FamilyProbe {
  family: string;
  /** The collection's short label (`Timecard`, `RFQ`). */
  label: string;
  path: string;
  /** Null when it did not answer in time. */
  status: number | null;
  served: FamilyServed;
}

/**
 * Why an authorization server gave no token: it does not know our client id or secret, will not give
 * this client this kind of token or the scope asked for, could not be reached or answered otherwise
 * (`other`), or the stored secret cannot be read (`unreadable`).
 */
export type TokenRefusal =
  | 'invalid-client'
  | 'unauthorized-client'
  | 'invalid-scope'
  | 'unreachable'
  | 'unreadable'
  | 'other';

/** An outbox entry as lists show it: everything but the message. */
export interface OutboxItem {
  id: number;
  /**
   * The local key of the resource: the id sent for client-assigned ids, else the key of the id the
   * counterparty assigned.
   */
  resourceId: string;
  family: string;
  /** The family and the document's identifier, as drafts are titled. */
  title: string;
  /** The SETU path at the counterparty: the resource, or the collection before its id is known. */
  path: string;
  counterparty: string;
  operation: OutboxOperation;
  state: OutboxState;
  attempts: number;
  lastStatus: number | null;
  /** The counterparty's error body, or a description of a network failure. */
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** A failed entry's refusal, read from the counterparty's answer. */
  refusal?: Refusal;
}

export interface OutboxEntryView extends OutboxItem {
  standardVersion: string;
  /** JSON text of the message; for a UBL invoice its XML. */
  body: string;
}

export type OutboxCounts = Record<OutboxState, number>;

export interface SyncRunInfo {
  runId: string;
  /** The counterparty the run sends to; absent: all of them. */
  counterparty?: string;
  startedAt: string;
}

/** A placement with what lists show of its state. */
export interface PlacementView extends Placement {
  /** Runs today: started, not ended, not withdrawn. */
  active: boolean;
  /** The Assignment draft's problems, where the placement's Assignment is a draft. */
  issues: ValidationIssue[];
  /**
   * Something of it reached the customer or is on its way (its Assignment, its HumanResource, a
   * timecard): it can be ended or withdrawn, no longer deleted.
   */
  sent: boolean;
}

export interface PlacementSaved {
  placement: PlacementView;
  /** The Assignment drafted for it, and its outbox entry when it could be queued to the customer. */
  assignment: { draftId: string; issues: ValidationIssue[]; queued?: OutboxItem; notQueued?: string };
  /** A placement made from an order: its worker as a HumanResource, when it changed. */
  humanResource?: { issues: ValidationIssue[]; queued?: OutboxItem; notQueued?: string };
}

export interface PlacementImportResult {
  created: number;
  updated: number;
  /** Rows that matched a placement as it already is. */
  unchanged: number;
  skipped: number;
  placements: PlacementSaved[];
}

/**
 * Where a week's timecard for a placement is, in words the row shows: `empty` (no hours), `draft`
 * (ready to queue), `problem` (issues), `queued` (waiting to be sent), `sent`, `rejected` (the
 * customer's reason in `error`).
 */
export type CardState = 'empty' | 'draft' | 'problem' | 'queued' | 'sent' | 'rejected';

export interface WeekRowView {
  placement: PlacementView;
  row: WeekRow;
  state: CardState;
  /** The timecard draft, once one exists. */
  draftId?: string;
  revision?: number;
  issues: ValidationIssue[];
  /** The customer's answer to a rejected card, or why a queued card waits. */
  error?: string;
  /** The HTTP status of the customer's answer to a rejected card. */
  status?: number;
  /** A rejected card's refusal, read from the customer's answer. */
  refusal?: Refusal;
  /** Sent before, and changed since: queuing it sends an update of the same resource. */
  changedSinceSent: boolean;
}

export interface WeekView {
  /** `2026-W48`. */
  week: string;
  monday: string;
  rows: WeekRowView[];
}

export interface QueueWeekResult {
  queued: number;
  /**
   * Rows not queued, and why: no hours (`empty`, listed only when the row was asked for by name), sent
   * or queued as it is (`already-queued`), validation `problem`s, no counterparty (`no-customer`), or
   * a counterparty that does not take timecards (`not-accepted`).
   */
  skipped: {
    placementId: string;
    reason: 'empty' | 'already-queued' | 'problem' | 'no-customer' | 'not-accepted';
  }[];
  rows: WeekRowView[];
}

/** An hour or allowance type with its name in both languages; `code` is what messages carry. */
export interface TypeName {
  kind: 'hours' | 'allowance';
  code: string;
  nl: string;
  en: string;
  /** What invoices call it: a SETU hour type (hours) or invoice line reason (allowances). */
  setu?: string;
  /** The VAT percentage of its invoice lines; 21 when absent. */
  vat?: number;
  /** Percent of the base rate a placement's rate of this type starts at (125 for overtime at 125 %). */
  percent?: number;
}

/** What a list row says about its message (shared/messages/digest.ts), with names put to its parties. */
export interface RowDigest {
  /** The message's own number (its documentId's value). */
  documentId?: string;
  worker?: string;
  /** The customer by name: its counterparty's details, else the counterparty. */
  customer?: string;
  /** The counterparty that is the customer's back office, where known (filters name it). */
  relation?: string;
  period?: { start?: string; end?: string };
  /** Hours worked, in minutes. */
  minutes?: number;
  /** Euros. */
  amount?: number;
  hourRate?: number;
}

/** What became of a draft's document in the outbox: its latest entry for a counterparty. */
export interface Delivery {
  counterparty: string;
  state: OutboxState;
  at: string;
  /** The draft was saved after this entry was queued. */
  changedSince: boolean;
  lastStatus: number | null;
  lastError: string | null;
  /** The counterparty's refusal, when it refused the message. */
  refusal?: Refusal;
}

/** A row of the Drafts list (`GET /lists/drafts`): the draft with what its message is about. */
export interface DraftListRow extends DraftListItem {
  digest: RowDigest;
  delivery?: Delivery;
}

/** A row of the Inbox list (`GET /lists/inbox`). */
export interface InboxListRow extends InboxItem {
  digest: RowDigest;
  /** The relation the sender's key belongs to, where the Workbench knows it. */
  senderRelation?: string;
}

/** A row of the Outbox and Sent lists (`GET /lists/outbox`). */
export interface OutboxListRow extends OutboxItem {
  digest: RowDigest;
}

/**
 * Filters of the lists: words (all must occur), the customer's counterparty, part of the worker's
 * name, an ISO week (`2026-W45`) or a day (`2026-11-02`) the message's period touches.
 */
export interface ListFilter {
  q?: string;
  customer?: string;
  worker?: string;
  week?: string;
  day?: string;
}

export interface BackupInfo {
  name: string;
  size: number;
  createdAt: string;
}

/** Where the Workbench keeps its data, and the backups beside it. */
export interface DataInfo {
  folder: string;
  /** The database file. */
  file: string;
  /** Newest first. */
  backups: BackupInfo[];
}

/** A folder of the Workbench's that the desktop app shows in the file manager. */
export type DesktopFolder = 'data' | 'logs';
