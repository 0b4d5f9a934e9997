// The desktop app's server process: the exchange server, the store and the sync engine, started as
// `serve` starts them, on a loopback port, away from the window's main process so that a long sync or
// import never freezes the window. Electron runs it as a utilityProcess (messages on
// process.parentPort); headless it runs as a Node child process with an IPC channel (tests). What it
// writes to stderr goes to the app's log (the main process reads it): exchange traffic, sync runs,
// server errors and backups, not the UI's own API calls.
import { type Serving, startServe } from '../app/serve.ts';
import type { AccessLogEntry } from '../server/server.ts';
import { dailyBackup } from '../store/backup.ts';
import type { NetworkOptions } from '../sync/link.ts';
import { type FromServer, RESTART_EXIT, type StartMessage, type ToServer } from './protocol.ts';

const HOUR = 60 * 60 * 1000;

interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

interface Parent {
  post(message: FromServer): void;
  onMessage(listener: (message: ToServer) => void): void;
}

function connectParent(): Parent {
  const port = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort;
  if (port)
    return {
      post: (m) => port.postMessage(m),
      onMessage: (listener) => port.on('message', (e) => listener(e.data as ToServer)),
    };
  const send = process.send?.bind(process);
  if (!send) throw new Error('The server process is started by the desktop app (or with an IPC channel).');
  // The app went away without stopping us: close the store cleanly rather than linger.
  process.once('disconnect', () => void stop(0));
  return {
    post: (m) => send(m),
    onMessage: (listener) => process.on('message', (m) => listener(m as ToServer)),
  };
}

const worthLogging = (entry: AccessLogEntry) =>
  entry.status >= 500 || !entry.path.startsWith('/api/') || entry.path.startsWith('/api/sync');

function backUpDaily(dataDir: string, kept: number): void {
  try {
    const made = dailyBackup(dataDir, kept);
    if (made) process.stderr.write(`daily backup ${made}\n`);
  } catch (e) {
    process.stderr.write(`daily backup failed: ${(e as Error).message}\n`);
  }
}

let serving: Promise<Serving | undefined> = Promise.resolve(undefined);

/** Questions for the system's proxy awaiting the main process's answer, by id. */
const proxyAnswers = new Map<number, (answer: string | null) => void>();
let proxyQuestions = 0;

/**
 * The desktop's network: the OS trust store, and the system's proxy for an address as the main
 * process resolves it (null, or no answer within 5 s: the environment's proxy settings apply).
 */
function systemNetwork(parent: Parent): NetworkOptions {
  const resolveProxy = (url: string) =>
    new Promise<string>((resolve, reject) => {
      const id = ++proxyQuestions;
      const timer = setTimeout(() => {
        proxyAnswers.delete(id);
        reject(new Error('The app did not say which proxy to use.'));
      }, 5000);
      timer.unref();
      proxyAnswers.set(id, (answer) => {
        clearTimeout(timer);
        proxyAnswers.delete(id);
        if (answer === null) reject(new Error('The system names no proxy.'));
        else resolve(answer);
      });
      parent.post({ type: 'resolve-proxy', id, url });
    });
  return { systemTrust: true, resolveProxy };
}

async function start(parent: Parent, message: StartMessage): Promise<Serving | undefined> {
  try {
    const running = await startServe({
      dataDir: message.dataDir,
      role: message.role,
      port: message.port ?? 0,
      listen: '127.0.0.1',
      secretsKey: message.secretsKey === undefined ? undefined : Buffer.from(message.secretsKey, 'base64'),
      network: message.systemNetwork ? systemNetwork(parent) : undefined,
      log: (entry) => {
        if (worthLogging(entry)) process.stderr.write(`${JSON.stringify(entry)}\n`);
      },
      desktop: {
        open: (folder) => parent.post({ type: 'open', folder }),
        restart: () => void stop(RESTART_EXIT),
      },
    });
    if (!running.management) throw new Error('The management API did not start.');
    parent.post({ type: 'ready', url: running.url, token: running.management.token });
    const kept = message.backupsKept;
    if (kept) {
      backUpDaily(message.dataDir, kept);
      setInterval(() => backUpDaily(message.dataDir, kept), HOUR).unref();
    }
    return running;
  } catch (e) {
    // The app shows the reason (e.g. a failed migration and its backup's path) and stops us.
    parent.post({ type: 'failed', message: (e as Error).message });
    return undefined;
  }
}

async function stop(code: number): Promise<never> {
  await (await serving)?.close();
  process.exit(code);
}

const parent = connectParent();
parent.onMessage((message) => {
  if (message.type === 'start') serving = start(parent, message);
  else if (message.type === 'proxy') proxyAnswers.get(message.id)?.(message.answer);
  else void stop(0);
});
