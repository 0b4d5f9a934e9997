import fs from 'node:fs';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { startServe } from '../app/serve.ts';
import { defaultDataDir } from '../paths.ts';
import { UPLOAD_BYTES } from '../server/attachment-limits.ts';
import type { ServerRole } from '../server/context.ts';
import type { AccessLogEntry } from '../server/server.ts';
import { loggedByStore } from '../server/store-failure.ts';
import { storeUrlOf } from './store-url.ts';

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
