// The management API under /api/ (drafts, import/export, inbox, history, counterparties, outbox, sync,
// change events), served by the exchange server's listener for local clients holding the install
// token. See guard.ts for who may call.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Database from 'better-sqlite3';
import { type Activity, type Change, isChange } from '../../shared/api/events.ts';
import { openDesk } from '../placements/desk.ts';
import { HttpError } from '../server/http-error.ts';
import { storeFailure } from '../server/store-failure.ts';
import { Counterparties } from '../store/counterparties.ts';
import { DiskSpace, isDiskFull } from '../store/disk-space.ts';
import { Drafts } from '../store/drafts.ts';
import { EventTopic } from '../store/event-topic.ts';
import { Inbox } from '../store/inbox.ts';
import { Outbox } from '../store/outbox.ts';
import type { Secrets } from '../store/secrets.ts';
import type { Store } from '../store/store.ts';
import type { SyncOptions } from '../sync/engine.ts';
import { attachmentRoutes } from './attachments-api.ts';
import { backupRoutes, type DesktopRequests } from './backups-api.ts';
import { counterpartyRoutes } from './counterparties-api.ts';
import { dataRoutes } from './data-api.ts';
import { domainAnswer } from './domain-errors.ts';
import { draftRoutes } from './drafts-api.ts';
import { EventStreams } from './events.ts';
import { exportRoutes } from './export.ts';
import { guard } from './guard.ts';
import { sendApiError } from './http.ts';
import { importRoutes } from './import.ts';
import { inboxRoutes } from './inbox-api.ts';
import { invoiceRoutes } from './invoices-api.ts';
import { listRoutes } from './lists-api.ts';
import { officeRoutes, openOffice } from './office-api.ts';
import { outboxRoutes } from './outbox-api.ts';
import { placementRoutes } from './placements-api.ts';
import { type RouteTable, router } from './routes.ts';
import { senderRoutes } from './senders-api.ts';
import { syncRoutes } from './sync-api.ts';
import { SyncRuns } from './sync-runs.ts';
import { type UiFiles, uiFiles } from './ui-files.ts';

export interface ManagementOptions {
  token: string;
  store: Store;
  /** A connection to the store's database (drafts and listings); see store/connection.ts. */
  db: Database.Database;
  events: EventTopic<Change>;
  /** Encrypts counterparty tokens; by default the key file beside the database. */
  secrets?: Secrets;
  /** For the sync engine run in this process (local attachments, retry policy, concurrency). */
  sync?: SyncOptions;
  /** The built renderer's files; by default read from dist/renderer beside the sources. */
  ui?: UiFiles;
  /** The desktop app's server process: it restarts after a restore and shows folders. */
  desktop?: DesktopRequests;
}

export interface ManagementApi {
  /** Answers the UI (`/`, `/assets/`) and every path under `/api/`. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Ends the open event streams and stops sync runs, so that the HTTP server can close. */
  close(): void;
  /** Releases the sync engine's connections (after close). */
  closeSync(): Promise<void>;
}

export function createManagementApi(options: ManagementOptions): ManagementApi {
  const drafts = new Drafts(options.db);
  const inbox = new Inbox(options.db);
  const streams = new EventStreams();
  const counterparties = new Counterparties(options.db, options.secrets);
  const outbox = new Outbox(options.db);
  const activity = new EventTopic<Activity>();
  const sync = new SyncRuns(outbox, activity, counterparties, options.sync);
  const ui = options.ui ?? uiFiles();
  const disk = new DiskSpace(options.store.file);
  const desk = openDesk(
    options.db,
    counterparties,
    (event) => (isChange(event) ? options.events.emit(event) : activity.emit(event)),
    { drafts, outbox },
  );

  // The office is reached as counterparties are: through the desktop's proxy, trusting its CAs.
  const office = openOffice(
    options.store,
    options.db,
    options.secrets,
    options.events,
    activity,
    options.sync?.network,
  );

  const table = {
    ...draftRoutes,
    ...importRoutes,
    ...exportRoutes,
    ...inboxRoutes,
    ...attachmentRoutes,
    ...counterpartyRoutes,
    ...outboxRoutes,
    ...syncRoutes,
    ...backupRoutes(options.desktop),
    ...placementRoutes,
    ...invoiceRoutes,
    ...listRoutes,
    ...dataRoutes,
    ...officeRoutes,
    ...senderRoutes,
    'GET /events': (ctx) => streams.handle(ctx),
  } satisfies RouteTable;
  const route = router(table);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const isUi = !url.pathname.startsWith('/api/');
      // The UI's files hold nothing private, and the browser that opens the printed address cannot
      // send a header: the page reads the token from its address and sends it on every API call.
      guard(req, options.token, !isUi);
      if (req.method === 'OPTIONS') {
        // Deliberately no Access-Control-Allow-*: a browser's preflight fails, so its request is never sent.
        res.writeHead(204, { Allow: 'GET, POST, PUT, DELETE' }).end();
        return;
      }
      if (isUi) return ui.handle(req, res, url.pathname);
      let parts: string[];
      try {
        parts = url.pathname.slice('/api/'.length).split('/').filter(Boolean).map(decodeURIComponent);
      } catch {
        throw new HttpError(400, 'path', 'The path is not validly percent-encoded.');
      }
      await route(
        {
          req,
          res,
          url,
          store: options.store,
          drafts,
          inbox,
          events: options.events,
          counterparties,
          outbox,
          activity,
          sync,
          desk,
          office,
        },
        parts,
      );
      if (req.method !== 'GET') disk.succeeded();
    } catch (e) {
      // Drafts, placements and the outbox write on the API's own connection: a full disk there is
      // the same 507, logged once per episode as the store logs its own.
      const failure =
        storeFailure(isDiskFull(e) ? disk.failed() : e) ?? (e instanceof HttpError ? e : domainAnswer(e));
      if (!failure) console.error(`${req.method} ${req.url}:`, e);
      sendApiError(res, failure ?? new HttpError(500, 'internal', 'The request failed. See the server log.'));
    }
  }

  return {
    handle,
    close: () => {
      office.stop();
      sync.stop();
      streams.closeAll();
    },
    closeSync: () => sync.close(),
  };
}
