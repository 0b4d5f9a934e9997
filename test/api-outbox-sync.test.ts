// /api/outbox and /api/sync over real servers: drafts queued (an invalid one refused with its issues,
// a family the counterparty does not take refused), listed and paged, synced through the API to a
// second server instance with progress on /api/events, then a failed entry retried and one cancelled.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Body, Query } from '../shared/api/contract.ts';
import { type ContractClient, contractClient } from './support/api-client.ts';
import { startFaultProxy } from './support/fault-proxy.ts';
import { type ApiServer, type EventStream, openEvents, startApiServer } from './support/management.ts';
import { type Counterpart, startCounterparty, timecard } from './support/workbench.ts';

type Json = Record<string, unknown>;

let wb: ApiServer;
let api: ContractClient;
let cp: Counterpart;
let events: EventStream;
beforeAll(async () => {
  // Retries short enough for a test, long enough that a run against a closed port is still under way
  // when a second start arrives.
  [wb, cp] = await Promise.all([
    startApiServer({ retry: { baseMs: 400, maxMs: 400, maxAttempts: 2 } }),
    startCounterparty('supplier'),
  ]);
  api = contractClient(wb);
  events = await openEvents(wb.port, wb.token);
  const add = (body: Body<'POST /counterparties'>) => api.send('POST /counterparties', { body });
  expect(
    (await add({ name: 'acme', role: 'supplier', baseUrl: cp.server.url, token: cp.token })).status,
  ).toBe(201);
  await add({ name: 'orders-only', role: 'supplier', baseUrl: cp.server.url, families: ['StaffingOrder'] });
  await add({ name: 'bad-key', role: 'supplier', baseUrl: cp.server.url, token: 'wrong' });
});
afterAll(async () => {
  events.close();
  await Promise.all([wb.close(), cp.server.close()]);
});

const draft = (body?: Json) => api.call('POST /drafts', { body: { family: 'Timecard', body } });
const queue = (body: Body<'POST /outbox'>) => api.send('POST /outbox', { body });
const entries = (query: Query<'GET /outbox'> = {}) => api.call('GET /outbox', { query });
const entry = (id: number) => api.call('GET /outbox/:id', { params: { id: String(id) } });
const outboxAction = (id: number, action: 'retry' | 'cancel') =>
  api.send(`POST /outbox/:id/${action}`, { params: { id: String(id) } });

/** Starts a sync and collects its events until its sync-done. */
async function sync(counterparty?: string): Promise<{ runId: string; seen: Json[]; done: Json }> {
  const seen: Json[] = [];
  const done = events.next((e) => {
    seen.push(e);
    return e.type === 'sync-done';
  }, 10_000);
  const res = await api.send('POST /sync', { body: counterparty ? { counterparty } : {} });
  expect(res.status).toBe(200);
  const { runId } = await res.json();
  const last = await done;
  expect(last.runId).toBe(runId);
  return { runId, seen, done: last };
}

describe('outbox and sync through the management API', () => {
  it('refuses an invalid draft with its issues and a family the counterparty does not accept', async () => {
    const invalid = await draft();
    expect(invalid.issues.length).toBeGreaterThan(0);
    await expect(
      api.call('POST /outbox', { body: { counterparty: 'acme', draft: invalid.id } }),
    ).rejects.toMatchObject({ status: 400, body: { code: 'invalid-draft', errors: invalid.issues } });

    const valid = await draft(timecard('refused'));
    await expect(
      api.call('POST /outbox', { body: { counterparty: 'orders-only', draft: valid.id } }),
    ).rejects.toMatchObject({ status: 400, body: { description: expect.stringMatching(/does not accept/) } });
    const fly = { counterparty: 'acme', draft: valid.id, operation: 'fly' };
    expect((await wb.api('/api/outbox', { method: 'POST', json: fly })).status).toBe(400);
    expect((await queue({ counterparty: 'nobody', draft: valid.id })).status).toBe(404);
    expect((await entries()).items).toEqual([]);
  });

  it('queues drafts, lists and pages them, and syncs them to the counterparty with events', async () => {
    const drafts = [await draft(timecard('api-1')), await draft(timecard('api-2'))];
    const queuedEvent = events.next((e) => e.type === 'outbox' && e.state === 'queued');
    const queued = [];
    for (const d of drafts) {
      const res = await queue({ counterparty: 'acme', draft: d.id });
      expect(res.status).toBe(201);
      queued.push(await res.json());
    }
    expect(await queuedEvent).toEqual({ type: 'outbox', id: queued[0]?.id, state: 'queued' });
    expect(queued.map((e) => e.state)).toEqual(['queued', 'queued']);

    const page1 = await entries({ counterparty: 'acme', state: 'queued', limit: 1 });
    expect(page1.items.map((e) => e.id)).toEqual([queued[1]?.id]);
    const page2 = await entries({ counterparty: 'acme', state: 'queued', limit: 1, cursor: page1.next });
    expect(page2.items.map((e) => e.id)).toEqual([queued[0]?.id]);
    expect((await entries({ state: 'sent' })).items).toEqual([]);
    expect((await wb.api('/api/outbox?state=lost')).status).toBe(400);
    const counts = (counterparty?: string) => api.call('GET /outbox/counts', { query: { counterparty } });
    expect(await counts()).toEqual({ queued: 2, sending: 0, sent: 0, failed: 0, blocked: 0 });
    expect(await counts('other')).toEqual({
      queued: 0,
      sending: 0,
      sent: 0,
      failed: 0,
      blocked: 0,
    });
    // Unsent messages keep their counterparty.
    expect((await api.send('DELETE /counterparties/:name', { params: { name: 'acme' } })).status).toBe(409);

    const { runId, seen, done } = await sync('acme');
    expect(done).toEqual({ type: 'sync-done', runId, sent: 2, failed: 0, queued: 0 });
    for (const e of queued) {
      const progress = seen.filter((s) => s.type === 'sync' && s.entry === e.id).map((s) => s.state);
      expect(progress).toEqual(['sending', 'sent']);
      expect(seen).toContainEqual({ type: 'outbox', id: e.id, state: 'sent' });
      expect(seen).toContainEqual(
        expect.objectContaining({
          type: 'sync',
          runId,
          counterparty: 'acme',
          entry: e.id,
          state: 'sent',
          error: null,
        }),
      );
    }
    expect((await entries({ counterparty: 'acme', state: 'sent' })).items).toHaveLength(2);
    expect(await counts('acme')).toEqual({
      queued: 0,
      sending: 0,
      sent: 2,
      failed: 0,
      blocked: 0,
    });
    expect(await api.call('GET /sync')).toEqual({ running: false, runs: [] });

    // The counterparty holds each message as drafted.
    for (const [i, e] of queued.entries()) {
      const held = await cp.server.store.get('/purchase-to-pay/timecard', e.resourceId);
      expect(held?.body).toEqual(drafts[i]?.body);
    }
    // A second sync sends nothing.
    expect((await sync('acme')).done).toMatchObject({ sent: 0, failed: 0, queued: 0 });
  });

  it('delivers a timecard to a Workbench serving the customer role, set up by name, address and role only', async () => {
    const customer = await startCounterparty('customer');
    try {
      const added = await api.call('POST /counterparties', {
        body: { name: 'bakery', role: 'customer', baseUrl: customer.server.url, token: customer.token },
      });
      expect(added).toMatchObject({
        families: expect.arrayContaining(['Timecard']),
        submitMethod: null,
        versionHeader: null,
      });
      const d = await draft(timecard('to-the-customer'));
      const res = await queue({ counterparty: 'bakery', draft: d.id });
      expect(res.status).toBe(201);
      const entry = await res.json();
      expect((await sync('bakery')).done).toMatchObject({ sent: 1, failed: 0, queued: 0 });
      const held = await customer.server.store.get('/purchase-to-pay/timecard', entry.resourceId);
      expect(held?.body).toEqual(d.body);
    } finally {
      await customer.server.close();
    }
  });

  it('queues a stored message (received by the workbench) and delivers it', async () => {
    const id = '0b5f1c2e-8d4a-4c6e-9f3b-2a7d1e0c9b8a';
    const doc = timecard('stored');
    const put = await fetch(`${wb.url}/purchase-to-pay/timecard/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
      body: JSON.stringify(doc),
    });
    expect(put.status).toBeLessThan(300);
    const res = await queue({
      counterparty: 'acme',
      message: { collection: 'purchase-to-pay/timecard', id },
    });
    expect(res.status).toBe(201);
    const entry = await res.json();
    expect((await sync('acme')).done).toMatchObject({ sent: 1, failed: 0 });
    expect((await cp.server.store.get('/purchase-to-pay/timecard', entry.resourceId))?.body).toEqual(doc);
    const missing = await queue({
      counterparty: 'acme',
      message: { collection: 'purchase-to-pay/timecard', id: 'nope' },
    });
    expect(missing.status).toBe(404);
  });

  it('marks a rejected entry failed with the reason, retries it after the key is fixed, and cancels', async () => {
    const d = await draft(timecard('api-retry'));
    const queued = await api.call('POST /outbox', { body: { counterparty: 'bad-key', draft: d.id } });
    const first = await sync('bad-key');
    expect(first.done).toMatchObject({ sent: 0, failed: 1, queued: 0 });
    expect(first.seen).toContainEqual(
      expect.objectContaining({ type: 'sync', entry: queued.id, state: 'failed', status: 401 }),
    );
    const failed = await entry(queued.id);
    expect(failed).toMatchObject({ state: 'failed', lastStatus: 401 });
    expect(failed.lastError).toMatch(/key/i);
    expect(JSON.parse(failed.body)).toEqual(d.body);

    await api.call('PUT /counterparties/:name', { params: { name: 'bad-key' }, body: { token: cp.token } });
    const requeued = events.next((e) => e.type === 'outbox' && e.id === queued.id && e.state === 'queued');
    const retry = await outboxAction(queued.id, 'retry');
    expect(retry.status).toBe(200);
    expect((await retry.json()).state).toBe('queued');
    expect(await requeued).toEqual({ type: 'outbox', id: queued.id, state: 'queued' });
    expect((await sync('bad-key')).done).toMatchObject({ sent: 1, failed: 0 });
    expect((await cp.server.store.get('/purchase-to-pay/timecard', queued.resourceId))?.body).toEqual(d.body);
    // Sent entries can be neither retried nor cancelled.
    expect((await outboxAction(queued.id, 'retry')).status).toBe(409);
    expect((await outboxAction(queued.id, 'cancel')).status).toBe(409);

    const other = await api.call('POST /outbox', {
      body: { counterparty: 'bad-key', draft: (await draft(timecard('x'))).id },
    });
    // Matched by state: the entry's own 'queued' event may still be on its way.
    const cancelled = events.next((e) => e.type === 'outbox' && e.id === other.id && e.state === 'cancelled');
    expect((await outboxAction(other.id, 'cancel')).status).toBe(200);
    expect(await cancelled).toEqual({ type: 'outbox', id: other.id, state: 'cancelled' });
    expect((await api.send('GET /outbox/:id', { params: { id: String(other.id) } })).status).toBe(404);
    expect((await outboxAction(999999, 'retry')).status).toBe(404);
    // Everything for bad-key is sent now: it can go.
    expect((await api.send('DELETE /counterparties/:name', { params: { name: 'bad-key' } })).status).toBe(
      204,
    );
  });

  it('keeps an entry queued with the network error while the counterparty is down; a second start joins the run', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    await api.call('POST /counterparties', {
      body: { name: 'down', role: 'supplier', baseUrl: `http://127.0.0.1:${port}`, token: 't' },
    });
    const queued = await api.call('POST /outbox', {
      body: { counterparty: 'down', draft: (await draft(timecard('down'))).id },
    });
    const done = events.next((e) => e.type === 'sync-done', 10_000);
    const start = () => api.call('POST /sync', { body: { counterparty: 'down' } });
    const a = await start();
    const status = await api.call('GET /sync');
    const b = await start();
    expect(a.joined).toBe(false);
    expect(b).toEqual({ runId: a.runId, joined: true });
    expect(status).toMatchObject({ running: true, runs: [{ runId: a.runId, counterparty: 'down' }] });
    expect(await done).toEqual({ type: 'sync-done', runId: a.runId, sent: 0, failed: 0, queued: 1 });
    const after = await entry(queued.id);
    expect(after.state).toBe('queued');
    expect(after.lastError).toMatch(/ECONNREFUSED/);
    expect((await api.send('POST /sync', { body: { counterparty: 'nobody' } })).status).toBe(404);
  });

  it('sends what was queued during a run when Sync is pressed again meanwhile, in a run after it', async () => {
    const proxy = await startFaultProxy(cp.server.url);
    try {
      await api.call('POST /counterparties', {
        body: { name: 'slow', role: 'supplier', baseUrl: proxy.url, token: cp.token },
      });
      proxy.plan({ kind: 'hold' }, (r) => r.method === 'POST');
      const queueSlow = async (id: string) =>
        api.call('POST /outbox', { body: { counterparty: 'slow', draft: (await draft(timecard(id))).id } });
      const first = await queueSlow('slow-1');
      const start = () => api.call('POST /sync', { body: { counterparty: 'slow' } });
      const run = await start();
      // The run has planned its one entry and is waiting on it: this one comes after its plan.
      await expect.poll(() => proxy.seen.filter((r) => r.method === 'POST').length).toBe(1);
      const second = await queueSlow('slow-2');
      expect(await start()).toEqual({ runId: run.runId, joined: true });
      const next = events.next((e) => e.type === 'sync-done' && e.runId !== run.runId, 10_000);
      proxy.release();
      expect(await next).toMatchObject({ type: 'sync-done', sent: 1, failed: 0 });
      for (const e of [first, second]) expect((await entry(e.id)).state).toBe('sent');
    } finally {
      await proxy.close();
    }
  });
});
