// The SQLite store and the office's PostgreSQL store are two schemas kept in step by hand (their
// migrations mirror each other): each is migrated fresh, read from its engine's catalog, and compared
// in the tables the office holds. A table only the desktop has is outside the comparison, so a new
// desktop table needs nothing here; what differs by design is listed below, each with its reason.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../main/store/migrate.ts';
import { type Migration, migrations } from '../main/store/migrations.ts';
import { migratePostgres } from '../main/store/postgres/migrate.ts';
import { postgresMigrations } from '../main/store/postgres/migrations.ts';
import { postgresShape, type SchemaShape, schemaDifferences, sqliteShape } from './support/schema-shape.ts';
import { freshSchema } from './support/stores.ts';

const byDesign = new Set<string>([
  // The feed's order. SQLite has one writer, so its feed reads revisions by rowid, and an attachment is
  // placed after the revision last written before it. PostgreSQL's writers commit out of order, so
  // each change carries its transaction's id and a position within it (feed.ts, both stores).
  'attachments.after_revision: only in SQLite (integer not null default 0)',
  "attachments.position: only in PostgreSQL (integer not null default nextval('change_positions'))",
  'attachments.xid: only in PostgreSQL (xid8 not null default pg_current_xact_id())',
  "revisions.position: only in PostgreSQL (integer not null default nextval('change_positions'))",
  'revisions.xid: only in PostgreSQL (xid8 not null default pg_current_xact_id())',
  // SQLite keeps a revision's zoneless times in a table of their own (zoneless_times, migration 9, a
  // row only where there are any); the office schema was written later, with them in the revision.
  'revisions.zoneless: only in PostgreSQL (text)',
  // SQLite lets a primary key of a table with a rowid hold NULL unless it says NOT NULL
  // (https://sqlite.org/lang_createtable.html#the_primary_key); the store never writes one.
  'attachments.id: text in SQLite, text not null in PostgreSQL',
  // Each store's own bookkeeping of its migrations: PostgreSQL stamps the time itself.
  'migrations.applied_at: text not null in SQLite, timestamp with time zone not null default now() in PostgreSQL',
  // Written into the office's first schema, where several processes compute revisions in SQL
  // (setu_put). On SQLite the store's code alone computes them (a first revision is 1, each next one
  // more); adding the check there means rebuilding its two largest tables.
  'resources: check revision > 0 only in PostgreSQL',
  'revisions: check revision > 0 only in PostgreSQL',
]);

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fresh SQLite file migrated by `list`, read back. */
function sqliteOf(list: readonly Migration[]): SchemaShape {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-schemas-'));
  dirs.push(dir);
  const db = new Database(path.join(dir, 'workbench.sqlite'));
  try {
    migrate(db, dir, list);
    return sqliteShape(db);
  } finally {
    db.close();
  }
}

/** A fresh schema of the run's PostgreSQL migrated by `list`, read back. */
async function postgresOf(list: readonly Migration[]): Promise<SchemaShape> {
  const schema = await freshSchema();
  const client = new pg.Client({ connectionString: schema.url });
  await client.connect();
  try {
    await migratePostgres(client, list, async () => undefined);
    return await postgresShape(client);
  } finally {
    await client.end();
    await schema.drop();
  }
}

describe('the SQLite and PostgreSQL schemas', () => {
  let sqlite: SchemaShape;
  let postgres: SchemaShape;
  let found: string[];
  beforeAll(async () => {
    sqlite = sqliteOf(migrations);
    postgres = await postgresOf(postgresMigrations);
    found = schemaDifferences(sqlite, postgres);
  });

  it('hold the same tables, columns and constraints, but for the differences by design', () => {
    expect(found.filter((d) => !byDesign.has(d))).toEqual([]);
    // A difference that is gone is taken off the list, which would otherwise excuse it coming back.
    expect([...byDesign].filter((d) => !found.includes(d))).toEqual([]);
    // Read from both catalogs, not two empty shapes agreeing.
    for (const shape of [sqlite, postgres])
      expect(shape.get('inbound_keys')).toMatchObject({
        unique: new Set(['(hash)', '(name) where revoked_at IS NULL AND replaced_at IS NULL']),
        checks: new Set(["kind IN ('counterparty', 'desktop')"]),
      });
  });

  /** What one more migration on either side adds to today's differences. */
  async function differencesWith(more: { sqlite?: string; postgres?: string }): Promise<string[]> {
    const later = (sql: string): Migration => ({ id: 9999, name: 'only-here', sql });
    const withSqlite = more.sqlite ? sqliteOf([...migrations, later(more.sqlite)]) : sqlite;
    const withPostgres = more.postgres
      ? await postgresOf([...postgresMigrations, later(more.postgres)])
      : postgres;
    return schemaDifferences(withSqlite, withPostgres).filter((d) => !found.includes(d));
  }

  it('differ when a column is added to one side only', async () => {
    expect(await differencesWith({ sqlite: 'ALTER TABLE resources ADD COLUMN note TEXT;' })).toEqual([
      'resources.note: only in SQLite (text)',
    ]);
    expect(
      await differencesWith({ postgres: 'ALTER TABLE refs ADD COLUMN weight integer NOT NULL DEFAULT 1;' }),
    ).toEqual(['refs.weight: only in PostgreSQL (integer not null default 1)']);
  });

  it("differ in a column's nullability or default, and in a unique rule", async () => {
    expect(
      await differencesWith({
        postgres: `ALTER TABLE attachments ALTER COLUMN filename SET NOT NULL;
          ALTER TABLE inbound_keys ALTER COLUMN kind SET DEFAULT 'desktop';
          CREATE UNIQUE INDEX attachments_sha256 ON attachments (owner, sha256);`,
      }),
    ).toEqual([
      'attachments.filename: text in SQLite, text not null in PostgreSQL',
      'attachments: unique (owner, sha256) only in PostgreSQL',
      "inbound_keys.kind: text not null default 'counterparty' in SQLite, text not null default 'desktop' in PostgreSQL",
    ]);
  });

  it('read one table written for each engine as the same, and tell a changed check', async () => {
    // The same rules in each engine's words: a boolean, an identity key, IN lists, a cascade.
    const sqliteProbe = `CREATE TABLE probe (
      id INTEGER PRIMARY KEY REFERENCES resources (seq) ON DELETE CASCADE,
      flag INTEGER NOT NULL DEFAULT 1 CHECK (flag IN (0, 1)),
      -- a comment with an apostrophe's CHECK (x)
      kind TEXT NOT NULL CHECK (kind IN ('a', 'b')),
      at TEXT,
      UNIQUE (kind, at)
    );`;
    const postgresProbe = (kinds: string) => `CREATE TABLE probe (
      id bigint PRIMARY KEY REFERENCES resources (seq) ON DELETE CASCADE,
      flag boolean NOT NULL DEFAULT true,
      kind text NOT NULL CHECK (kind IN (${kinds})),
      at text,
      UNIQUE (kind, at)
    );`;
    expect(await differencesWith({ sqlite: sqliteProbe, postgres: postgresProbe("'a', 'b'") })).toEqual([]);
    expect(await differencesWith({ sqlite: sqliteProbe, postgres: postgresProbe("'a', 'c'") })).toEqual([
      "probe: check kind IN ('a', 'b') only in SQLite",
      "probe: check kind IN ('a', 'c') only in PostgreSQL",
    ]);
  });

  it("compare the office's tables: one only the desktop has is outside, one only the office has is not", async () => {
    const table = 'CREATE TABLE notes (id text PRIMARY KEY, body text NOT NULL);';
    expect(await differencesWith({ sqlite: table })).toEqual([]);
    expect(await differencesWith({ postgres: table })).toEqual(['notes: only in PostgreSQL']);
  });
});
