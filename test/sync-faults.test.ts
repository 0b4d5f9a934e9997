// The sync engine against a real counterparty behind a fault-injecting proxy: each transient fault is
// retried until the message is delivered exactly as queued; a 4xx is final and its reason kept.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';
import {
  addCounterparty,
  type Counterpart,
  openWorkbench,
  startCounterparty,
  timecard,
  type Workbench,
} from './support/workbench.ts';

const TC = '/purchase-to-pay/timecard';
/** A timecard's submit: POST, as the OpenAPI has it. */
const isSubmit = ({ method, path }: { method: string; path: string }) =>
  method === 'POST' && path.startsWith(TC);

let wb: Workbench;
let cp: Counterpart;
let proxy: FaultProxy;

beforeEach(async () => {
  wb = openWorkbench();
  cp = await startCounterparty();
  proxy = await startFaultProxy(cp.server.url);
  addCounterparty(wb, {
    name: 'acme',
    role: 'supplier',
    baseUrl: proxy.url,
    token: cp.token,
    timeoutMs: 1000,
  });
});

afterEach(async () => {
  await proxy.close();
  await cp.server.close();
  wb.close();
});

/** What the counterparty holds for an entry, and how many versions it has of it. */
async function held(resourceId: string) {
  return {
    body: (await cp.server.store.get(TC, resourceId))?.body,
    versions: (await cp.server.store.history(TC, resourceId)).length,
  };
}

describe('sync through faults', () => {
  it('retries a connection reset mid-request and delivers once', async () => {
    proxy.plan({ kind: 'reset' }, isSubmit);
    const entry = wb.queue('acme', timecard(1));
    const result = await wb.sync();
    expect(result).toMatchObject({ sent: 1, failed: 0, queued: 0 });
    expect(wb.events.some((e) => e.type === 'retry' && e.status === null)).toBe(true);
    expect(proxy.seen.filter(isSubmit).map((s) => s.fault ?? s.status)).toEqual(['reset', 201]);
    expect(await held(entry.resourceId)).toEqual({ body: timecard(1), versions: 1 });
    expect(wb.outbox.get(entry.id)).toMatchObject({ state: 'sent', lastStatus: 201, attempts: 2 });
  });

  it('resends harmlessly after a timeout that followed the counterparty storing the message', async () => {
    proxy.plan({ kind: 'hang-after-forward' }, isSubmit);
    const entry = wb.queue('acme', timecard(2));
    const result = await wb.sync();
    expect(result.sent).toBe(1);
    const retry = wb.events.find((e) => e.type === 'retry');
    expect(retry && 'error' in retry && retry.error).toMatch(/no answer within 1000 ms/);
    // The first POST was stored (201) though its answer was lost; the second, same id and bytes, was
    // sent again (at-least-once) and met it (409): the copy there, asked for, is the same, so the entry
    // is sent and nothing changed.
    expect(proxy.seen.map((s) => `${s.method} ${s.status}`)).toEqual(['POST 201', 'POST 409', 'GET 200']);
    expect(wb.outbox.get(entry.id)).toMatchObject({ state: 'sent', lastStatus: 409 });
    expect(await cp.server.store.count(TC)).toBe(1);
    expect(await held(entry.resourceId)).toEqual({ body: timecard(2), versions: 1 });
  });

  it('retries a 503 and then succeeds', async () => {
    proxy.plan({ kind: 'respond', status: 503, body: '{"code":"unavailable"}' }, isSubmit);
    const entry = wb.queue('acme', timecard(3));
    expect((await wb.sync()).sent).toBe(1);
    expect(proxy.seen.filter(isSubmit).map((s) => s.fault ?? s.status)).toEqual(['respond', 201]);
    expect(wb.events.find((e) => e.type === 'retry')).toMatchObject({ status: 503 });
    expect(await held(entry.resourceId)).toEqual({ body: timecard(3), versions: 1 });
  });

  it('waits as long as a 429 Retry-After asks before retrying', async () => {
    proxy.plan({ kind: 'respond', status: 429, headers: { 'Retry-After': '1' } }, isSubmit);
    const entry = wb.queue('acme', timecard(4));
    expect((await wb.sync()).sent).toBe(1);
    const [first, second] = proxy.seen.filter(isSubmit);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
    expect(wb.events.find((e) => e.type === 'retry')).toMatchObject({ status: 429, delayMs: 1000 });
    expect((await held(entry.resourceId)).versions).toBe(1);
  });

  it('fails on a 400, keeps the reason, blocks what follows for that resource and never retries', async () => {
    const reason = '{"code":"invalid-message","description":"The week is closed."}';
    proxy.plan({ kind: 'respond', status: 400, body: reason }, isSubmit);
    const entry = wb.queue('acme', timecard(5));
    const later = wb.queue('acme', timecard(5), 'update');
    const other = wb.queue('acme', timecard(6));
    expect(later.resourceId).toBe(entry.resourceId);
    const result = await wb.sync();
    expect(result).toMatchObject({ sent: 1, failed: 2, queued: 0 });
    expect(wb.outbox.get(entry.id)).toMatchObject({
      state: 'failed',
      lastStatus: 400,
      lastError: reason,
      attempts: 1,
    });
    expect(wb.outbox.get(later.id)).toMatchObject({ state: 'blocked' });
    expect(wb.outbox.get(other.id)).toMatchObject({ state: 'sent' });
    expect(proxy.seen.filter((s) => s.path.endsWith(entry.resourceId))).toHaveLength(1);
    const seen = proxy.seen.length;
    expect(await wb.sync()).toMatchObject({ entries: [], sent: 0 });
    expect(proxy.seen.length).toBe(seen);
  });

  it('leaves an entry queued until a long Retry-After has passed, and a scheduled run waits for it', async () => {
    proxy.plan({ kind: 'respond', status: 429, headers: { 'Retry-After': '120' } }, isSubmit);
    const entry = wb.queue('acme', timecard(8));
    // A corrected timecard: the same message sent again would change nothing at the counterparty.
    const later = wb.queue(
      'acme',
      { ...timecard(8), costCenter: { name: 'Corrected', code: '1' } },
      'update',
    );
    expect(await wb.sync()).toMatchObject({ sent: 0, queued: 2 });
    const queued = wb.outbox.get(entry.id);
    expect(queued).toMatchObject({ state: 'queued', lastStatus: 429 });
    const wait = Date.parse(queued?.nextAttemptAt ?? '') - Date.now();
    expect(wait).toBeGreaterThan(110_000);
    expect(wait).toBeLessThanOrEqual(120_000);
    // The update waits behind its submit, in a scheduled run as in any other.
    expect(wb.outbox.get(later.id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await wb.sync({ dueOnly: true })).toMatchObject({ entries: [] });
    expect(proxy.seen.filter(isSubmit)).toHaveLength(1);
    // Pressing Sync sends at once, in order.
    expect(await wb.sync()).toMatchObject({ sent: 2 });
    expect((await held(entry.resourceId)).versions).toBe(2);
  });

  it('keeps entries queued with the network error while the counterparty is down', async () => {
    const down = await startCounterparty();
    await down.server.close();
    addCounterparty(wb, { name: 'down', role: 'supplier', baseUrl: down.server.url, token: down.token });
    const entry = wb.queue('down', timecard(7));
    const result = await wb.sync({ to: 'down', retry: { maxAttempts: 2 } });
    expect(result).toMatchObject({ sent: 0, failed: 0, queued: 1 });
    expect(wb.outbox.get(entry.id)).toMatchObject({ state: 'queued', attempts: 2, lastStatus: null });
    expect(wb.outbox.get(entry.id)?.lastError).toMatch(/ECONNREFUSED/);
    expect(wb.events.map((e) => e.type)).toEqual(['sending', 'retry', 'sending', 'deferred']);
  });
});
