// Sync throughput: a batch of queued timecards delivered by a workbench to a local counterparty (the
// exchange server), each in its own child process, next to that counterparty's own PUT ceiling measured
// in the same run (with wrk, as bench/server.ts measures it), and the same batch at lower concurrencies.
import path from 'node:path';
import { DEFAULT_CONCURRENCY } from '../main/sync/engine.ts';
import { loadPuts, runChild, startChild } from './server.ts';

const here = import.meta.dirname;
const timecardFile = path.resolve(here, '../../shared/spec/examples/json/Timecard-2.0.json');
const BATCH = Number(process.env.BENCH_SYNC_BATCH ?? 10_000);

/** Each measurement gets a new counterparty, so none runs against a store the one before filled. */
async function withCounterparty<T>(measure: (url: string) => T | Promise<T>): Promise<T> {
  const cp = await startChild(['setu']);
  try {
    return await measure(cp.url);
  } finally {
    await cp.stop();
  }
}

/**
 * Queues the batch in a fresh workbench store and syncs it, twice, in a bundled child process as the
 * desktop app runs its sync engine; answers messages per second of the second batch and of the first.
 */
async function syncBatch(concurrency: number): Promise<{ rate: number; cold: number }> {
  const out = await withCounterparty((url) =>
    runChild(['sync', url, String(concurrency), String(BATCH), timecardFile]),
  );
  return JSON.parse(out);
}

export async function benchSync(): Promise<void> {
  console.log(
    `\nSync: ${BATCH.toLocaleString('en')} queued timecards to a local counterparty, after a first batch as large (child processes; a new counterparty for each concurrency)`,
  );
  const ceiling = (await withCounterparty(loadPuts)).rate;
  // The engine's default concurrency carries the target (wrk measures the ceiling on 64 connections);
  // 8 (the former default) and a strictly serial sync are shown for comparison.
  const standard = await syncBatch(DEFAULT_CONCURRENCY);
  const narrow = await syncBatch(8);
  const serial = await syncBatch(1);
  const row = (what: string, rate: number, target?: number) => {
    const ratio = rate / ceiling;
    const verdict =
      target === undefined ? '' : `(target >= ${target}) ${ratio >= target ? 'OK' : 'BELOW TARGET'}`;
    console.log(
      `  ${what.padEnd(46)} ${Math.round(rate).toLocaleString('en').padStart(8)} msg/s  ratio ${ratio.toFixed(2)} ${verdict}`,
    );
  };
  console.log(
    `  ${'counterparty PUT ceiling (wrk, 64 connections)'.padEnd(46)} ${Math.round(ceiling).toLocaleString('en').padStart(8)} req/s`,
  );
  row(`sync, concurrency ${DEFAULT_CONCURRENCY} (default)`, standard.rate, 0.5);
  row('  the first batch, cold', standard.cold);
  row('sync, concurrency 8', narrow.rate);
  row('sync, concurrency 1', serial.rate);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSync();
