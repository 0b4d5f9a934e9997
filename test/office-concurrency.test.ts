// Several exchange servers on one PostgreSQL database, as several `serve` processes behind a load
// balancer run: each server has its own pool of connections, and requests alternate between them.
// What SQLite's single writer made true by itself must hold through constraints and transactions.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../main/server/server.ts';
import { PgExchange } from '../main/store/postgres/store.ts';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { readFeed } from './support/feed.ts';
import { testServerOptions } from './support/server.ts';
import { freshSchema } from './support/stores.ts';

const TC = '/purchase-to-pay/timecard';
const json = { 'content-type': 'application/json', standardVersionId: '2.0' };

let schema: Awaited<ReturnType<typeof freshSchema>>;
const stores: PgExchange[] = [];
const urls: string[] = [];
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  schema = await freshSchema();
  for (let i = 0; i < 2; i++) {
    const store = await PgExchange.open(schema.url);
    const running = await startServer(testServerOptions(), store, 0, '127.0.0.1');
    stores.push(store);
    urls.push(running.url);
    closers.push(async () => {
      await running.close();
      await store.close();
    });
  }
});
afterAll(async () => {
  for (const close of closers) await close();
  await schema.drop();
});

/** Sends request i to server i % 2, and answers its status once the body is read. */
async function send(i: number, path: string, init: RequestInit): Promise<number> {
  const res = await fetch(`${urls[i % 2]}${path}`, init);
  await res.arrayBuffer();
  return res.status;
}

const timecard = (id: string) => variant(exampleMessage(family('Timecard'), '2.0'), id);

describe('two servers, one database', () => {
  it('40 PUTs of one new id at once: one 201, the rest 200, revisions 1 to 40 without a gap', async () => {
    const id = randomUUID();
    const base = timecard(id);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(i, `${TC}/${id}`, {
          method: 'PUT',
          headers: json,
          body: JSON.stringify({ ...base, referenceNumber: `client ${i}` }),
        }),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(39);
    const history = await stores[0]?.history(TC, id);
    expect(history?.map((h) => h.revision)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(history?.map((h) => h.op)).toEqual(['create', ...Array(39).fill('update')]);
    expect(new Set(history?.map((h) => h.body.referenceNumber)).size).toBe(40);
  });

  it('the same message PUT 20 times at once: one 201, and one revision', async () => {
    const id = randomUUID();
    const body = JSON.stringify(timecard(id));
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i, `${TC}/${id}`, { method: 'PUT', headers: json, body })),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(19);
    expect(await stores[1]?.history(TC, id)).toHaveLength(1);
  });

  it('POSTs (create only) of one id at once: one 201, the rest 409', async () => {
    const id = randomUUID();
    const body = JSON.stringify(timecard(id));
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i, `${TC}/${id}`, { method: 'POST', headers: json, body })),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it('one documentId sent as 30 different resources at once: one is stored, 29 are 409', async () => {
    const shared = timecard(randomUUID());
    const ids = Array.from({ length: 30 }, () => randomUUID());
    const statuses = await Promise.all(
      ids.map((id, i) =>
        send(i, `${TC}/${id}`, { method: 'PUT', headers: json, body: JSON.stringify(shared) }),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(29);
    const stored = await Promise.all(ids.map((id) => stores[0]?.get(TC, id)));
    expect(stored.filter((r) => r !== undefined)).toHaveLength(1);
  });

  it('20 planning requests POSTed at once: 20 creates, each at its own server-assigned id', async () => {
    const request = exampleMessage(family('PlanningRequest'), '2.0');
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const res = await fetch(`${urls[i % 2]}/planning/requests`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(variant(request, `p${i}`)),
        });
        await res.arrayBuffer();
        return { status: res.status, location: res.headers.get('location') };
      }),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.location)).size).toBe(20);
    expect(await stores[0]?.count('/planning/requests')).toBe(20);
  });

  it('updates and deletes of one resource from both servers at once keep revisions gap-free', async () => {
    const id = randomUUID();
    const base = timecard(id);
    expect(await send(0, `${TC}/${id}`, { method: 'PUT', headers: json, body: JSON.stringify(base) })).toBe(
      201,
    );
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 10 === 9
          ? send(i, `${TC}/${id}`, { method: 'DELETE' })
          : send(i, `${TC}/${id}`, {
              method: 'PUT',
              headers: json,
              body: JSON.stringify({ ...base, referenceNumber: `edit ${i}` }),
            }),
      ),
    );
    const written = statuses.filter((s) => s === 200 || s === 201).length;
    const history = (await stores[0]?.history(TC, id)) ?? [];
    // A DELETE of a resource another request deleted a moment before finds nothing (404).
    expect(history).toHaveLength(1 + written);
    expect(history.map((h) => h.revision)).toEqual(history.map((_, i) => i + 1));
  });
});

describe('the change feed with writers in two servers', () => {
  it('gives every committed revision once, in each resource in revision order, while writes go on', async () => {
    const start = (await stores[0]?.changes({ limit: 1000, maxBytes: 1 << 20 }))?.next as string;
    const seen: { id: string; revision: number }[] = [];
    let cursor = start;
    let writing = true;
    const reader = (async () => {
      // Pages read while the writes are under way, small ones, then what is left.
      while (writing) {
        const page = await stores[1]?.changes({ after: cursor, limit: 7, maxBytes: 1 << 20 });
        for (const c of page?.changes ?? []) if (c.kind === 'revision') seen.push(c);
        cursor = page?.next ?? cursor;
      }
    })();
    const ids = Array.from({ length: 10 }, () => randomUUID());
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const id = ids[i % ids.length] as string;
        const body = { ...timecard(id), referenceNumber: `write ${i}` };
        return send(i, `${TC}/${id}`, { method: 'PUT', headers: json, body: JSON.stringify(body) });
      }),
    );
    writing = false;
    await reader;
    expect(statuses.filter((s) => s === 201)).toHaveLength(ids.length);
    expect(statuses.filter((s) => s === 200)).toHaveLength(200 - ids.length);
    const rest = await readFeed(stores[0] as PgExchange, cursor);
    for (const c of rest.changes) if (c.kind === 'revision') seen.push(c);
    const keys = seen.map((c) => `${c.id} ${c.revision}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const id of ids) {
      const history = (await stores[0]?.history(TC, id)) ?? [];
      expect(seen.filter((c) => c.id === id).map((c) => c.revision)).toEqual(history.map((h) => h.revision));
    }
    expect(seen).toHaveLength(200);
  });
});
