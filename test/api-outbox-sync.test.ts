// /api/outbox and /api/sync over real servers: drafts queued (an invalid one refused with its issues,
// a family the counterparty does not take refused), listed and paged, synced through the API to a
// second server instance with progress on /api/events, then a failed entry retried and one cancelled.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft } from '../main/store/drafts.ts';
import { startFaultProxy } from './support/fault-proxy.ts';
import { type ApiServer, type EventStream, openEvents, startApiServer } from './support/management.ts';
import { type Counterpart, startCounterparty, timecard } from './support/workbench.ts';

type Json = Record<string, unknown>;
type Entry = {
  id: number;
  state: string;
  resourceId: string;
  lastStatus: number | null;
  lastError: string | null;
};

let wb: ApiServer;
let cp: Counterpart;
let events: EventStream;
beforeAll(async () => {
  // Retries short enough for a test, long enough that a run against a closed port is still under way
  // when a second start arrives.
  [wb, cp] = await Promise.all([
    startApiServer({ retry: { baseMs: 400, maxMs: 400, maxAttempts: 2 } }),
    startCounterparty('supplier'),
  ]);
  events = await openEvents(wb.port, wb.token);
  const add = (json: Json) => wb.api('/api/counterparties', { method: 'POST', json });
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

async function draft(body?: Json): Promise<Draft> {
  const res = await wb.api('/api/drafts', { method: 'POST', json: { family: 'Timecard', body } });
  return (await res.json()) as Draft;
}
const queue = (json: Json) => wb.api('/api/outbox', { method: 'POST', json });
const entries = async (query: string) =>
  (await (await wb.api(`/api/outbox?${query}`)).json()) as { items: Entry[]; next?: string };

/** Starts a sync and collects its events until its sync-done. */
async function sync(counterparty?: string): Promise<{ runId: string; seen: Json[]; done: Json }> {
  const seen: Json[] = [];
  const done = events.next((e) => {
    seen.push(e);
    return e.type === 'sync-done';
  }, 10_000);
  const res = await wb.api('/api/sync', { method: 'POST', json: counterparty ? { counterparty } : {} });
  expect(res.status).toBe(200);
  const { runId } = (await res.json()) as { runId: string };
  const last = await done;
  expect(last.runId).toBe(runId);
  return { runId, seen, done: last };
}

describe('outbox and sync through the management API', () => {
  it('refuses an invalid draft with its issues and a family the counterparty does not accept', async () => {
    const invalid = await draft();
    expect(invalid.issues.length).toBeGreaterThan(0);
    const res = await queue({ counterparty: 'acme', draft: invalid.id });
    expect(res.status).toBe(400);
    const error = (await res.json()) as { code: string; errors: unknown[] };
    expect(error.code).toBe('invalid-draft');
    expect(error.errors).toEqual(invalid.issues);

    const valid = await draft(timecard('refused'));
    const other = await queue({ counterparty: 'orders-only', draft: valid.id });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { description: string }).description).toMatch(/does not accept/);
    expect((await queue({ counterparty: 'acme', draft: valid.id, operation: 'fly' })).status).toBe(400);
    expect((await queue({ counterparty: 'nobody', draft: valid.id })).status).toBe(404);
    expect((await entries('')).items).toEqual([]);
  });

  it('queues drafts, lists and pages them, and syncs them to the counterparty with events', async () => {
    const drafts = [await draft(timecard('api-1')), await draft(timecard('api-2'))];
    const queuedEvent = events.next((e) => e.type === 'outbox' && e.state === 'queued');
    const queued: Entry[] = [];
    for (const d of drafts) {
      const res = await queue({ counterparty: 'acme', draft: d.id });
      expect(res.status).toBe(201);
      queued.push((await res.json()) as Entry);
    }
    expect(await queuedEvent).toEqual({ type: 'outbox', id: queued[0]?.id, state: 'queued' });
    expect(queued.map((e) => e.state)).toEqual(['queued', 'queued']);

    const page1 = await entries('counterparty=acme&state=queued&limit=1');
    expect(page1.items.map((e) => e.id)).toEqual([queued[1]?.id]);
    const page2 = await entries(`counterparty=acme&state=queued&limit=1&cursor=${page1.next}`);
    expect(page2.items.map((e) => e.id)).toEqual([queued[0]?.id]);
    expect((await entries('state=sent')).items).toEqual([]);
    expect((await wb.api('/api/outbox?state=lost')).status).toBe(400);
    const counts = async (query = '') => (await wb.api(`/api/outbox/counts${query}`)).json();
    expect(await counts()).toEqual({ queued: 2, sending: 0, sent: 0, failed: 0, blocked: 0 });
    expect(await counts('?counterparty=other')).toEqual({
      queued: 0,
      sending: 0,
      sent: 0,
      failed: 0,
      blocked: 0,
    });
    // Unsent messages keep their counterparty.
    expect((await wb.api('/api/counterparties/acme', { method: 'DELETE' })).status).toBe(409);

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
    expect((await entries('counterparty=acme&state=sent')).items).toHaveLength(2);
    expect(await counts('?counterparty=acme')).toEqual({
      queued: 0,
      sending: 0,
      sent: 2,
      failed: 0,
      blocked: 0,
    });
    expect(await (await wb.api('/api/sync')).json()).toEqual({ running: false, runs: [] });

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
      const added = await wb.api('/api/counterparties', {
        method: 'POST',
        json: { name: 'bakery', role: 'customer', baseUrl: customer.server.url, token: customer.token },
      });
      expect(await added.json()).toMatchObject({
        families: expect.arrayContaining(['Timecard']),
        submitMethod: null,
        versionHeader: null,
      });
      const d = await draft(timecard('to-the-customer'));
      const res = await queue({ counterparty: 'bakery', draft: d.id });
      expect(res.status).toBe(201);
      const entry = (await res.json()) as Entry;
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
    const entry = (await res.json()) as Entry;
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
    const entry = (await (await queue({ counterparty: 'bad-key', draft: d.id })).json()) as Entry;
    const first = await sync('bad-key');
    expect(first.done).toMatchObject({ sent: 0, failed: 1, queued: 0 });
    expect(first.seen).toContainEqual(
      expect.objectContaining({ type: 'sync', entry: entry.id, state: 'failed', status: 401 }),
    );
    const failed = (await (await wb.api(`/api/outbox/${entry.id}`)).json()) as Entry & { body: string };
    expect(failed).toMatchObject({ state: 'failed', lastStatus: 401 });
    expect(failed.lastError).toMatch(/key/i);
    expect(JSON.parse(failed.body)).toEqual(d.body);

    await wb.api('/api/counterparties/bad-key', { method: 'PUT', json: { token: cp.token } });
    const requeued = events.next((e) => e.type === 'outbox' && e.id === entry.id && e.state === 'queued');
    const retry = await wb.api(`/api/outbox/${entry.id}/retry`, { method: 'POST' });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as Entry).state).toBe('queued');
    expect(await requeued).toEqual({ type: 'outbox', id: entry.id, state: 'queued' });
    expect((await sync('bad-key')).done).toMatchObject({ sent: 1, failed: 0 });
    expect((await cp.server.store.get('/purchase-to-pay/timecard', entry.resourceId))?.body).toEqual(d.body);
    // Sent entries can be neither retried nor cancelled.
    expect((await wb.api(`/api/outbox/${entry.id}/retry`, { method: 'POST' })).status).toBe(409);
    expect((await wb.api(`/api/outbox/${entry.id}/cancel`, { method: 'POST' })).status).toBe(409);

    const other = (await (
      await queue({ counterparty: 'bad-key', draft: (await draft(timecard('x'))).id })
    ).json()) as Entry;
    // Matched by state: the entry's own 'queued' event may still be on its way.
    const cancelled = events.next((e) => e.type === 'outbox' && e.id === other.id && e.state === 'cancelled');
    expect((await wb.api(`/api/outbox/${other.id}/cancel`, { method: 'POST' })).status).toBe(200);
    expect(await cancelled).toEqual({ type: 'outbox', id: other.id, state: 'cancelled' });
    expect((await wb.api(`/api/outbox/${other.id}`)).status).toBe(404);
    expect((await wb.api('/api/outbox/999999/retry', { method: 'POST' })).status).toBe(404);
    // Everything for bad-key is sent now: it can go.
    expect((await wb.api('/api/counterparties/bad-key', { method: 'DELETE' })).status).toBe(204);
  });

  it('keeps an entry queued with the network error while the counterparty is down; a second start joins the run', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    await wb.api('/api/counterparties', {
      method: 'POST',
      json: { name: 'down', role: 'supplier', baseUrl: `http://127.0.0.1:${port}`, token: 't' },
    });
    const entry = (await (
      await queue({ counterparty: 'down', draft: (await draft(timecard('down'))).id })
    ).json()) as Entry;
    const done = events.next((e) => e.type === 'sync-done', 10_000);
    const start = async () =>
      (await wb.api('/api/sync', { method: 'POST', json: { counterparty: 'down' } })).json();
    const a = (await start()) as { runId: string; joined: boolean };
    const status = (await (await wb.api('/api/sync')).json()) as { running: boolean; runs: Json[] };
    const b = (await start()) as { runId: string; joined: boolean };
    expect(a.joined).toBe(false);
    expect(b).toEqual({ runId: a.runId, joined: true });
    expect(status).toMatchObject({ running: true, runs: [{ runId: a.runId, counterparty: 'down' }] });
    expect(await done).toEqual({ type: 'sync-done', runId: a.runId, sent: 0, failed: 0, queued: 1 });
    const after = (await (await wb.api(`/api/outbox/${entry.id}`)).json()) as Entry;
    expect(after.state).toBe('queued');
    expect(after.lastError).toMatch(/ECONNREFUSED/);
    expect((await wb.api('/api/sync', { method: 'POST', json: { counterparty: 'nobody' } })).status).toBe(
      404,
    );
  });

  it('sends what was queued during a run when Sync is pressed again meanwhile, in a run after it', async () => {
    const proxy = await startFaultProxy(cp.server.url);
    try {
      await wb.api('/api/counterparties', {
        method: 'POST',
        json: { name: 'slow', role: 'supplier', baseUrl: proxy.url, token: cp.token },
      });
      proxy.plan({ kind: 'hold' }, (r) => r.method === 'POST');
      const first = (await (
        await queue({ counterparty: 'slow', draft: (await draft(timecard('slow-1'))).id })
      ).json()) as Entry;
      const start = async () =>
        (await (await wb.api('/api/sync', { method: 'POST', json: { counterparty: 'slow' } })).json()) as {
          runId: string;
          joined: boolean;
        };
      const run = await start();
      // The run has planned its one entry and is waiting on it: this one comes after its plan.
      await expect.poll(() => proxy.seen.filter((r) => r.method === 'POST').length).toBe(1);
      const second = (await (
        await queue({ counterparty: 'slow', draft: (await draft(timecard('slow-2'))).id })
      ).json()) as Entry;
      expect(await start()).toEqual({ runId: run.runId, joined: true });
      const next = events.next((e) => e.type === 'sync-done' && e.runId !== run.runId, 10_000);
      proxy.release();
      expect(await next).toMatchObject({ type: 'sync-done', sent: 1, failed: 0 });
      for (const e of [first, second])
        expect(((await (await wb.api(`/api/outbox/${e.id}`)).json()) as Entry).state).toBe('sent');
    } finally {
      await proxy.close();
    }
  });
});
