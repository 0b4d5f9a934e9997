// An office database restored onto another server (issue 24, item 2): pg_dump of the office's
// database, pg_restore into a second cluster whose transaction ids are far behind the first's, and the
// office started again on it at the same address. A desktop that had read the feed before the copy,
// one that had read past it (changes the restore does not bring back), and a new desktop: each must
// receive what arrives after the restore, and the new one everything the restored office holds.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPendingRestore, backUpTo, DB_FILE, stageRestore } from '../main/store/backup.ts';
import type { ExchangeStore, FeedChange } from '../main/store/exchange-store.ts';
import { PgExchange } from '../main/store/postgres/store.ts';
import { SqliteExchange } from '../main/store/sqlite-exchange.ts';
import { Store } from '../main/store/store.ts';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { readFeed } from './support/feed.ts';
import { type ApiServer, startApiServer } from './support/management.ts';
import { type Cluster, startCluster } from './support/pg-cluster.ts';
import { tinyPng } from './support/png.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { openTestStore } from './support/stores.ts';

const TC = '/purchase-to-pay/timecard';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function sql<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A database `setu` in the cluster, as the README has the office's made. */
async function officeDatabase(cluster: Cluster): Promise<string> {
  await sql(cluster.url, 'CREATE DATABASE setu');
  return cluster.url.replace(/\/postgres$/, '/setu');
}

let first: Cluster;
let second: Cluster;
let firstUrl: string;
let office: ServeProcess;
let acme: string;
const deskKeys: string[] = [];
const desks: ApiServer[] = [];
let dumpFile: string;

beforeAll(async () => {
  [first, second] = await Promise.all([startCluster(), startCluster()]);
  cleanups.push(
    () => first.stop(),
    () => second.stop(),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-restore-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  dumpFile = path.join(dir, 'office.dump');
  // The first server has been running a while: its transaction ids are thousands ahead of a new one's.
  await sql(
    first.url,
    'DO $$ BEGIN FOR i IN 1..5000 LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP; END $$',
  );
  firstUrl = await officeDatabase(first);
  const store = await PgExchange.open(firstUrl);
  acme = await store.addKey('acme');
  for (const name of ['front desk', 'back office', 'new desk'])
    deskKeys.push(await store.addKey(name, 'desktop'));
  await store.close();
  office = await startServe(['--store', firstUrl, '--role', 'both', '--quiet']);
  cleanups.push(() => office.stop());
}, 120_000);

const send = async (id: string, body?: Record<string, unknown>) => {
  const res = await fetch(`${office.url}${TC}/${id}`, {
    method: 'PUT',
    headers: {
      authorization: `Bearer ${acme}`,
      'content-type': 'application/json',
      standardVersionId: '2.0',
    },
    body: JSON.stringify(body ?? variant(exampleMessage(family('Timecard'), '2.0'), id)),
  });
  await res.arrayBuffer();
  return res.status;
};
const upload = async (id: string) => {
  const res = await fetch(`${office.url}/attachment/${id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${acme}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      document: tinyPng().toString('base64'),
      'mime type': 'image/png',
      filename: 'receipt.png',
    }),
  });
  await res.arrayBuffer();
  return res.status;
};
const corrected = (id: string, note: string) => ({
  ...variant(exampleMessage(family('Timecard'), '2.0'), id),
  referenceNumber: note,
});

async function desk(n: number): Promise<ApiServer> {
  const d = await startApiServer();
  cleanups.push(() => d.close());
  desks[n] = d;
  const res = await d.api('/api/office', { method: 'PUT', json: { url: office.url, key: deskKeys[n] } });
  expect(await res.json()).toMatchObject({ state: 'connected' });
  return d;
}
const pull = async (d: ApiServer) =>
  (await (await d.api('/api/office/pull', { method: 'POST' })).json()) as { state: string; received: number };
const inboxIds = async (d: ApiServer) =>
  new Set(
    ((await (await d.api('/api/inbox?limit=500')).json()) as { items: { id: string }[] }).items.map(
      (i) => i.id,
    ),
  );
const current = async (d: ApiServer, id: string) =>
  ((await (await d.api(`/api/resources${TC}/${id}`)).json()) as { body: { referenceNumber?: string } }).body;

describe('an office restored onto another PostgreSQL server', () => {
  const before = Array.from({ length: 20 }, () => randomUUID());
  const lost = [randomUUID(), randomUUID()];
  const after = [randomUUID(), randomUUID()];

  it('keeps every desktop receiving, and gives a new desktop everything it holds', async () => {
    for (const id of before) expect(await send(id)).toBe(201);
    expect(await upload(randomUUID())).toBe(201);
    const frontDesk = await desk(0);
    expect(await pull(frontDesk)).toMatchObject({ state: 'connected', received: 0 });
    expect((await inboxIds(frontDesk)).size).toBe(20);

    execFileSync('pg_dump', ['--format=custom', `--file=${dumpFile}`, firstUrl]);

    // Written after the copy: what the restore loses. The back office reads it.
    for (const id of lost) expect(await send(id)).toBe(201);
    expect(await send(before[0] as string, corrected(before[0] as string, 'lost correction'))).toBe(200);
    const backOffice = await desk(1);
    expect((await inboxIds(backOffice)).size).toBe(22);

    const port = new URL(office.url).port;
    await office.stop();
    const restored = await officeDatabase(second);
    execFileSync('pg_restore', ['--exit-on-error', `--dbname=${restored}`, dumpFile]);
    // The restored ids are ahead of the second server's counter: the case this test is about.
    const [ids] = await sql<{ ahead: boolean }>(
      restored,
      'SELECT (SELECT max(xid::text::bigint) FROM revisions) > pg_current_xact_id()::text::bigint AS ahead',
    );
    expect(ids?.ahead).toBe(true);

    office = await startServe(['--store', restored, '--role', 'both', '--quiet', '--port', port]);
    for (const id of after) expect(await send(id)).toBe(201);
    expect(
      await send(before[0] as string, corrected(before[0] as string, 'correction after the restore')),
    ).toBe(200);
    expect(await upload(randomUUID())).toBe(201);

    // The front desk's position came from the first server: the office says it reads from the start.
    const cursor = frontDesk.store.officeCursor() as string;
    const told = await fetch(`${office.url}/office/v1/changes?limit=1&after=${cursor}`, {
      headers: { authorization: `Bearer ${deskKeys[0]}` },
    });
    expect(await told.json()).toMatchObject({ restarted: true });

    // Each desktop stores only what it lacked: the two new timecards, the correction and the file.
    expect(await pull(frontDesk)).toMatchObject({ state: 'connected', received: 4 });
    expect(await inboxIds(frontDesk)).toEqual(new Set([...before, ...after]));
    expect(await current(frontDesk, before[0] as string)).toMatchObject({
      referenceNumber: 'correction after the restore',
    });
    expect(await pull(backOffice)).toMatchObject({ state: 'connected', received: 4 });
    expect(await inboxIds(backOffice)).toEqual(new Set([...before, ...lost, ...after]));
    expect(await current(backOffice, before[0] as string)).toMatchObject({
      referenceNumber: 'correction after the restore',
    });
    // Read to its end, the feed gives nothing again.
    expect(await pull(frontDesk)).toMatchObject({ received: 0 });

    // 22 timecards, one of them corrected, and two files.
    const newDesk = await desk(2);
    expect(await inboxIds(newDesk)).toEqual(new Set([...before, ...after]));
    expect(await pull(newDesk)).toMatchObject({ received: 0 });
    const history = await newDesk.api(`/api/resources${TC}/${before[0]}/history`);
    expect(((await history.json()) as { revisions: unknown[] }).revisions).toHaveLength(2);

    // And writes after the restore go on reaching every desktop.
    const later = randomUUID();
    expect(await send(later)).toBe(201);
    for (const d of desks) {
      expect(await pull(d)).toMatchObject({ received: 1 });
      expect((await inboxIds(d)).has(later)).toBe(true);
    }
  }, 240_000);
});

describe('positions a restore or a move would make wrong', () => {
  const timecard = (id: string, owner = 'acme') => ({
    put: {
      family: 'Timecard',
      owner,
      body: variant(exampleMessage(family('Timecard'), '2.0'), id),
      standardVersion: '2.0',
    },
  });
  const write = async (store: ExchangeStore, ids: string[]) => {
    for (const id of ids) expect((await store.change(TC, id, () => timecard(id))).created).toBe(true);
  };
  const idsOf = (changes: FeedChange[]) => changes.map((c) => c.id);

  it('SQLite: a data folder restored from an earlier copy, whose places the next writes take again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-restore-sqlite-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    let store = new SqliteExchange(Store.open(dir));
    const kept = [randomUUID(), randomUUID(), randomUUID()];
    await write(store, kept);
    const copy = path.join(dir, 'copy.sqlite');
    backUpTo(path.join(dir, DB_FILE), copy);
    await write(store, [randomUUID(), randomUUID()]);
    const { next: cursor } = await readFeed(store);
    await store.close();

    stageRestore(dir, copy);
    applyPendingRestore(dir);
    store = new SqliteExchange(Store.open(dir));
    cleanups.push(() => store.close());
    const after = [randomUUID(), randomUUID()];
    await write(store, after);
    const page = await store.changes({ after: cursor, limit: 100, maxBytes: 1 << 20 });
    expect(page.restarted).toBe(true);
    expect(idsOf((await readFeed(store, cursor)).changes)).toEqual([...kept, ...after]);
  });

  it('PostgreSQL: a database whose ids come from another cluster, found while the office runs', async () => {
    const { store, url, dispose } = await openTestStore('postgresql');
    cleanups.push(dispose);
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    await write(store, ids.slice(0, 2));
    const { next: cursor } = await readFeed(store);
    // As a pool that reconnects finds the database restored on a server with a counter far behind:
    // the stored ids lie ahead of every id this cluster has handed out.
    await sql(
      url as string,
      `UPDATE revisions SET xid = (pg_current_xact_id()::text::bigint + 100000 + position)::text::xid8`,
    );
    await write(store, ids.slice(2));
    const fresh = await readFeed(store);
    expect(idsOf(fresh.changes)).toEqual(ids);
    const resumed = await store.changes({ after: cursor, limit: 100, maxBytes: 1 << 20 });
    expect(resumed.restarted).toBe(true);
    expect(idsOf(resumed.changes)).toEqual(ids);
    // Placed in this cluster's order, the next write comes after all of them.
    const later = randomUUID();
    await write(store, [later]);
    expect(idsOf((await readFeed(store, fresh.next)).changes)).toEqual([later]);
  });
});
