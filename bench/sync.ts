// Sync throughput: a batch of queued timecards delivered to a local counterparty (the exchange server
// in a child process), next to that counterparty's own PUT ceiling measured in the same run, and the
// same batch with a concurrency of 1 for comparison.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openConnection } from '../main/store/connection.ts';
import { Counterparties } from '../main/store/counterparties.ts';
import { Outbox } from '../main/store/outbox.ts';
import { Store } from '../main/store/store.ts';
import { SyncEngine } from '../main/sync/engine.ts';

const here = import.meta.dirname;
const timecard = JSON.parse(
  fs.readFileSync(path.resolve(here, '../../shared/spec/examples/json/Timecard-2.0.json'), 'utf8'),
) as { documentId: { value: string } };
const BATCH = Number(process.env.BENCH_SYNC_BATCH ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

async function counterparty(): Promise<{ url: string; proc: ChildProcess; stop(): Promise<void> }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve-child.ts'), 'setu'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve) =>
    proc.stdout?.once('data', (c: Buffer) => resolve(c.toString().trim())),
  );
  const stop = () =>
    new Promise<void>((done) => {
      proc.once('exit', () => done());
      proc.kill('SIGTERM');
    });
  return { url, proc, stop };
}

/** The counterparty's own ceiling: validated durable PUTs with fresh ids from 64 connections. */
async function putCeiling(url: string): Promise<number> {
  const body = JSON.stringify(timecard);
  const result = await autocannon({
    url,
    connections: 64,
    duration: SECONDS,
    method: 'PUT',
    headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
    requests: [
      {
        setupRequest: (req) => {
          const id = randomUUID();
          return {
            ...req,
            path: `/purchase-to-pay/timecard/${id}`,
            body: body.replace(timecard.documentId.value, id),
          };
        },
      },
    ],
  });
  return result['2xx'] / result.duration;
}

/** Queues the batch in a fresh workbench store and syncs it; returns messages per second. */
async function syncBatch(url: string, concurrency: number, size: number): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-bench-sync-'));
  const store = Store.open(dir, { backgroundCheckpoint: false });
  const db = openConnection(store.file);
  const outbox = new Outbox(db);
  const counterparties = new Counterparties(db);
  counterparties.add({ name: 'bench', role: 'supplier', baseUrl: url });
  db.transaction(() => {
    for (let i = 0; i < size; i++) {
      const doc = { ...timecard, documentId: { ...timecard.documentId, value: `bench-${concurrency}-${i}` } };
      outbox.add({
        counterparty: 'bench',
        family: 'Timecard',
        collection: '/purchase-to-pay/timecard',
        docKey: `Customer:${doc.documentId.value}`,
        operation: 'submit',
        body: JSON.stringify(doc),
        standardVersion: '2.0',
      });
    }
  })();
  const engine = new SyncEngine(outbox, counterparties, { concurrency });
  const started = performance.now();
  const result = await engine.run();
  const seconds = (performance.now() - started) / 1000;
  await engine.close();
  db.close();
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (result.sent !== size) throw new Error(`sync sent ${result.sent} of ${size}`);
  return size / seconds;
}

export async function benchSync(): Promise<void> {
  console.log(
    `\nSync: ${BATCH.toLocaleString('en')} queued timecards to a local counterparty (child process)`,
  );
  const cp = await counterparty();
  try {
    const ceiling = await putCeiling(cp.url);
    // The ceiling is measured with 64 connections; the sync line with the target keeps 32 messages in
    // flight, the engine's default of 8 and a strictly serial sync are shown for comparison.
    const wide = await syncBatch(cp.url, 32, BATCH);
    const standard = await syncBatch(cp.url, 8, BATCH);
    const serial = await syncBatch(cp.url, 1, BATCH);
    const row = (what: string, rate: number, target?: number) => {
      const ratio = rate / ceiling;
      const verdict =
        target === undefined ? '' : `(target >= ${target}) ${ratio >= target ? 'OK' : 'BELOW TARGET'}`;
      console.log(
        `  ${what.padEnd(46)} ${Math.round(rate).toLocaleString('en').padStart(8)} msg/s  ratio ${ratio.toFixed(2)} ${verdict}`,
      );
    };
    console.log(
      `  ${'counterparty PUT ceiling (64 connections)'.padEnd(46)} ${Math.round(ceiling).toLocaleString('en').padStart(8)} req/s`,
    );
    row('sync, concurrency 32', wide, 0.5);
    row('sync, concurrency 8 (default)', standard);
    row('sync, concurrency 1', serial);
  } finally {
    await cp.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSync();
