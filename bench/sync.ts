// Sync throughput: a batch of queued timecards delivered by a workbench to a local counterparty (the
// exchange server), each in its own child process, next to that counterparty's own PUT ceiling measured
// in the same run, and the same batch with a concurrency of 1 for comparison.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_CONCURRENCY } from '../main/sync/engine.ts';
import { runChild, startChild } from './server.ts';

const here = import.meta.dirname;
const timecardFile = path.resolve(here, '../../shared/spec/examples/json/Timecard-2.0.json');
const timecard = JSON.parse(fs.readFileSync(timecardFile, 'utf8')) as { documentId: { value: string } };
const BATCH = Number(process.env.BENCH_SYNC_BATCH ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

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

/**
 * Queues the batch in a fresh workbench store and syncs it, in a bundled child process as the desktop
 * app runs its sync engine; returns messages per second.
 */
async function syncBatch(url: string, concurrency: number, size: number): Promise<number> {
  const out = await runChild(['sync', url, String(concurrency), String(size), timecardFile]);
  return (JSON.parse(out) as { rate: number }).rate;
}

export async function benchSync(): Promise<void> {
  console.log(
    `\nSync: ${BATCH.toLocaleString('en')} queued timecards to a local counterparty (child process)`,
  );
  const cp = await startChild(['setu']);
  try {
    const ceiling = await putCeiling(cp.url);
    // The ceiling is measured with 64 connections; the engine's default concurrency carries the target,
    // 8 (the former default) and a strictly serial sync are shown for comparison.
    const standard = await syncBatch(cp.url, DEFAULT_CONCURRENCY, BATCH);
    const narrow = await syncBatch(cp.url, 8, BATCH);
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
    row(`sync, concurrency ${DEFAULT_CONCURRENCY} (default)`, standard, 0.5);
    row('sync, concurrency 8', narrow);
    row('sync, concurrency 1', serial);
  } finally {
    await cp.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSync();
