// Two sync engines on one data directory (the app's `serve` and the CLI's `sync` may run at once):
// every entry reaches the counterparty exactly once, whichever engine sends it.
import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openConnection } from '../main/store/connection.ts';
import { Counterparties } from '../main/store/counterparties.ts';
import { Outbox, type OutboxEntry } from '../main/store/outbox.ts';
import { SyncEngine } from '../main/sync/engine.ts';
import { bin } from './support/cli.ts';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';
import {
  addCounterparty,
  type Counterpart,
  openWorkbench,
  startCounterparty,
  timecard,
} from './support/workbench.ts';

const TC = '/purchase-to-pay/timecard';
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

/** Each entry was sent: the counterparty holds one revision of its resource, and got one submit for it. */
async function expectDeliveredOnce(
  cp: Counterpart,
  proxy: FaultProxy,
  outbox: Outbox,
  entries: OutboxEntry[],
) {
  for (const e of entries) {
    expect(outbox.get(e.id)?.state).toBe('sent');
    expect(await cp.server.store.history(TC, e.resourceId)).toHaveLength(1);
  }
  const submits = proxy.seen.filter((s) => s.method === 'POST').map((s) => s.path);
  expect(submits).toHaveLength(entries.length);
  expect(new Set(submits).size).toBe(entries.length);
}

describe('two sync engines on one store', () => {
  it('in one process, on two connections: each entry is claimed and sent by one of them', async () => {
    const cp = await startCounterparty();
    const proxy = await startFaultProxy(cp.server.url);
    proxy.always = { kind: 'delay', ms: 20 };
    const wb = openWorkbench();
    addCounterparty(wb, { name: 'acme', role: 'supplier', baseUrl: proxy.url, token: cp.token });
    const entries = Array.from({ length: 40 }, (_, n) => wb.queue('acme', timecard(`two-${n}`)));
    const db = openConnection(wb.store.file);
    const engines = [
      new SyncEngine(wb.outbox, wb.counterparties, { concurrency: 4 }),
      new SyncEngine(new Outbox(db), new Counterparties(db), { concurrency: 4 }),
    ];
    const sentBy = engines.map(() => 0);
    engines.forEach((engine, i) => {
      engine.on('progress', (e) => {
        if (e.type === 'sent') sentBy[i] = (sentBy[i] ?? 0) + 1;
      });
    });
    const first = engines[0]?.run();
    // The second begins while the first has requests out: entries `sending` by a live engine are not its.
    while (proxy.seen.length < 4) await new Promise((r) => setTimeout(r, 5));
    await Promise.all([first, engines[1]?.run()]);
    await expectDeliveredOnce(cp, proxy, wb.outbox, entries);
    // Both took part: the claims kept them apart, not one engine finishing before the other began.
    expect(sentBy.every((n) => n > 0)).toBe(true);
    expect(sentBy.reduce((a, b) => a + b, 0)).toBe(entries.length);
    await Promise.all(engines.map((engine) => engine.close()));
    db.close();
    wb.close();
    await proxy.close();
    await cp.server.close();
  });

  it('in two processes (two CLI syncs started apart): none sent twice', async () => {
    const cp = await startCounterparty();
    const proxy = await startFaultProxy(cp.server.url);
    proxy.always = { kind: 'delay', ms: 150 };
    const wb = openWorkbench();
    addCounterparty(wb, { name: 'acme', role: 'supplier', baseUrl: proxy.url, token: cp.token });
    const entries = Array.from({ length: 64 }, (_, n) => wb.queue('acme', timecard(`cli-${n}`)));
    const sync = () => {
      const child = spawn(process.execPath, [bin, 'sync', '--data', wb.dir, '--concurrency', '4']);
      children.push(child);
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => {
        stderr += c.toString();
      });
      return new Promise<{ code: number | null; sent: number }>((resolve) =>
        child.once('exit', (code) => resolve({ code, sent: stderr.match(/: sent \(/g)?.length ?? 0 })),
      );
    };
    const first = sync();
    // The second starts while the first has requests out: it finds entries `sending` by a live process.
    while (proxy.seen.length < 8) await new Promise((r) => setTimeout(r, 10));
    const second = sync();
    const results = await Promise.all([first, second]);
    await expectDeliveredOnce(cp, proxy, wb.outbox, entries);
    expect(results.map((r) => r.sent > 0)).toEqual([true, true]);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(entries.length);
    wb.close();
    await proxy.close();
    await cp.server.close();
  });
});
