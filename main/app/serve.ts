// Starting the app's server: the store opened (SQLite in the data folder, or the office's PostgreSQL),
// the exchange server listening, and on loopback the management API and the UI beside it. The `serve`
// command and the desktop app's server process (main/desktop/utility.ts) both start it so.
import type { DesktopRequests } from '../api/backups-api.ts';
import { mountManagement } from '../api/mount.ts';
import { UPLOAD_BYTES } from '../server/attachment-limits.ts';
import type { ServerRole } from '../server/context.ts';
import { type AccessLogEntry, startServer } from '../server/server.ts';
import { applyPendingRestore } from '../store/backup.ts';
import type { ExchangeStore } from '../store/exchange-store.ts';
import type { PgExchange } from '../store/postgres/store.ts';
import { headlessKey, Secrets } from '../store/secrets.ts';
import { SqliteExchange } from '../store/sqlite-exchange.ts';
import { Store } from '../store/store.ts';
import type { NetworkOptions } from '../sync/link.ts';
import { officeStoreOptions } from './office-store.ts';

const MiB = 1024 * 1024;

const isLoopback = (address: string) =>
  address === 'localhost' || address === '::1' || address.startsWith('127.');

export interface ServeOptions {
  dataDir: string;
  role: ServerRole;
  /** 0 picks a free port. */
  port: number;
  listen: string;
  publicUrl?: string;
  requireAuth?: boolean;
  tls?: { cert: Buffer; key: Buffer };
  /** Accept plain HTTP on a network address. */
  insecure?: boolean;
  bodyLimit?: number;
  attachmentLimit?: number;
  log?: (entry: AccessLogEntry) => void;
  /** The key counterparty tokens are encrypted with; by default the data directory's key file. */
  secretsKey?: Uint8Array;
  /** A PostgreSQL URL: the office server's store, shared with other `serve` processes. */
  storeUrl?: string;
  /** The desktop's trust store and system proxy, for the sync's connections to counterparties. */
  network?: NetworkOptions;
  /** The desktop app's server process: what it does when the management API asks it to. */
  desktop?: DesktopRequests;
}

export interface Serving {
  url: string;
  /** The management token and the UI's address with it; only on loopback. */
  management?: { token: string; uiUrl: string };
  close(): Promise<void>;
}

/** Opens the store and starts the exchange server (with the management API on loopback): `serve` and the desktop app's server process. */
export async function startServe(options: ServeOptions): Promise<Serving> {
  const { listen, tls } = options;
  const loopback = isLoopback(listen);
  if (!loopback && !tls && !options.insecure) {
    throw new Error(
      `listening on ${listen} exposes the server to the network: give --tls-cert and --tls-key (or --insecure to accept plain HTTP)`,
    );
  }
  if (options.storeUrl) {
    // Loaded only for the office server: the desktop's start does not pay for the PostgreSQL client.
    const { PgExchange } = await import('../store/postgres/store.ts');
    return startOffice(
      options,
      await PgExchange.open(options.storeUrl, officeStoreOptions(options.dataDir)),
      loopback,
    );
  }
  // Resolved before anything opens, so a key that cannot be had stops the start with its reason.
  const secrets = loopback ? new Secrets(options.secretsKey ?? headlessKey(options.dataDir)) : undefined;
  applyPendingRestore(options.dataDir);
  const store = Store.open(options.dataDir);
  // The management API is for local clients only: it is not mounted when listening on the network.
  const management = secrets
    ? mountManagement(options.dataDir, store, { network: options.network }, secrets, options.desktop)
    : undefined;
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startListening(options, new SqliteExchange(store), loopback, management?.serverOptions);
  } catch (e) {
    management?.close();
    store.close();
    throw e;
  }
  return {
    url: running.url,
    management: management && { token: management.token, uiUrl: management.uiUrl(running.url) },
    async close() {
      management?.closeStreams();
      await running.close();
      management?.close();
      store.close();
    },
  };
}

function startListening(
  options: ServeOptions,
  store: ExchangeStore,
  loopback: boolean,
  management?: ReturnType<typeof mountManagement>['serverOptions'],
) {
  return startServer(
    {
      role: options.role,
      publicUrl: options.publicUrl?.replace(/\/+$/, '') ?? '',
      requireAuth: options.requireAuth || !loopback,
      bodyLimit: options.bodyLimit ?? 5 * MiB,
      attachmentLimit: options.attachmentLimit ?? UPLOAD_BYTES,
      // On loopback only local names are served, so a web page cannot reach the server by DNS rebinding.
      allowedHosts: loopback ? ['localhost', '127.0.0.1', '::1'] : [],
      tls: options.tls,
      log: options.log,
      ...management,
    },
    store,
    options.port,
    options.listen,
  );
}

/**
 * The office server: the exchange server on PostgreSQL, headless. The Workbench UI and its
 * management API keep the desktop's drafts and outbox in a local file; the office has none.
 */
async function startOffice(options: ServeOptions, store: PgExchange, loopback: boolean): Promise<Serving> {
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startListening(options, store, loopback);
  } catch (e) {
    await store.close();
    throw e;
  }
  return {
    url: running.url,
    async close() {
      await running.close();
      await store.close();
    },
  };
}
