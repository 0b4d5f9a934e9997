// A second connection to the store's database file, for modules that write synchronously outside
// the group-commit queue (counterparties, outbox): the CLI while `serve` runs, and the sync engine.
import Database from 'better-sqlite3';

/** Opens an already migrated database (open it with `Store.open` first) with the store's guarantees. */
export function openConnection(file: string): Database.Database {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    // FULL: a state change recorded before a request must survive a power cut, or a send repeats.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // The server or another command may hold the write lock for a moment: wait rather than fail.
    db.pragma('busy_timeout = 5000');
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}
