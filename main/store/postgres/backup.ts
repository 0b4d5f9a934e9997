// The copy of an office database taken before a migration changes it, as the SQLite store copies its
// file first (../migrate.ts): pg_dump's custom format, which pg_restore reads back. It is taken by the
// process that migrates, while it holds the migration lock, so other processes starting meanwhile
// wait for it. Without pg_dump nothing is migrated: the error says how to take the copy by hand and
// how to go on once it is taken.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createPrivate, makePrivate } from '../private-files.ts';

/** Set (to 1) by an operator who took the copy by hand: the migration goes ahead without one. */
export const SKIP_BACKUP_ENV = 'SETU_MIGRATE_WITHOUT_BACKUP';

export interface BackupPlace {
  /** The folder the copies go to (the data folder's backups/). */
  dir: string;
  /** The operator took a copy by hand. */
  skip?: boolean;
}

/** A word for a POSIX shell, quoted. */
const quoted = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/** pg_dump's connection: the URL without its password (which the process list would show), and the password. */
function connection(url: string): { dbname: string; password: string | undefined } {
  const u = new URL(url);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { dbname: u.toString(), password };
}

function runPgDump(args: string[], password: string | undefined): Promise<void> {
  const env = password === undefined ? process.env : { ...process.env, PGPASSWORD: password };
  return new Promise((resolve, reject) => {
    execFile('pg_dump', args, { env }, (e, _stdout, stderr) => {
      if (!e) return resolve();
      const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
      reject(
        Object.assign(new Error(missing ? 'pg_dump was not found' : stderr.trim() || e.message), { missing }),
      );
    });
  });
}

/**
 * Copies the office's tables (in `schema`) to a new file in `place.dir` before `migration`; answers
 * the file, undefined when the operator took the copy by hand.
 */
export async function backUpOffice(
  url: string,
  schema: string,
  place: BackupPlace,
  migration: { id: number; name: string },
): Promise<string | undefined> {
  if (place.skip) return undefined;
  makePrivate(place.dir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(place.dir, `office-${stamp}-before-${migration.id}.dump`);
  const { dbname, password } = connection(url);
  // An office in a database of its own (public) is copied whole, as the README's pg_dump does; one in
  // a schema of a shared database, that schema (as a pattern pg_dump takes literally).
  const options = ['--format=custom'];
  if (schema !== 'public') options.push(`--schema="${schema.replace(/"/g, '""')}"`);
  const tmp = path.join(place.dir, `.${path.basename(file)}.${process.pid}.tmp`);
  // Created private first: pg_dump writes into the file as it finds it, with the mode it has.
  createPrivate(tmp);
  try {
    await runPgDump([...options, `--file=${tmp}`, `--dbname=${dbname}`], password);
    const fd = fs.openSync(tmp, 'r+');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    const { missing } = e as { missing?: boolean };
    throw new Error(
      [
        `Migration ${migration.id} (${migration.name}) changes the office database, which holds data, so a copy is taken first with PostgreSQL's pg_dump; ${
          missing ? 'pg_dump was not found' : `pg_dump failed: ${(e as Error).message}`
        }. Nothing was changed.`,
        `Install pg_dump of the database server's version or newer (Debian: apt-get install postgresql-client), or take the copy yourself${password ? ' (the password as PGPASSWORD or in ~/.pgpass)' : ''}:`,
        `  pg_dump ${[...options, `--file=${file}`, dbname].map(quoted).join(' ')}`,
        `and start again with ${SKIP_BACKUP_ENV}=1 in the environment.`,
      ].join('\n'),
      { cause: e },
    );
  }
  return file;
}
