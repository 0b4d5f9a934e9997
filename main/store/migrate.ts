import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Migration } from './migrations.ts';
import { privateFile } from './private-files.ts';

export interface MigrationResult {
  /** Ids of the migrations applied by this run, in order. */
  applied: number[];
  /** The copy taken before migrating an existing database, if one was needed. */
  backup: string | undefined;
}

interface AppliedRow {
  id: number;
  name: string;
  sha256: string;
}

export function sqlHash(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/**
 * Brings the schema up to date. Refuses to touch a database whose recorded migrations disagree with
 * the code (edited, or written by a newer version), and copies an already migrated database aside
 * before changing it, so a failure can always be recovered from by hand.
 */
export function migrate(db: Database.Database, dataDir: string, list: readonly Migration[]): MigrationResult {
  checkOrder(list);
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    sha256 TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = db.prepare('SELECT id, name, sha256 FROM migrations ORDER BY id').all() as AppliedRow[];
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const row of applied) {
    const code = byId.get(row.id);
    if (!code) {
      throw new Error(
        `The database has migration ${row.id} (${row.name}) applied, which this version of the app does not know; it was written by a newer version.`,
      );
    }
    if (sqlHash(code.sql) !== row.sha256) {
      throw new Error(
        `Migration ${row.id} (${row.name}) was edited after it had been applied to this database; add a new migration instead of changing an applied one.`,
      );
    }
  }
  const done = new Set(applied.map((r) => r.id));
  const pending = list.filter((m) => !done.has(m.id));
  const first = pending[0];
  if (!first) return { applied: [], backup: undefined };

  const backup = applied.length > 0 ? backUp(db, dataDir, first.id) : undefined;
  const record = db.prepare('INSERT INTO migrations (id, name, sha256, applied_at) VALUES (?, ?, ?, ?)');
  const result: number[] = [];
  for (const m of pending) {
    try {
      db.transaction(() => {
        db.exec(m.sql);
        record.run(m.id, m.name, sqlHash(m.sql), new Date().toISOString());
      })();
    } catch (e) {
      const where = backup
        ? `A copy of the database taken before migrating is at ${backup}.`
        : 'The database had no data before this migration.';
      throw new Error(
        `Migration ${m.id} (${m.name}) failed: ${(e as Error).message}. Its changes were rolled back and the database file was left in place. ${where}`,
        { cause: e },
      );
    }
    result.push(m.id);
  }
  return { applied: result, backup };
}

export function checkOrder(list: readonly Migration[]): void {
  for (let i = 1; i < list.length; i++) {
    const prev = list[i - 1] as Migration;
    const cur = list[i] as Migration;
    if (cur.id <= prev.id) {
      throw new Error(
        `Migrations must have strictly increasing ids: ${cur.id} (${cur.name}) follows ${prev.id}.`,
      );
    }
  }
}

/** VACUUM INTO writes a consistent, compacted copy even while WAL frames are pending. */
function backUp(db: Database.Database, dataDir: string, beforeId: number): string {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let file = path.join(dir, `workbench-${stamp}-before-${beforeId}.sqlite`);
  // VACUUM INTO refuses an existing file; two opens within one millisecond must not collide.
  for (let n = 2; fs.existsSync(file); n++) {
    file = path.join(dir, `workbench-${stamp}-before-${beforeId}-${n}.sqlite`);
  }
  db.prepare('VACUUM INTO ?').run(file);
  privateFile(file);
  return file;
}
