// better-sqlite3, taken with require. It is a CommonJS package: imported as an ES module, node first
// runs its CommonJS export scanner over it, which cost every `serve` start ~4 ms between the printed
// address and the first answer (68 → 64 ms, medians of 21 starts).
import { createRequire } from 'node:module';
import type Database from 'better-sqlite3';

const sqlite = createRequire(import.meta.url)('better-sqlite3') as typeof Database;

/** Opens a database file (creating it unless `fileMustExist`). */
export const openDatabase = (file: string, options?: Database.Options): Database.Database =>
  new sqlite(file, options);

export const { SqliteError } = sqlite;

/** Where this module found better-sqlite3: the worker threads (checkpoints, checks) require the same. */
export const sqliteModulePath = (): string => createRequire(import.meta.url).resolve('better-sqlite3');
