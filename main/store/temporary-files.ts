// Temporary files in the data folder: a file is written under a temporary name and renamed once whole.
// The temporary name says which process writes it, so that one left behind by a process that ended
// mid-write (kill -9, a power cut) is known for what it is and removed at the next start: a 30 MB
// backup copy left on a full disk would otherwise keep every later write from being stored.
import fs from 'node:fs';
import path from 'node:path';

let made = 0;

/** A fresh temporary name beside `target`, hidden, naming this process. */
export function temporaryFor(target: string): string {
  made++;
  return path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${made}.tmp`);
}

/** What SQLite writes beside a database file: its rollback journal, WAL and shared memory. */
const SQLITE_SIDES = ['-journal', '-wal', '-shm'];

/** A temporary file and what SQLite may have written beside it, gone whatever is there. */
export function removeTemporary(file: string): void {
  for (const side of ['', ...SQLITE_SIDES]) fs.rmSync(file + side, { force: true });
}

// `…<pid>.<n>.tmp` as temporaryFor names it, and as the token and key files name theirs.
const TEMPORARY = /\.(\d+)\.\d+\.tmp(?:-journal|-wal|-shm)?$/;

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: a process runs under that id, someone else's.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files in `dir` whose writer no longer runs. Another process's write under
 * way (`key add` opens the store while `serve` takes a backup) is left alone.
 */
export function removeStaleTemporaries(dir: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = TEMPORARY.exec(name)?.[1];
    if (pid !== undefined && !running(Number(pid))) fs.rmSync(path.join(dir, name), { force: true });
  }
}
