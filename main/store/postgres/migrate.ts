// Brings an office database's schema up to date, by the rules of the SQLite store's migrations: an
// applied migration edited since, or one this version does not know, stops the start with the reason.
// Several processes may start at once: an advisory lock lets one migrate while the others wait.
import type pg from 'pg';
import { checkOrder, sqlHash } from '../migrate.ts';
import type { Migration } from '../migrations.ts';

/** The advisory lock held while migrating ('setu' in ASCII). */
const MIGRATION_LOCK = 0x73657475;

interface AppliedRow {
  id: number;
  name: string;
  sha256: string;
}

export async function migratePostgres(client: pg.ClientBase, list: readonly Migration[]): Promise<number[]> {
  checkOrder(list);
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS migrations (
      id integer PRIMARY KEY,
      name text NOT NULL,
      sha256 text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = (await client.query<AppliedRow>('SELECT id, name, sha256 FROM migrations ORDER BY id'))
      .rows;
    const byId = new Map(list.map((m) => [m.id, m]));
    for (const row of applied) {
      const code = byId.get(row.id);
      if (!code) {
        throw new Error(
          `The database has migration ${row.id} (${row.name}) applied, which this version does not know; it was written by a newer version.`,
        );
      }
      if (sqlHash(code.sql) !== row.sha256) {
        throw new Error(
          `Migration ${row.id} (${row.name}) was edited after it had been applied to this database; add a new migration instead of changing an applied one.`,
        );
      }
    }
    const done = new Set(applied.map((r) => r.id));
    const ran: number[] = [];
    for (const m of list.filter((m) => !done.has(m.id))) {
      try {
        await client.query('BEGIN');
        await client.query(m.sql);
        await client.query('INSERT INTO migrations (id, name, sha256) VALUES ($1, $2, $3)', [
          m.id,
          m.name,
          sqlHash(m.sql),
        ]);
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw new Error(
          `Migration ${m.id} (${m.name}) failed: ${(e as Error).message}. Its changes were rolled back.`,
          { cause: e },
        );
      }
      ran.push(m.id);
    }
    return ran;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
  }
}
