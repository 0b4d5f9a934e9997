// How a command opens the office's PostgreSQL database: a copy taken before a migration goes into the
// data folder's backups/, beside the SQLite store's own, unless the operator took one by hand.
import { backupsDir } from '../store/backup.ts';
import { type BackupPlace, SKIP_BACKUP_ENV } from '../store/postgres/backup.ts';

export function officeStoreOptions(dataDir: string): { backups: BackupPlace } {
  return { backups: { dir: backupsDir(dataDir), skip: process.env[SKIP_BACKUP_ENV] === '1' } };
}
