// Brings an office database's schema up to date, by the rules of the SQLite store's migrations: an
// applied migration edited since, or one this version does not know, stops the start with the reason.
// Several processes may start at once: an advisory lock lets one migrate while the others wait. An
// already migrated database is copied first (backup.ts), as the SQLite store copies its file.
import type pg from 'pg';
import { checkOrder, type MigrationResult, sqlHash } from '../migrate.ts';
import type { Migration } from '../migrations.ts';

/** The advisory lock held while migrating ('setu' in ASCII). */
const MIGRATION_LOCK = 0x73657475;

interface AppliedRow {
  id: number;
  name: string;
  sha256: string;
}

/** Takes the copy before `first`, the first migration to apply; answers its file, if one was taken. */
export type BackUp = (schema: string, first: Migration) => Promise<string | undefined>;

export async function migratePostgres(
  client: pg.ClientBase,
  list: readonly Migration[],
  backUp: BackUp,
): Promise<MigrationResult> {
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
    const pending = list.filter((m) => !done.has(m.id));
    const first = pending[0];
    if (!first) return { applied: [], backup: undefined };
    // The tables are in the schema the connection creates them in: the first of its search_path.
    const schema = (await client.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s as string;
    const backup = applied.length > 0 ? await backUp(schema, first) : undefined;
    const ran: number[] = [];
    for (const m of pending) {
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
        const where = backup ? ` A copy of the database taken before migrating is at ${backup}.` : '';
        throw new Error(
          `Migration ${m.id} (${m.name}) failed: ${(e as Error).message}. Its changes were rolled back.${where}`,
          { cause: e },
        );
      }
      ran.push(m.id);
    }
    return { applied: ran, backup };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
  }
}
