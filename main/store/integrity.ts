// The integrity check when the store opens: SQLite's quick_check (every page and record readable, the
// b-trees well-formed; it skips only the index-content comparison of integrity_check). It reads the
// whole file, about a millisecond per MB from the page cache: files up to CHECK_AT_OPEN_BYTES are
// checked before the store opens, larger ones in a worker thread while it serves.
import fs from 'node:fs';
import type { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { sqliteModulePath } from './sqlite.ts';

export const CHECK_AT_OPEN_BYTES = 256 * 1024 * 1024;

/**
 * A large file's check starts this long after the store opens: reading the whole file at once
 * competes for the disk and a core with the first page the clerk waits for.
 */
export const BACKGROUND_CHECK_DELAY_MS = 5_000;

/** The first problem quick_check finds, or undefined for a sound file. */
export function quickCheck(db: Database.Database): string | undefined {
  const [row] = db.pragma('quick_check(1)') as { quick_check: string }[];
  return row?.quick_check === 'ok' ? undefined : (row?.quick_check ?? 'quick_check gave no answer');
}

export const fileSize = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

// Runs in a worker thread, as CommonJS (eval), so a bundled app needs no separate worker file.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.lib);
let db;
try {
  db = new Database(workerData.file, { readonly: true, fileMustExist: true });
  const [row] = db.pragma('quick_check(1)');
  parentPort.postMessage({ problem: row && row.quick_check === 'ok' ? null : String(row ? row.quick_check : 'no answer') });
} catch (e) {
  parentPort.postMessage({ problem: String(e.message), code: e.code });
} finally {
  if (db) db.close();
}
`;

/**
 * Checks a large file from a second, read-only connection in a worker thread; `found` is called with
 * the first problem, if there is one. Stopped (without a verdict) when the store closes first.
 */
export function checkInBackground(
  file: string,
  found: (problem: string, code?: string) => void,
  delayMs = BACKGROUND_CHECK_DELAY_MS,
): () => void {
  let worker: Worker | undefined;
  const start = () => {
    try {
      // Taken when the thread starts: worker_threads would cost every start, most of which never check here.
      const threads = process.getBuiltinModule('node:worker_threads');
      worker = new threads.Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { lib: sqliteModulePath(), file },
      });
    } catch {
      return;
    }
    worker.on('message', (m: { problem: string | null; code?: string }) => {
      if (m.problem !== null) found(m.problem, m.code);
    });
    // A check that cannot run finds nothing; the store's own reads still report damage they meet.
    worker.on('error', () => {});
    worker.unref();
  };
  const timer = setTimeout(start, delayMs);
  timer.unref();
  return () => {
    clearTimeout(timer);
    void worker?.terminate();
  };
}
