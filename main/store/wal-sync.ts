import fs from 'node:fs';

/**
 * Makes every transaction committed so far on `databaseFile` durable: an fdatasync of its WAL on
 * libuv's thread pool, while the event loop goes on. Committing with synchronous=NORMAL and then
 * syncing the WAL is what synchronous=FULL does inside COMMIT, but FULL holds the event loop for the
 * whole disk flush. The WAL is opened for each sync rather than kept open: SQLite may remove it and
 * make a new one, and a kept descriptor would then sync a file no longer in use.
 */
export async function syncWal(databaseFile: string): Promise<void> {
  let handle: fs.promises.FileHandle;
  try {
    // r+ because Windows flushes only handles opened for writing; nothing is written through it.
    handle = await fs.promises.open(`${databaseFile}-wal`, 'r+');
  } catch (e) {
    // No WAL: the last connection to close folded it into the database file and synced that.
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** The same, blocking: for closing, when nothing else is left to do meanwhile. */
export function syncWalNow(databaseFile: string): void {
  let fd: number;
  try {
    fd = fs.openSync(`${databaseFile}-wal`, 'r+');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  try {
    fs.fdatasyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
