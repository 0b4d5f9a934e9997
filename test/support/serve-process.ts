// `setu-workbench serve` in a child process, as a user starts it: the URL and the UI address it
// prints, its access log (stderr, a JSON object a line), and a stop that waits for it to exit.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { bin } from './cli.ts';

export interface ServeProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  /** The Workbench UI's address with its sign-in token (loopback only). */
  uiUrl?: string;
  token?: string;
  log: { method: string; path: string; status: number }[];
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts `serve --port 0` (unless args give a port) and resolves once it answers: it prints its
 * addresses before its store is open (requests wait for it), and a test that changes the store
 * behind it must not do so while it opens. `cli` is another checkout's bin/setu-workbench.mjs
 * (bench/compare.ts); `printed` resolves as soon as the addresses are printed, when a user's
 * browser opens the page (bench/ui.ts).
 */
export function startServe(
  args: string[],
  cli = bin,
  until: 'answering' | 'printed' = 'answering',
): Promise<ServeProcess> {
  const withPort = args.includes('--port') ? args : ['--port', '0', ...args];
  const child = spawn(process.execPath, [cli, 'serve', ...withPort]);
  const log: ServeProcess['log'] = [];
  let errText = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errText += chunk.toString();
    const lines = errText.split('\n');
    errText = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('{')) log.push(JSON.parse(line));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // The management API (and so the UI's address) is served on loopback, and not by an office server.
  const loopback =
    !args.includes('--store') && !args.some((a, i) => args[i - 1] === '--listen' && !a.startsWith('127.'));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /listening on (\S+)/.exec(out)?.[1];
      const ui = /Workbench UI: (\S+)/.exec(out)?.[1];
      if (!url || (loopback && !ui)) return;
      child.stdout.removeAllListeners('data');
      const token = ui ? (new URL(ui).searchParams.get('token') ?? undefined) : undefined;
      const started = { child, url, uiUrl: ui, token, log, stop };
      if (until === 'printed') return resolve(started);
      // Held until the store is open (a damaged one answers too); a start that fails exits (below).
      fetch(`${url}/health`).then(
        () => (child.exitCode === null ? resolve(started) : undefined),
        () => undefined,
      );
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${out}${errText}`)));
  });
}
