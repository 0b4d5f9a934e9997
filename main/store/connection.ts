// A second connection to the store's database file, for modules that write synchronously outside
// the group-commit queue (counterparties, outbox): the CLI while `serve` runs, and the sync engine.
import type Database from 'better-sqlite3';
import { openDatabase } from './sqlite.ts';

/** The guarantees every connection to the store's file gives. */
export function durable(db: Database.Database): Database.Database {
  db.pragma('journal_mode = WAL');
  // FULL: every commit fsyncs the WAL, so an acknowledged write (a 201, a recorded send) survives a
  // power cut, not just a crash.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Another process (the CLI, the server) may hold the write lock for a moment: wait rather than fail.
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Opens an already migrated database (open it with `Store.open` first) with the store's guarantees. */
export function openConnection(file: string): Database.Database {
  const db = openDatabase(file);
  try {
    return durable(db);
  } catch (e) {
    db.close();
    throw e;
  }
}
