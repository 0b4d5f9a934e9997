// Upgrading an office: a database that holds data is copied with pg_dump before a migration changes
// it, the copy private in the data folder's backups/ and restorable with pg_restore. Without pg_dump
// nothing is changed and the error says exactly how to take the copy by hand and go on. A cluster of
// its own, so that no other test's schemas come and go while pg_dump reads the catalog.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratePostgres } from '../main/store/postgres/migrate.ts';
import { postgresMigrations } from '../main/store/postgres/migrations.ts';
import { cliWith } from './support/cli.ts';
import { type Cluster, startCluster } from './support/pg-cluster.ts';
import { startServe } from './support/serve-process.ts';

let cluster: Cluster;
let dir: string;
beforeAll(async () => {
  cluster = await startCluster();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-office-upgrade-'));
});
afterAll(() => {
  cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A new database as the first release left it: migration 1 applied, and a key issued; the office's
 * tables in `schema` of a database shared with others when one is given.
 */
async function firstRelease(name: string, schema?: string): Promise<string> {
  await withClient(cluster.url, (c) => c.query(`CREATE DATABASE ${name}`));
  let url = cluster.url.replace(/\/postgres$/, `/${name}`);
  if (schema) {
    await withClient(url, (c) => c.query(`CREATE SCHEMA ${schema}`));
    url = `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  }
  await withClient(url, async (c) => {
    await migratePostgres(c, postgresMigrations.slice(0, 1), async () => undefined);
    await c.query(
      "INSERT INTO inbound_keys (name, kind, hash, created_at) VALUES ('acme', 'counterparty', $1, '2026-11-01T08:00:00.000Z')",
      ['ab'.repeat(32)],
    );
  });
  return url;
}

const appliedIds = (url: string) =>
  withClient(url, async (c) =>
    (await c.query<{ id: number }>('SELECT id FROM migrations ORDER BY id')).rows.map((r) => r.id),
  );

describe('an office database that holds data, before a migration', () => {
  it('is copied with pg_dump into the data folder, privately, and the copy restores', async () => {
    const url = await firstRelease('upgraded');
    const data = path.join(dir, 'data');
    const serve = await startServe(['--store', url, '--data', data, '--quiet']);
    await serve.stop();
    expect(await appliedIds(url)).toEqual(postgresMigrations.map((m) => m.id));

    const files = fs.readdirSync(path.join(data, 'backups'));
    expect(files).toEqual([expect.stringMatching(/^office-.+-before-2\.dump$/)]);
    const file = path.join(data, 'backups', files[0] as string);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    await withClient(cluster.url, (c) => c.query('CREATE DATABASE restored'));
    const restored = cluster.url.replace(/\/postgres$/, '/restored');
    execFileSync('pg_restore', ['--exit-on-error', `--dbname=${restored}`, file]);
    expect(await appliedIds(restored)).toEqual([1]);
    const keys = await withClient(
      restored,
      async (c) => (await c.query('SELECT name FROM inbound_keys')).rows,
    );
    expect(keys).toEqual([{ name: 'acme' }]);
  });

  it('is left as it is without pg_dump, with the way to copy it by hand and go on', async () => {
    const url = await firstRelease('shared_db', 'office');
    const data = path.join(dir, 'without');
    const noPgDump = { PATH: path.join(dir, 'no-programs-here') };
    const refused = await cliWith({ env: noPgDump }, 'serve', '--store', url, '--data', data, '--port', '0');
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Migration 2 (key-rotation) changes the office database');
    expect(refused.stderr).toContain('pg_dump was not found. Nothing was changed.');
    const line = refused.stderr.split('\n').find((l) => l.trimStart().startsWith('pg_dump '));
    // The office's schema alone: the database is shared.
    expect(line).toMatch(
      /^ {2}pg_dump '--format=custom' '--schema="office"' '--file=.+before-2\.dump' '.+\/shared_db\?options=.+'$/,
    );
    expect(refused.stderr).toContain('SETU_MIGRATE_WITHOUT_BACKUP=1');
    expect(await appliedIds(url)).toEqual([1]);
    expect(fs.readdirSync(path.join(data, 'backups'))).toEqual([]);

    // The command as printed takes the copy; told so, the next start migrates without one.
    const command = (line as string)
      .trim()
      .split(' ')
      .slice(1)
      .map((w) => w.slice(1, -1));
    execFileSync('pg_dump', command);
    const started = await cliWith(
      { env: { ...noPgDump, SETU_MIGRATE_WITHOUT_BACKUP: '1' } },
      'key',
      'list',
      '--store',
      url,
      '--data',
      data,
    );
    expect(started.stdout).toContain('acme\tcounterparty');
    expect(await appliedIds(url)).toEqual(postgresMigrations.map((m) => m.id));
    expect(fs.readdirSync(path.join(data, 'backups'))).toEqual([expect.stringMatching(/before-2\.dump$/)]);
  });
});
