// Starting the app's server: the store opened (SQLite in the data folder, or the office's PostgreSQL),
// the exchange server listening, and on loopback the management API and the UI beside it. The `serve`
// command and the desktop app's server process (main/desktop/utility.ts) both start it so.
import type { DesktopRequests } from '../api/backups-api.ts';
import { type MountedManagement, mountManagement } from '../api/mount.ts';
import { UPLOAD_BYTES } from '../server/attachment-limits.ts';
import type { ServerRole } from '../server/context.ts';
import type { Listener } from '../server/listener.ts';
import { type AccessLogEntry, type ServerOptions, serveOn } from '../server/server.ts';
import { applyPendingRestore } from '../store/backup.ts';
import { SqliteExchange } from '../store/sqlite-exchange.ts';
import { Store } from '../store/store.ts';
import type { NetworkOptions } from '../sync/link.ts';
import { isLoopback, type Listening, listenFirst } from './listening.ts';

const MiB = 1024 * 1024;

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

/**
 * Opens the store and starts the exchange server (with the management API on loopback): `serve` and
 * the desktop app's server process. `listening` is the socket whose address `serve` has given already.
 */
export async function startServe(options: ServeOptions, listening?: Listening): Promise<Serving> {
  const { listener, management } = listening ?? (await listenFirst(options));
  try {
    return options.storeUrl
      ? await startOffice(options, options.storeUrl, listener)
      : startLocal(options, listener, management);
  } catch (e) {
    // Whoever was given the address already is told why nothing will answer there.
    await listener.abandon(`The server could not start: ${(e as Error).message}`);
    throw e;
  }
}

function startLocal(options: ServeOptions, listener: Listener, management: Listening['management']): Serving {
  applyPendingRestore(options.dataDir);
  const store = Store.open(options.dataDir);
  let mounted: MountedManagement | undefined;
  try {
    // Only on loopback (listening.ts): the management API is for local clients only.
    mounted =
      management &&
      mountManagement(options.dataDir, store, {
        sync: { network: options.network },
        secrets: management.secrets,
        desktop: options.desktop,
        ui: management.ui,
      });
    const running = serveOn(
      listener,
      serverOptions(options, mounted?.serverOptions),
      new SqliteExchange(store),
    );
    return {
      url: running.url,
      management: management && { token: management.token, uiUrl: management.uiUrl },
      async close() {
        mounted?.closeStreams();
        await running.close();
        mounted?.close();
        store.close();
      },
    };
  } catch (e) {
    mounted?.close();
    store.close();
    throw e;
  }
}

/**
 * The office server: the exchange server on PostgreSQL, headless. The Workbench UI and its
 * management API keep the desktop's drafts and outbox in a local file; the office has none.
 */
async function startOffice(options: ServeOptions, storeUrl: string, listener: Listener): Promise<Serving> {
  // Loaded only for the office server: the desktop's start does not pay for the PostgreSQL client, nor
  // for child_process, which pg_dump's copy before a migration needs (~2 ms).
  const [{ PgExchange }, { officeStoreOptions }] = await Promise.all([
    import('../store/postgres/store.ts'),
    import('./office-store.ts'),
  ]);
  const store = await PgExchange.open(storeUrl, officeStoreOptions(options.dataDir));
  const running = serveOn(listener, serverOptions(options), store);
  return {
    url: running.url,
    async close() {
      await running.close();
      await store.close();
    },
  };
}

function serverOptions(
  options: ServeOptions,
  management?: MountedManagement['serverOptions'],
): ServerOptions {
  const loopback = isLoopback(options.listen);
  return {
    role: options.role,
    publicUrl: options.publicUrl?.replace(/\/+$/, '') ?? '',
    requireAuth: options.requireAuth || !loopback,
    bodyLimit: options.bodyLimit ?? 5 * MiB,
    attachmentLimit: options.attachmentLimit ?? UPLOAD_BYTES,
    // On loopback only local names are served, so a web page cannot reach the server by DNS rebinding.
    allowedHosts: loopback ? ['localhost', '127.0.0.1', '::1'] : [],
    log: options.log,
    ...management,
  };
}
