// The main process's side of the server process (utility.ts): start it, learn its address and the
// management token, stop it cleanly on quit. Written against the few members Electron's
// UtilityProcess and Node's ChildProcess (through a small adapter) have in common, so it runs in tests.
import type { DesktopFolder } from '../../shared/api/types.ts';
import type { FromServer, StartMessage } from './protocol.ts';

export interface ServerProcess {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: FromServer) => void): unknown;
  once(event: 'exit', listener: (code: number | null) => void): unknown;
  kill(): boolean;
}

export interface Backend {
  url: string;
  token: string;
  /** Resolves with the exit code when the process ends, whoever ended it. */
  exited: Promise<number | null>;
  /**
   * Asks the server to close the store and exit; kills it if it has not within `timeoutMs`. Nothing to do
   * once it has ended.
   */
  stop(timeoutMs?: number): Promise<void>;
}

export class BackendFailed extends Error {
  override name = 'BackendFailed';
}

/**
 * `resolveProxy` answers the server process's questions for the system's proxy (Electron's
 * session.resolveProxy); without it they are answered null, and the server uses the environment's.
 */
export function startBackend(
  child: ServerProcess,
  start: StartMessage,
  onOpen: (folder: DesktopFolder) => void = () => {},
  resolveProxy?: (url: string) => Promise<string>,
): Promise<Backend> {
  let ended = false;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  void exited.then(() => {
    ended = true;
  });
  const stop = async (timeoutMs = 10_000) => {
    // A process that has ended has no channel to ask on (Node's child would throw at the message).
    if (ended) return;
    child.postMessage({ type: 'stop' });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    if ((await Promise.race([exited, late])) === 'late') child.kill();
    clearTimeout(timer);
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.type === 'ready') resolve({ url: message.url, token: message.token, exited, stop });
      else if (message.type === 'open') onOpen(message.folder);
      else if (message.type === 'resolve-proxy') {
        const answer = (proxy: string | null) =>
          child.postMessage({ type: 'proxy', id: message.id, answer: proxy });
        (resolveProxy ? resolveProxy(message.url) : Promise.resolve(null)).then(answer, () => answer(null));
      } else {
        child.kill();
        reject(new BackendFailed(message.message));
      }
    });
    void exited.then((code) =>
      reject(new BackendFailed(`The server process exited (code ${code}) before it started.`)),
    );
    child.postMessage(start);
  });
}
