import fs from 'node:fs';
import net from 'node:net';
import { listenFirst } from '../app/listening.ts';
import type { ServeOptions } from '../app/serve.ts';
import { defaultDataDir } from '../paths.ts';
import { UPLOAD_BYTES } from '../server/attachment-limits.ts';
import type { ServerRole } from '../server/context.ts';
import type { AccessLogEntry } from '../server/server.ts';
import { loggedByStore } from '../server/store-failure.ts';
import { command, dataOption, UsageError } from './args.ts';
import { storeOption, storeUrlOf } from './store-url.ts';

const roles: ServerRole[] = ['supplier', 'customer', 'both'];
const MiB = 1024 * 1024;

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

export const serveCommand = command(
  {
    name: 'serve',
    summary:
      'Runs the SETU exchange server that counterparties send to, and on loopback the Workbench UI and its management API.',
    synopsis: `[--role supplier|customer|both] [--port N] [--listen ADDR] [--data DIR | --store URL]
      [--public-url URL] [--require-auth] [--tls-cert FILE --tls-key FILE] [--insecure]
      [--body-limit BYTES] [--attachment-limit BYTES] [--quiet]`,
    options: {
      role: {
        type: 'string',
        default: 'supplier',
        help: 'the API set it serves: supplier, customer or both',
      },
      port: { type: 'string', default: '8410', help: 'the port (0: a free one)' },
      listen: {
        type: 'string',
        default: '127.0.0.1',
        help: 'the address; one off loopback needs keys and TLS',
      },
      ...dataOption,
      ...storeOption,
      'public-url': {
        type: 'string',
        help: 'the address counterparties reach it by (attachment URLs)',
      },
      'require-auth': { type: 'boolean', default: false, help: 'ask a key of every sender, on loopback too' },
      'tls-cert': { type: 'string', help: 'the TLS certificate (PEM)' },
      'tls-key': { type: 'string', help: "the certificate's private key (PEM)" },
      insecure: { type: 'boolean', default: false, help: 'plain HTTP on a network address' },
      'body-limit': {
        type: 'string',
        default: String(5 * MiB),
        help: 'the largest message taken',
      },
      'attachment-limit': {
        type: 'string',
        default: String(UPLOAD_BYTES),
        help: 'the largest attachment upload taken',
      },
      quiet: { type: 'boolean', default: false, help: "no access log, only the server's own failures" },
    },
  },
  async ({ values }) => {
    const role = values.role as ServerRole;
    if (!roles.includes(role)) throw new UsageError(`--role must be one of ${roles.join(', ')}`);
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new UsageError('--port must be a port number');
    const listen = values.listen;
    if (net.isIP(listen) === 0 && listen !== 'localhost')
      throw new UsageError('--listen must be an IP address');
    const options: ServeOptions = {
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
    };
    // The address is given as soon as it is bound; what is asked meanwhile waits for the server.
    const listening = await listenFirst(options);
    process.stdout.write(`SETU exchange server (role ${role}) listening on ${listening.listener.url}\n`);
    if (listening.management) process.stdout.write(`Workbench UI: ${listening.management.uiUrl}\n`);
    const { startServe } = await import('../app/serve.ts');
    const serving = await startServe(options, listening);
    await new Promise<void>((resolve) => {
      const stop = () => resolve();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    await serving.close();
    process.stderr.write('stopped\n');
    return 0;
  },
);
