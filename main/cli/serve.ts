import fs from 'node:fs';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { mountManagement } from '../api/mount.ts';
import { defaultDataDir } from '../paths.ts';
import type { ServerRole } from '../server/context.ts';
import { startServer } from '../server/server.ts';
import { Store } from '../store/store.ts';

const roles: ServerRole[] = ['supplier', 'customer', 'both'];
const MiB = 1024 * 1024;

const isLoopback = (address: string) =>
  address === 'localhost' || address === '::1' || address.startsWith('127.');

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
      'attachment-limit': { type: 'string', default: String(20 * MiB) },
      quiet: { type: 'boolean', default: false },
    },
  });
  const role = values.role as ServerRole;
  if (!roles.includes(role)) throw new Error(`--role must be one of ${roles.join(', ')}`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error('--port must be a port number');
  const listen = values.listen as string;
  if (net.isIP(listen) === 0 && listen !== 'localhost') throw new Error('--listen must be an IP address');
  const loopback = isLoopback(listen);
  const tls =
    values['tls-cert'] && values['tls-key']
      ? { cert: fs.readFileSync(values['tls-cert']), key: fs.readFileSync(values['tls-key']) }
      : undefined;
  if (!loopback && !tls && !values.insecure) {
    throw new Error(
      `listening on ${listen} exposes the server to the network: give --tls-cert and --tls-key (or --insecure to accept plain HTTP)`,
    );
  }
  const dataDir = values.data ?? defaultDataDir();
  const store = Store.open(dataDir);
  // The management API is for local clients only: it is not mounted when listening on the network.
  const management = loopback ? mountManagement(dataDir, store) : undefined;
  const running = await startServer(
    {
      role,
      publicUrl: values['public-url']?.replace(/\/+$/, '') ?? '',
      requireAuth: values['require-auth'] || !loopback,
      bodyLimit: Number(values['body-limit']),
      attachmentLimit: Number(values['attachment-limit']),
      // On loopback only local names are served, so a web page cannot reach the server by DNS rebinding.
      allowedHosts: loopback ? ['localhost', '127.0.0.1', '::1'] : [],
      tls,
      log: values.quiet ? undefined : (entry) => process.stderr.write(`${JSON.stringify(entry)}\n`),
      ...management?.serverOptions,
    },
    store,
    port,
    listen,
  );
  process.stdout.write(`SETU exchange server (role ${role}) listening on ${running.url}\n`);
  if (management) process.stdout.write(`Workbench UI: ${management.uiUrl(running.url)}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  management?.closeStreams();
  await running.close();
  management?.close();
  store.close();
  process.stderr.write('stopped\n');
  return 0;
}
