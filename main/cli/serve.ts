import fs from 'node:fs';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { mountManagement } from '../api/mount.ts';
import { defaultDataDir } from '../paths.ts';
import { UPLOAD_BYTES } from '../server/attachment-limits.ts';
import type { ServerRole } from '../server/context.ts';
import { type AccessLogEntry, startServer } from '../server/server.ts';
import { loggedByStore } from '../server/store-failure.ts';
import { applyPendingRestore } from '../store/backup.ts';
import type { ExchangeStore } from '../store/exchange-store.ts';
import type { PgExchange } from '../store/postgres/store.ts';
import { headlessKey, Secrets } from '../store/secrets.ts';
import { SqliteExchange } from '../store/sqlite-exchange.ts';
import { Store } from '../store/store.ts';
import type { NetworkOptions } from '../sync/link.ts';
import { officeStoreOptions, storeUrlOf } from './store-url.ts';

const roles: ServerRole[] = ['supplier', 'customer', 'both'];
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
    ? mountManagement(options.dataDir, store, { network: options.network }, secrets)
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

/**
 * The access log on stderr, a JSON object a line; quiet, only the server's own failures (5xx), which
 * someone must hear of (those the store reports once for the whole episode left out).
 */
function accessLog(quiet: boolean | undefined): (entry: AccessLogEntry) => void {
  const write = (entry: AccessLogEntry) => process.stderr.write(`${JSON.stringify(entry)}\n`);
  if (!quiet) return write;
  return (entry) => {
    if (entry.status >= 500 && !loggedByStore.has(entry.error ?? '')) write(entry);
  };
}

export async function serveCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      role: { type: 'string', default: 'supplier' },
      port: { type: 'string', default: '8410' },
      data: { type: 'string' },
      listen: { type: 'string', default: '127.0.0.1' },
      'public-url': { type: 'string' },
      'require-auth': { type: 'boolean', default: false },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      insecure: { type: 'boolean', default: false },
      'body-limit': { type: 'string', default: String(5 * MiB) },
      'attachment-limit': { type: 'string', default: String(UPLOAD_BYTES) },
      quiet: { type: 'boolean', default: false },
      store: { type: 'string' },
    },
  });
  const role = values.role as ServerRole;
  if (!roles.includes(role)) throw new Error(`--role must be one of ${roles.join(', ')}`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be a port number');
  const listen = values.listen as string;
  if (net.isIP(listen) === 0 && listen !== 'localhost') throw new Error('--listen must be an IP address');
  const serving = await startServe({
    dataDir: values.data ?? defaultDataDir(),
    role,
    port,
    listen,
    publicUrl: values['public-url'],
    requireAuth: values['require-auth'],
    tls:
      values['tls-cert'] && values['tls-key']
        ? { cert: fs.readFileSync(values['tls-cert']), key: fs.readFileSync(values['tls-key']) }
        : undefined,
    insecure: values.insecure,
    bodyLimit: Number(values['body-limit']),
    attachmentLimit: Number(values['attachment-limit']),
    log: accessLog(values.quiet),
    storeUrl: storeUrlOf(values.store),
  });
  process.stdout.write(`SETU exchange server (role ${role}) listening on ${serving.url}\n`);
  if (serving.management) process.stdout.write(`Workbench UI: ${serving.management.uiUrl}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await serving.close();
  process.stderr.write('stopped\n');
  return 0;
}
