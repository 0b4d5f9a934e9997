import fs from 'node:fs';

// Committing with synchronous=NORMAL and then syncing the WAL is what synchronous=FULL does inside
// COMMIT, but FULL holds the event loop for the whole disk flush. The WAL is opened for each sync
// rather than kept open: SQLite may remove it and make a new one, and a kept descriptor would then
// sync a file no longer in use. Opened r+ because Windows flushes only handles opened for writing.
const walOf = (databaseFile: string) => `${databaseFile}-wal`;

/** No WAL: the last connection to close folded it into the database file, and synced that. */
const noWal = (e: unknown) => (e as NodeJS.ErrnoException).code === 'ENOENT';

/** Makes every transaction committed so far on `databaseFile` durable, on libuv's thread pool. */
export async function syncWal(databaseFile: string): Promise<void> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(walOf(databaseFile), 'r+');
  } catch (e) {
    if (noWal(e)) return;
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
    fd = fs.openSync(walOf(databaseFile), 'r+');
  } catch (e) {
    if (noWal(e)) return;
    throw e;
  }
  try {
    fs.fdatasyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
