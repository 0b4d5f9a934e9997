// Keeps the server process running: one that crashes is started again on the same port (the window
// only reloads), at most MAX_CRASHES times within WINDOW_MS; past that, or when a new one cannot
// start, the app gives up with the reason and shows it with the log's path. A process that ends to be
// restarted (RESTART_EXIT: a restore is staged) is started again at once, and is no crash.
import type { DesktopFolder } from '../../shared/api/types.ts';
import { type Backend, type ServerProcess, startBackend } from './backend.ts';
import { CrashCount } from './crash-count.ts';
import type { Logger } from './log.ts';
import { RESTART_EXIT, type StartMessage } from './protocol.ts';

export const MAX_CRASHES = 3;
export const WINDOW_MS = 10 * 60 * 1000;

export interface SupervisorOptions {
  spawn(): ServerProcess;
  start: StartMessage;
  log: Logger;
  onOpen(folder: DesktopFolder): void;
  /** The system's proxy for an address, for the server process (startBackend). */
  resolveProxy?(url: string): Promise<string>;
  /** A new server process answers (at the same address, as a rule). */
  onRestarted(backend: Backend): void;
  onGaveUp(reason: string): void;
  /** Before a restart after a crash, times the crashes so far. */
  backoffMs?: number;
  now?: () => number;
}

export interface Supervised {
  current(): Backend;
  /** Stops the server process for good (the app quits). */
  stop(): Promise<void>;
}

/** Starts the first server process (rejecting as startBackend does) and watches over it. */
export async function supervise(options: SupervisorOptions): Promise<Supervised> {
  const launch = (start: StartMessage) =>
    startBackend(options.spawn(), start, options.onOpen, options.resolveProxy);
  let backend = await launch(options.start);
  const port = Number(new URL(backend.url).port);
  let stopping = false;
  const crashes = new CrashCount(WINDOW_MS, options.now);
  /** The restart under way, if any: a stop waits for it, so that no server outlives the app. */
  let restarting: Promise<void> = Promise.resolve();

  const restart = async (code: number | null) => {
    if (stopping) return;
    if (code === RESTART_EXIT) options.log.info('server process restarting (a restore is staged)');
    else {
      const count = crashes.add();
      options.log.error(`server process ended unexpectedly (exit code ${code}); crash ${count}`);
      if (count > MAX_CRASHES)
        return options.onGaveUp(
          `The server process ended unexpectedly ${count} times within ${WINDOW_MS / 60_000} minutes (last exit code ${code}).`,
        );
      await new Promise((resolve) => setTimeout(resolve, (options.backoffMs ?? 1000) * count));
      if (stopping) return;
    }
    let next: Backend;
    try {
      next = await launch({ ...options.start, port });
    } catch (e) {
      if (stopping) return;
      options.log.error(`server process could not start again: ${(e as Error).message}`);
      return options.onGaveUp((e as Error).message);
    }
    // The app began to quit while this one started: it is not wanted any more.
    if (stopping) return next.stop();
    backend = next;
    options.log.info(`server process started again at ${backend.url}`);
    watch(backend);
    options.onRestarted(backend);
  };
  const watch = (running: Backend) => {
    void running.exited.then((code) => {
      restarting = restart(code);
    });
  };
  watch(backend);

  return {
    current: () => backend,
    stop: async () => {
      stopping = true;
      await restarting;
      await backend.stop();
    },
  };
}
