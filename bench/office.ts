// The office server: validated PUTs on PostgreSQL (a cluster started on this machine, flushing to
// disk as a production one does) with one `serve` process and with two sharing the database, next to
// the SQLite figure of the same run; how many commits PostgreSQL's own WAL flushes carried each; and
// the change feed's rate over 100,000 changes, read as a desktop reads it.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PgExchange } from '../main/store/postgres/store.ts';
import { startCluster } from '../test/support/pg-cluster.ts';
import { line, loadPuts, loadPutsAcross, startChild } from './server.ts';

const FEED_CHANGES = 100_000;
const timecardFile = path.resolve(import.meta.dirname, '../../shared/spec/examples/json/Timecard-2.0.json');

async function walFlushes(client: pg.Client): Promise<{ commits: number; syncs: number }> {
  const { rows } = await client.query<{ commits: string; syncs: string }>(
    `SELECT (SELECT sum(xact_commit) FROM pg_stat_database) AS commits, (SELECT wal_sync FROM pg_stat_wal) AS syncs`,
  );
  return { commits: Number(rows[0]?.commits), syncs: Number(rows[0]?.syncs) };
}

/** Adds resources (one revision each) until the database holds `total` revisions. */
async function fillTo(client: pg.Client, total: number): Promise<void> {
  const body = fs.readFileSync(timecardFile, 'utf8');
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM revisions');
  for (let left = total - Number(rows[0]?.n); left > 0; left -= 10_000) {
    await client.query(
      `SELECT setu_put('/purchase-to-pay/timecard', gen_random_uuid()::text, NULL, NULL, false, 'Timecard', '',
         '2.0', $1, NULL, NULL, NULL, '{}', '{}', '{}', now()::text) FROM generate_series(1, $2)`,
      [body, Math.min(10_000, left)],
    );
  }
}

export async function benchOffice(sqlitePut: { rate: number }): Promise<void> {
  console.log('\nOffice server on PostgreSQL (same machine, fsync on), 64 connections, wrk per process');
  const cluster = await startCluster({ fsync: true });
  const client = new pg.Client({ connectionString: cluster.url });
  try {
    // Migrated here once, so the measured processes start on a ready schema.
    await (await PgExchange.open(cluster.url)).close();
    await client.connect();

    const one = await startChild(['office', cluster.url]);
    const put1 = loadPuts(one.url);
    await one.stop();

    const two = [await startChild(['office', cluster.url]), await startChild(['office', cluster.url])];
    const before = await walFlushes(client);
    const put2 = await loadPutsAcross(two.map((c) => c.url));
    const after = await walFlushes(client);
    for (const c of two) await c.stop();

    await fillTo(client, FEED_CHANGES);
    const store = await PgExchange.open(cluster.url);
    const key = await store.addKey('bench desktop', 'desktop');
    await store.close();
    const reader = await startChild(['office', cluster.url]);
    let read = 0;
    let cursor = '';
    const started = performance.now();
    while (read < FEED_CHANGES) {
      const res = await fetch(`${reader.url}/office/v1/changes?limit=1000&after=${cursor}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      const page = (await res.json()) as { changes: unknown[]; next: string };
      if (page.changes.length === 0) break;
      read += page.changes.length;
      cursor = page.next;
    }
    const feedSeconds = (performance.now() - started) / 1000;
    await reader.stop();

    line('SETU PUT timecard, PostgreSQL, 1 process', put1, sqlitePut);
    line('SETU PUT timecard, PostgreSQL, 2 processes', put2, sqlitePut, 0.5);
    const perFlush = (after.commits - before.commits) / Math.max(1, after.syncs - before.syncs);
    console.log(
      `  (ratios against SQLite, 1 process, above; commits per WAL flush with 2 processes: ${perFlush.toFixed(1)})`,
    );
    console.log(
      `  change feed: ${read.toLocaleString('en')} changes in ${feedSeconds.toFixed(1)} s, ${Math.round(read / feedSeconds).toLocaleString('en')} changes/s (pages of 1,000 over HTTP)`,
    );
  } finally {
    await client.end().catch(() => {});
    cluster.stop();
  }
}
