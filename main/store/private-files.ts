// The data directory holds names, addresses, pay rates and key hashes, so only its user may read
// it: the directory (and its subdirectories) 0700, every file 0600. SQLite gives a database's WAL
// and shared-memory files the database file's permissions, so creating that file private covers them.
import fs from 'node:fs';
import path from 'node:path';

// Windows has no such permission bits; a user's profile folder is private there already.
const applies = process.platform !== 'win32';

/**
 * Creates the directory private, or makes an existing one and everything in it private: an install
 * made before this rule, or a copy restored with loose permissions, is repaired at start.
 */
export function makePrivate(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (applies) tighten(dir);
}

/**
 * The directory and what it holds. What vanishes between the listing and its turn (a cache's files,
 * Chromium's in an earlier desktop app's folder) is passed by, not created again.
 */
function tighten(dir: string): void {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    try {
      // Links are left alone: what they point to is not the data directory's to change.
      if (entry.isDirectory()) tighten(full);
      else if (entry.isFile()) privateFile(full);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
}

/** Makes one file readable and writable by its user only. */
export function privateFile(file: string): void {
  if (applies && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
}

/** Creates an empty file private unless it exists (SQLite takes an empty file as an empty database). */
export function createPrivate(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
}
