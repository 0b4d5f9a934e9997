// The office server when things break under load: one of two `serve` processes killed, PostgreSQL
// restarted. Whatever was answered 201 must be in the database afterwards. While the database is
// away, health says so, answers name no internal host, and the log (even a quiet one) says what.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../main/server/server.ts';
import { PgExchange } from '../main/store/postgres/store.ts';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { startCluster } from './support/pg-cluster.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { testServerOptions } from './support/server.ts';
import { freshSchema } from './support/stores.ts';

const TC = '/purchase-to-pay/timecard';
const WORKERS = 8;
/** No load runs longer than this, whatever happens. */
const LOAD_MS = 20_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Load {
  acknowledged: string[];
  statuses: Map<number, number>;
  /** Acknowledged since `mark()`. */
  since(): number;
  mark(): void;
  stop(): Promise<void>;
}

/** PUTs of new timecards from WORKERS clients at a time, each to the server `target(i)` names. */
function putLoad(target: (i: number) => string): Load {
  const acknowledged: string[] = [];
  const statuses = new Map<number, number>();
  let stopped = false;
  let marked = 0;
  const until = Date.now() + LOAD_MS;
  const worker = async () => {
    for (let i = 0; !stopped && Date.now() < until; i++) {
      const id = randomUUID();
      try {
        const res = await fetch(`${target(i)}${TC}/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
          body: JSON.stringify(variant(exampleMessage(family('Timecard'), '2.0'), id)),
        });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 201) acknowledged.push(id);
        // While the database is away every answer is quick: do not spin.
        if (res.status === 503) await new Promise((r) => setTimeout(r, 20));
      } catch {
        // A process killed mid-request: that request was never acknowledged.
      }
    }
  };
  const workers = Array.from({ length: WORKERS }, worker);
  return {
    acknowledged,
    statuses,
    since: () => acknowledged.length - marked,
    mark: () => {
      marked = acknowledged.length;
    },
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + LOAD_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The acknowledged ids that the database does not hold. */
async function missing(url: string, ids: string[]): Promise<string[]> {
  const store = await PgExchange.open(url);
  try {
    const found = await Promise.all(ids.map(async (id) => ((await store.get(TC, id)) ? undefined : id)));
    return found.filter((id) => id !== undefined);
  } finally {
    await store.close();
  }
}

describe('the office server under faults', () => {
  it('kill -9 of one of two serve processes under PUT load: nothing acknowledged is lost, the other serves on', async () => {
    const schema = await freshSchema();
    cleanups.push(() => schema.drop());
    const serve = () => startServe(['--store', schema.url, '--role', 'both', '--quiet']);
    const processes: ServeProcess[] = [await serve(), await serve()];
    cleanups.push(async () => {
      for (const p of processes) await p.stop();
    });
    const [victim, survivor] = processes as [ServeProcess, ServeProcess];
    let killed = false;
    const load = putLoad((i) => (killed || i % 2 === 0 ? survivor.url : victim.url));
    await until(() => load.acknowledged.length >= 200, '200 acknowledged PUTs');
    victim.child.kill('SIGKILL');
    killed = true;
    load.mark();
    await until(() => load.since() >= 200, '200 PUTs acknowledged by the survivor');
    await load.stop();
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(await missing(schema.url, load.acknowledged)).toEqual([]);
    expect([...load.statuses.keys()]).toEqual([201]);
  });

  it('PostgreSQL restarted under load: 503 while it is down, 201 again after, nothing acknowledged lost', async () => {
    // A cluster of its own: the run's shared one serves the other test files meanwhile.
    const cluster = await startCluster();
    cleanups.push(() => cluster.stop());
    const store = await PgExchange.open(cluster.url);
    const running = await startServer(testServerOptions(), store, 0, '127.0.0.1');
    cleanups.push(async () => {
      await running.close();
      await store.close();
    });
    const load = putLoad(() => running.url);
    await until(() => load.acknowledged.length >= 200, '200 acknowledged PUTs');
    await cluster.down();
    load.mark();
    const refusedBefore = load.statuses.get(503) ?? 0;
    await until(() => (load.statuses.get(503) ?? 0) >= refusedBefore + 50, '50 answers 503 while down');
    await cluster.up();
    await until(() => load.since() >= 200, '200 PUTs acknowledged after the restart');
    await load.stop();
    expect(await missing(cluster.url, load.acknowledged)).toEqual([]);
    expect([...load.statuses.keys()].sort()).toEqual([201, 503]);
  });

  it('PostgreSQL down: /health fails, answers name no host, a quiet log says which database and when it is back', async () => {
    const cluster = await startCluster();
    cleanups.push(() => cluster.stop());
    const serve = await startServe(['--store', cluster.url, '--role', 'both', '--quiet']);
    cleanups.push(() => serve.stop());
    let log = '';
    serve.child.stderr.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const health = () => fetch(`${serve.url}/health`);
    const put = () => {
      const id = randomUUID();
      return fetch(`${serve.url}${TC}/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
        body: JSON.stringify(variant(exampleMessage(family('Timecard'), '2.0'), id)),
      });
    };
    const host = `127.0.0.1:${cluster.port}`;
    expect((await health()).status).toBe(200);
    expect((await put()).status).toBe(201);

    await cluster.down();
    for (const res of [await put(), await health(), await put()]) {
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ code: 'store-unavailable' });
      expect(text).not.toContain(String(cluster.port));
      expect(text).not.toContain('127.0.0.1');
    }
    // Once for the outage, not once a request; with the database's address.
    expect(log.match(/cannot be reached/g)).toHaveLength(1);
    expect(log).toContain(host);

    await cluster.up();
    await expect.poll(async () => (await health()).status, { timeout: 20_000 }).toBe(200);
    expect((await put()).status).toBe(201);
    expect(log).toMatch(/can be reached again/);
    // Quiet: the 2xx answers were not logged.
    expect(log).not.toMatch(/"status":20/);
  });
});
