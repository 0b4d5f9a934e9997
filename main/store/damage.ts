// A damaged database file (SQLite reports it corrupt, or not a database at all): what is said about
// it, the copy kept of it, and the backup to restore. Once the store knows of damage it takes no more
// writes, so nothing more is acknowledged into a file that may lose it.
import fs from 'node:fs';
import path from 'node:path';
import { privateFile } from './private-files.ts';

/** Whether an error is SQLite finding the file damaged (SQLITE_CORRUPT and its extended codes, SQLITE_NOTADB). */
export const isCorruption = (e: unknown): boolean =>
  /^SQLITE_(CORRUPT|NOTADB)/.test(String((e as { code?: unknown } | undefined)?.code ?? ''));

export interface Damage {
  file: string;
  /** What SQLite found, in its words. */
  problem: string;
  /** The copy of the damaged file kept when the damage was found while running. */
  copy?: string;
  /** The newest backup in the data directory's `backups/`, if any. */
  backup?: string;
  /** All of the above in plain words, with what to do. */
  description: string;
}

/** Raised by the store once it knows its file is damaged: at open, and by every write after. */
export class StoreDamaged extends Error {
  constructor(readonly damage: Damage) {
    super(damage.description);
    this.name = 'StoreDamaged';
  }
}

/** The most recently written backup of the data directory's database, if any. */
export function newestBackup(dataDir: string): string | undefined {
  const dir = path.join(dataDir, 'backups');
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((n) => n.endsWith('.sqlite'));
  } catch {
    return undefined;
  }
  const dated = names.map((n) => ({ file: path.join(dir, n), at: fs.statSync(path.join(dir, n)).mtimeMs }));
  return dated.sort((a, b) => b.at - a.at)[0]?.file;
}

export function describeDamage(file: string, problem: string, copy?: string): Damage {
  const backup = newestBackup(path.dirname(file));
  const kept = copy ? ` A copy of it as found is in ${copy}.` : '';
  const restore = backup
    ? `To restore the newest backup (${backup}, written ${fs.statSync(backup).mtime.toISOString()}): stop the Workbench, move ${file} and any ${path.basename(file)}-wal and -shm files beside it elsewhere, and copy the backup to ${file}. Messages received since that backup are not in it.`
    : `There is no backup in ${path.join(path.dirname(file), 'backups')}: move ${file} and its -wal and -shm files elsewhere to start with an empty store, and keep them for recovery (sqlite3's .recover).`;
  return {
    file,
    problem,
    copy,
    backup,
    description: `The database ${file} is damaged (${problem}); nothing more is written to it.${kept} ${restore}`,
  };
}

/**
 * Copies the damaged file and its WAL into `damaged-<time>/` beside it before anything else touches
 * them: what SQLite could still read (and a recovery tool may) stays as it was found.
 */
export function keepCopy(file: string): string | undefined {
  const dir = path.join(path.dirname(file), `damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    for (const suffix of ['', '-wal']) {
      const from = `${file}${suffix}`;
      if (!fs.existsSync(from)) continue;
      const to = path.join(dir, path.basename(from));
      fs.copyFileSync(from, to);
      privateFile(to);
    }
    return dir;
  } catch {
    // A full or failing disk may be the cause: the damage is still reported, without the copy.
    return undefined;
  }
}
