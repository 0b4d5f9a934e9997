// The desktop app's log: `logs/workbench.log` in the data folder, one line per event, rotated by size
// (workbench.1.log is the one before, up to KEEP of them) so that it never fills a disk. The main
// process writes it, for itself and for the server process (whose output it receives line by line).
import fs from 'node:fs';
import path from 'node:path';
import { types } from 'node:util';

const MAX_BYTES = 1024 * 1024;
const KEEP = 3;

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const logDir = (dataDir: string) => path.join(dataDir, 'logs');
export const logFile = (dataDir: string) => path.join(logDir(dataDir), 'workbench.log');

const lineOf = (level: string, message: string) =>
  `${new Date().toISOString()} ${level} ${message.replace(/\r?\n(?=.)/g, '\n    ')}\n`;

export class FileLog implements Logger {
  readonly file: string;
  private size: number;

  constructor(
    dataDir: string,
    private readonly maxBytes = MAX_BYTES,
  ) {
    fs.mkdirSync(logDir(dataDir), { recursive: true });
    this.file = logFile(dataDir);
    this.size = fs.existsSync(this.file) ? fs.statSync(this.file).size : 0;
  }

  info = (message: string) => this.write('info', message);
  warn = (message: string) => this.write('warn', message);
  error = (message: string) => this.write('error', message);

  private write(level: string, message: string): void {
    const line = lineOf(level, message);
    const bytes = Buffer.byteLength(line);
    if (this.size + bytes > this.maxBytes && this.size > 0) this.rotate();
    try {
      fs.appendFileSync(this.file, line);
      this.size += bytes;
    } catch {
      // A log that cannot be written (disk full, folder gone) must not take the app down with it.
    }
  }

  private rotate(): void {
    const numbered = (n: number) => this.file.replace(/\.log$/, `.${n}.log`);
    try {
      fs.rmSync(numbered(KEEP), { force: true });
      for (let n = KEEP - 1; n >= 1; n--)
        if (fs.existsSync(numbered(n))) fs.renameSync(numbered(n), numbered(n + 1));
      fs.renameSync(this.file, numbered(1));
      this.size = 0;
    } catch (e) {
      // A file that cannot be renamed (held open by another program on Windows, say) must neither stop
      // the writing nor let the log grow without end: the log starts over, and says why.
      const line = lineOf('warn', `the log could not be rotated, so it starts over: ${(e as Error).message}`);
      try {
        fs.writeFileSync(this.file, line);
        this.size = Buffer.byteLength(line);
      } catch {
        // Nor written: the write that follows fails quietly too.
      }
    }
  }
}

/** Main-process errors that nothing caught: to the log, which is where anyone will look for them. */
export function logProcessErrors(
  proc: {
    on(event: 'uncaughtException' | 'unhandledRejection', listener: (error: unknown) => void): unknown;
  },
  log: Logger,
): void {
  const text = (error: unknown) =>
    types.isNativeError(error) ? (error.stack ?? error.message) : String(error);
  proc.on('uncaughtException', (error) => log.error(`main process error: ${text(error)}`));
  proc.on('unhandledRejection', (error) => log.error(`main process promise rejected: ${text(error)}`));
}

/** Splits a stream's chunks into lines for `write`; a line cut between chunks is held until its end. */
export function lineWriter(write: (line: string) => void): (chunk: Buffer | string) => void {
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) write(line);
  };
}
