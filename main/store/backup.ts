// Backups the user asks for or the app takes daily, and restoring one. A backup is `VACUUM INTO` a new
// file (a consistent, compacted copy of the open database, WAL included) made under a temporary name
// and renamed. A restore is checked first (SQLite's integrity check; migrations this version knows,
// unedited) and then staged beside the database; the swap happens before the store next opens, when
// nothing holds the file, and the database it replaces is kept in backups/.
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { sqlHash } from './migrate.ts';
import { migrations } from './migrations.ts';
import { createPrivate } from './private-files.ts';
import { openDatabase } from './sqlite.ts';
import { removeTemporary, temporaryFor } from './temporary-files.ts';

export const DB_FILE = 'workbench.sqlite';
export const PENDING_RESTORE = 'restore-pending.sqlite';
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * A consistent copy of the database `source` at `target` (which must not exist), durable once returned
 * and readable by the user only. A copy that fails (a full disk) leaves nothing behind.
 */
export function backUpTo(source: string, target: string): void {
  const tmp = temporaryFor(target);
  try {
    // VACUUM INTO fills an empty file it is given, and SQLite gives its journal the file's mode.
    createPrivate(tmp);
    const db = openDatabase(source, { readonly: true, fileMustExist: true });
    try {
      db.prepare('VACUUM INTO ?').run(tmp);
    } finally {
      db.close();
    }
    const fd = fs.openSync(tmp, 'r+');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, target);
  } catch (e) {
    removeTemporary(tmp);
    throw e;
  }
}

/** Checks that `file` is a sound Workbench database this version can open (perhaps after migrating it). */
export function checkBackup(file: string): void {
  let db: Database.Database;
  try {
    db = openDatabase(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new RestoreRefused(`The file cannot be opened as a database: ${(e as Error).message}.`);
  }
  try {
    let rows: { id: number; name: string; sha256: string }[];
    try {
      const result = db.pragma('integrity_check', { simple: true });
      if (result !== 'ok')
        throw new RestoreRefused(`The file is damaged (SQLite's integrity check: ${result}).`);
      rows = db.prepare('SELECT id, name, sha256 FROM migrations ORDER BY id').all() as typeof rows;
    } catch (e) {
      if (e instanceof RestoreRefused) throw e;
      throw new RestoreRefused(`The file is not a SETU Workbench database: ${(e as Error).message}.`);
    }
    if (rows.length === 0)
      throw new RestoreRefused('The file is not a SETU Workbench database (no migrations).');
    const known = new Map(migrations.map((m) => [m.id, m]));
    for (const row of rows) {
      const code = known.get(row.id);
      if (!code)
        throw new RestoreRefused(
          `The backup was made by a newer version of the Workbench (it has migration ${row.id}, ${row.name}). Update the app first.`,
        );
      if (sqlHash(code.sql) !== row.sha256)
        throw new RestoreRefused(
          `The backup's migration ${row.id} (${row.name}) differs from this version's.`,
        );
    }
  } finally {
    db.close();
  }
}

/** Checks `file` and stages it to replace the database when the store next opens. */
export function stageRestore(dataDir: string, file: string): void {
  checkBackup(file);
  const staged = path.join(dataDir, PENDING_RESTORE);
  fs.rmSync(staged, { force: true });
  backUpTo(file, staged);
}

/**
 * Puts a staged restore in place; call before the store opens. The database it replaces (with its
 * WAL) goes to backups/ first. Answers the kept copy's path, or nothing when no restore was staged.
 */
export function applyPendingRestore(dataDir: string, at = new Date()): string | undefined {
  const staged = path.join(dataDir, PENDING_RESTORE);
  if (!fs.existsSync(staged)) return undefined;
  const current = path.join(dataDir, DB_FILE);
  let kept: string | undefined;
  if (fs.existsSync(current)) {
    fs.mkdirSync(backupsDir(dataDir), { recursive: true });
    kept = path.join(backupsDir(dataDir), `workbench-${stamp(at)}-before-restore.sqlite`);
    backUpTo(current, kept);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(current + suffix, { force: true });
  }
  fs.renameSync(staged, current);
  return kept;
}

const DAILY = /^workbench-(\d{4}-\d{2}-\d{2})T.*-daily\.sqlite$/;

/**
 * Today's automatic backup, unless there is one; then only the newest `kept` daily backups stay (the
 * ones taken on request or before a migration are never removed here). Answers the new backup's path.
 */
export function dailyBackup(dataDir: string, kept: number, at = new Date()): string | undefined {
  const current = path.join(dataDir, DB_FILE);
  if (!fs.existsSync(current)) return undefined;
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const today = at.toISOString().slice(0, 10);
  const dailies = () =>
    fs
      .readdirSync(dir)
      .filter((n) => DAILY.test(n))
      .sort();
  let made: string | undefined;
  if (!dailies().some((n) => DAILY.exec(n)?.[1] === today)) {
    made = path.join(dir, `workbench-${stamp(at)}-daily.sqlite`);
    backUpTo(current, made);
  }
  for (const old of dailies().slice(0, -kept)) fs.rmSync(path.join(dir, old), { force: true });
  return made;
}
