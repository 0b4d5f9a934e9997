// The management API's one contract: every route under /api/ by method and path, with what it takes
// and answers. The server's route table (main/api/routes.ts) must hold a handler for each key, typed
// by it; the renderer's client (renderer/api/client.ts) can only call these keys, with these types.

import type { Role } from '../messages/registry.ts';
import type { Agency, CustomerParty } from '../parties/agency.ts';
import type { ClientCertificateInput, OAuthClient, SignIn } from '../parties/counterparty-input.ts';
import type { PlacementInput } from '../placement/input.ts';
import type { WeekRow } from '../timecard/week-card.ts';
import type { InvoiceDetail, InvoiceListItem, ProposeResult } from './invoice-types.ts';
import type {
  ImportChoice,
  OrderPrefill,
  PlacementImportPreview,
  PlacementWithdrawn,
} from './placement-types.ts';
import type {
  AttachmentInfo,
  ConnectionReport,
  CounterpartyView,
  DataInfo,
  Delivery,
  DesktopFolder,
  Draft,
  DraftListItem,
  DraftListRow,
  ImportResult,
  InboxItem,
  InboxListRow,
  ListFilter,
  MessageHistory,
  MessageView,
  OutboxCounts,
  OutboxEntryView,
  OutboxItem,
  OutboxListRow,
  OutboxOperation,
  OutboxState,
  Page,
  PlacementImportResult,
  PlacementSaved,
  PlacementView,
  QueueWeekResult,
  SubmitMethod,
  SyncRunInfo,
  TypeName,
  VersionHeader,
  WeekRowView,
  WeekView,
} from './types.ts';

/** A file the route answers (export, downloads); the client reads it as a Response. */
export interface FileAnswer {
  file: true;
}

type Paging = { limit?: number; cursor?: string };

export interface CounterpartySettings {
  role?: Role;
  baseUrl?: string;
  families?: string[];
  /** How we sign in; absent: as before, or a bearer token when one is given where none was used. */
  auth?: SignIn;
  /** The key the counterparty gave us (bearer, or in `headerName`); null removes it. */
  token?: string | null;
  /** Overrides of the official OpenAPI's defaults; null goes back to the default. */
  submitMethod?: SubmitMethod | null;
  submitMethods?: Record<string, SubmitMethod>;
  versionHeader?: VersionHeader | null;
  headerName?: string | null;
  oauth?: OAuthClient | null;
  clientSecret?: string | null;
  /** Replaced whole; null removes it. */
  clientCertificate?: ClientCertificateInput | null;
  /** Certificates (PEM) trusted for the counterparty's server beside the usual ones; null removes them. */
  ca?: string | null;
  /** Send `; charset=utf-8` after the media type (the bare type by default, as the OpenAPI lists them). */
  charsetParameter?: boolean;
  format?: 'json' | 'xml';
  timeoutMs?: number;
  party?: CustomerParty | null;
}

/** Settings → Office server: where this desktop receives through, and how the last pull went. */
export interface OfficeView {
  url: string | null;
  hasKey: boolean;
  state: 'off' | 'connected' | 'unreachable' | 'refused';
  pulledAt: string | null;
  received: number;
  error: string | null;
}

export interface Api {
  'GET /drafts': { query: Paging & { family?: string; q?: string }; response: Page<DraftListItem> };
  'POST /drafts': {
    body: {
      family?: string;
      version?: string;
      body?: Record<string, unknown>;
      template?: boolean;
      from?: { draft: string } | { collection: string; id: string };
    };
    response: Draft;
  };
  'GET /drafts/:id': { response: Draft };
  /** What became of the draft's message in the outbox (its latest entry), with a refusal read. */
  'GET /drafts/:id/delivery': { response: { delivery?: Delivery } };
  'PUT /drafts/:id': {
    body: { family?: string; version?: string; body: Record<string, unknown>; revision?: number };
    response: Draft;
  };
  'DELETE /drafts/:id': { response: undefined };
  'POST /drafts/:id/duplicate': { response: Draft };

  'POST /import': {
    query: { as?: 'draft' | 'received'; filename?: string };
    /** One file's bytes (its name in `filename`), or a list of files as text. */
    body: Blob | { filename: string; content: string }[];
    response: { results: ImportResult[] };
  };
  'GET /export': {
    query: { draft?: string; collection?: string; id?: string; format?: 'json' | 'xml' };
    response: FileAnswer;
  };

  'GET /inbox': { query: Paging & { family?: string }; response: Page<InboxItem> };
  'GET /resources/*collection/:id': { response: MessageView };
  'GET /resources/*collection/:id/history': { response: MessageHistory };

  'POST /attachments': { query: { filename?: string }; body: Blob; response: AttachmentInfo };
  'GET /attachments/:id': { response: AttachmentInfo };
  'GET /attachments/:id/content': { response: FileAnswer };

  'GET /counterparties': { response: CounterpartyView[] };
  'POST /counterparties': { body: CounterpartySettings & { name: string }; response: CounterpartyView };
  'GET /counterparties/:name': { response: CounterpartyView };
  /** `name`, when given, is the counterparty's own: a counterparty is not renamed. */
  'PUT /counterparties/:name': { body: CounterpartySettings & { name?: string }; response: CounterpartyView };
  'DELETE /counterparties/:name': { response: undefined };
  'POST /counterparties/:name/test': { response: ConnectionReport };

  'GET /outbox': {
    query: Paging & { counterparty?: string; state?: OutboxState };
    response: Page<OutboxItem>;
  };
  'POST /outbox': {
    body: {
      counterparty: string;
      draft?: string;
      message?: { collection: string; id: string };
      operation?: OutboxOperation;
      resourceId?: string;
    };
    response: OutboxItem;
  };
  'GET /outbox/counts': { query: { counterparty?: string }; response: OutboxCounts };
  'GET /outbox/:id': { response: OutboxEntryView };
  /** Every failed entry (of `counterparty`, or all) queued again with those blocked behind it. */
  'POST /outbox/retry-failed': { body: { counterparty?: string }; response: { retried: number } };
  'POST /outbox/:id/retry': { response: OutboxItem };
  'POST /outbox/:id/cancel': { response: { id: number; state: 'cancelled' } };

  'GET /sync': { response: { running: boolean; runs: SyncRunInfo[] } };
  'POST /sync': { body: { counterparty?: string }; response: { runId: string; joined: boolean } };

  'GET /events': { response: FileAnswer };

  /** A backup copy of the database (application/vnd.sqlite3), for the user to save where they choose. */
  'GET /backups/copy': { response: FileAnswer };
  /** A backup file's bytes: checked, then in place when the server next starts (`restarting`: now). */
  'POST /backups/restore': { body: Blob; response: { restarting: boolean } };
  /** The desktop app shows the folder in the file manager; 409 headless. */
  'POST /desktop/open': { body: { folder: DesktopFolder }; response: undefined };

  'GET /agency': { response: Agency };
  'PUT /agency': { body: Agency; response: Agency };
  'GET /types': { response: TypeName[] };
  'PUT /types': { body: TypeName[]; response: TypeName[] };

  'GET /placements': {
    query: Paging & {
      q?: string;
      customer?: string;
      from?: string;
      to?: string;
      ended?: 'exclude' | 'include' | 'only';
    };
    response: Page<PlacementView>;
  };
  'POST /placements': { body: PlacementInput; response: PlacementSaved };
  'GET /placements/template': { query: { language?: 'nl' | 'en' }; response: FileAnswer };
  /** What each row of a spreadsheet (its text) would do; nothing is stored. */
  'POST /placements/import/preview': { body: { text: string }; response: PlacementImportPreview };
  /** Imports as chosen per row (the preview's suggestion for rows not named), whole or not at all. */
  'POST /placements/import': {
    body: { text: string; choices: ImportChoice[] };
    response: PlacementImportResult;
  };
  /** The placement a received StaffingOrder asks for, for the form to open with. */
  'GET /placements/from-order/*collection/:id': { response: OrderPrefill };
  'GET /placements/:id': { response: PlacementView };
  'PUT /placements/:id': { body: PlacementInput; response: PlacementSaved };
  /** Only a placement the customer never received (409 otherwise): with its drafts and outbox entries. */
  'DELETE /placements/:id': { response: undefined };
  'POST /placements/:id/end': { body: { lastDay: string }; response: PlacementSaved };
  /** A sent placement's Assignment is deleted at the customer. */
  'POST /placements/:id/withdraw': { response: PlacementWithdrawn };

  /** Ties an inbound key (by its name) to the relation whose system holds it; null unties it. */
  'PUT /senders/:key': { body: { relation: string | null }; response: { key: string; relation?: string } };

  'GET /data': { response: DataInfo };

  'GET /office': { response: OfficeView };
  /** `key` absent keeps the one set, null removes it. */
  'PUT /office': { body: { url: string; key?: string | null }; response: OfficeView };
  'DELETE /office': { response: undefined };
  /** Reads the office's change feed now, to its end. */
  'POST /office/pull': { response: OfficeView };

  'GET /lists/drafts': { query: Paging & ListFilter & { family?: string }; response: Page<DraftListRow> };
  'GET /lists/inbox': { query: Paging & ListFilter & { family?: string }; response: Page<InboxListRow> };
  /** `states`: a comma-separated list of outbox states (all when absent). */
  'GET /lists/outbox': {
    query: Paging & ListFilter & { states?: string; counterparty?: string };
    response: Page<OutboxListRow>;
  };

  /** Invoices, newest first (concepts too); `customer` is the counterparty's name. */
  'GET /invoices': {
    query: Paging & { customer?: string; period?: string };
    response: Page<InvoiceListItem>;
  };
  /** "Factureren": a concept per customer (and purchase order) with uninvoiced hours in the period. */
  'POST /invoices/propose': { body: { period: string; customer?: string }; response: ProposeResult };
  /** The numbered invoices as CSV for Dutch Excel (`language=en`: English headers, decimal points). */
  'GET /invoices/export': { query: { language?: 'nl' | 'en' }; response: FileAnswer };
  'GET /invoices/:id': { response: InvoiceDetail };
  /** Abandons a concept (409 for a numbered invoice: it is corrected, never deleted). */
  'DELETE /invoices/:id': { response: undefined };
  /** The UBL 2.1 XML; a concept's as it would be written today, numbered CONCEPT. */
  'GET /invoices/:id/xml': { response: FileAnswer };
  /** Which of two different timecards of a placement's week counts (a source of `document.undecided`). */
  'POST /invoices/:id/choose': {
    body: { placement: string; week: string; source: string };
    response: InvoiceDetail;
  };
  /** Numbers a concept (a correction's credit and new invoice together); 409 with its problems in words. */
  'POST /invoices/:id/make': { body: { issueDate?: string }; response: { invoices: InvoiceDetail[] } };
  /** For an invoice whose timecards changed: a credit concept and a new concept of those weeks. */
  'POST /invoices/:id/correct': { response: { credit: InvoiceDetail; invoice: InvoiceDetail } };
  /** A numbered invoice into the outbox to its customer's back office. */
  'POST /invoices/:id/queue': { response: InvoiceDetail };
  'PUT /invoices/:id/paid': { body: { paidOn: string | null }; response: InvoiceDetail };

  'GET /weeks/:week': { query: { customer?: string }; response: WeekView };
  'PUT /weeks/:week/rows/:placement': { body: WeekRow; response: WeekRowView };
  'GET /weeks/:week/rows/:placement/previous': { response: { week: string; row: WeekRow } };
  'POST /weeks/:week/queue': { body: { placements?: string[] }; response: QueueWeekResult };
}

export type RouteKey = keyof Api;

type Segments<P extends string> = P extends `${infer Head}/${infer Tail}` ? Head | Segments<Tail> : P;
type ParamName<S> = S extends `:${infer N}` ? N : S extends `*${infer N}` ? N : never;

/** The path parameters a route key names (`:id`, `*collection`). */
export type Params<K extends RouteKey> = { [N in ParamName<Segments<K>>]: string };
export type Query<K extends RouteKey> = Api[K] extends { query: infer Q } ? Q : Record<string, never>;
export type Body<K extends RouteKey> = Api[K] extends { body: infer B } ? B : undefined;
export type Answer<K extends RouteKey> = Api[K]['response'];
