// The processes the benchmarks measure, each on its own so the load generator does not share its CPU;
// bench/server.ts runs this file bundled (startChild, runChild):
// - `bare <file>` answers 201 (or the file's bytes for GET) without doing anything;
// - `setu [dataDir]` is the exchange server;
// - `office <postgresql URL>` is the exchange server on PostgreSQL (the office server);
// - `sync <url> <concurrency> <count> <timecard file>` queues that many timecards in a new workbench store
//   and syncs them to the counterparty at `url`, twice; prints `{ "rate", "cold" }`, the messages per
//   second of the second batch and of the first.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../main/server/server.ts';
import { openConnection } from '../main/store/connection.ts';
import { Counterparties } from '../main/store/counterparties.ts';
import { Outbox } from '../main/store/outbox.ts';
import { SqliteExchange } from '../main/store/sqlite-exchange.ts';
import { Store } from '../main/store/store.ts';
import { SyncEngine } from '../main/sync/engine.ts';

const [mode, ...args] = process.argv.slice(2);
/** Removed on exit: a store this child made for itself (the caller removes one it passed). */
let own: string | undefined;
const ownDir = () => {
  own = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-bench-'));
  return own;
};
// A clean exit on SIGTERM lets --cpu-prof write its profile.
process.on('SIGTERM', () => {
  if (own) fs.rmSync(own, { recursive: true, force: true });
  process.exit(0);
});

function bare(file: string): void {
  const body = fs.readFileSync(file);
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'GET')
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
      else res.writeHead(201, { 'content-type': 'application/json', 'content-length': 2 }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1', () =>
    console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
  );
}

async function setu(dataDir: string | undefined, storeUrl?: string): Promise<void> {
  // The PostgreSQL client is loaded only for the office server, as `serve` loads it: held by a SQLite
  // server it would count against that server's memory.
  const store = storeUrl
    ? await (await import('../main/store/postgres/store.ts')).PgExchange.open(storeUrl)
    : new SqliteExchange(Store.open(dataDir ?? ownDir()));
  const running = await startServer(
    {
      role: 'both',
      publicUrl: '',
      bodyLimit: 5 << 20,
      attachmentLimit: 20 << 20,
      requireAuth: false,
      allowedHosts: [],
    },
    store,
    0,
    '127.0.0.1',
  );
  // Measured warm: the schemas compile in the background after listening.
  await running.warm;
  console.log(running.url);
}

async function sync(url: string, concurrency: number, count: number, file: string): Promise<void> {
  const timecard = JSON.parse(fs.readFileSync(file, 'utf8')) as { documentId: { value: string } };
  const store = Store.open(ownDir());
  const db = openConnection(store.file);
  const outbox = new Outbox(db);
  const counterparties = new Counterparties(db);
  counterparties.add({ name: 'bench', role: 'supplier', baseUrl: url });
  const queue = (n: number, batch: string) =>
    db.transaction(() => {
      for (let i = 0; i < n; i++) {
        const value = `bench-${process.pid}-${batch}-${i}`;
        outbox.add({
          counterparty: 'bench',
          family: 'Timecard',
          collection: '/purchase-to-pay/timecard',
          docKey: `Customer:${value}`,
          operation: 'submit',
          body: JSON.stringify({ ...timecard, documentId: { ...timecard.documentId, value } }),
          standardVersion: '2.0',
        });
      }
    })();
  const engine = new SyncEngine(outbox, counterparties, { concurrency });
  const timed = async (batch: string) => {
    queue(count, batch);
    const started = performance.now();
    const result = await engine.run();
    if (result.sent !== count) throw new Error(`sync sent ${result.sent} of ${count}`);
    return count / ((performance.now() - started) / 1000);
  };
  // The first batch runs cold (code not yet optimised, connections not yet open); the second shows the
  // engine as the app runs it after its first sync, and as the ceiling's server runs most of its load.
  const cold = await timed('first');
  const rate = await timed('second');
  await engine.close();
  db.close();
  store.close();
  fs.rmSync(own as string, { recursive: true, force: true });
  console.log(JSON.stringify({ rate, cold }));
}

if (mode === 'bare') bare(args[0] as string);
else if (mode === 'setu') await setu(args[0]);
else if (mode === 'office') await setu(undefined, args[0]);
else await sync(args[0] as string, Number(args[1]), Number(args[2]), args[3] as string);
