import fs from 'node:fs';
import { temporaryFor } from './store/temporary-files.ts';

/** The permission bits of `file`, or undefined when it does not exist. */
function modeOf(file: string): number | undefined {
  try {
    return fs.statSync(file).mode & 0o777;
  } catch {
    return undefined;
  }
}

/**
 * Writes through a temporary file in the same directory and renames it over the target, so a
 * crash or a full disk leaves either the old file or the new one, never a torn one. The temporary
 * file is private, as the data folder's files must be; a file replaced keeps its permissions.
 */
export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const tmp = temporaryFor(file);
  try {
    const fd = fs.openSync(tmp, 'wx', 0o600);
    try {
      fs.writeFileSync(fd, data);
      const mode = modeOf(file);
      if (mode !== undefined && process.platform !== 'win32') fs.fchmodSync(fd, mode);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}
