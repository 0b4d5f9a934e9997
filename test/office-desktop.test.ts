// A desktop that receives through its office server: the office on PostgreSQL takes what a
// counterparty sends; the desktop (its own SQLite store and management API) is set up with the
// office's URL and a desktop key, pulls the change feed, and shows each message once in its Inbox;
// a received Assignment becomes a placement. The office is reached as counterparties are: through the
// proxy the system or the environment names.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { startConnectProxy } from './support/connect-proxy.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { type ApiServer, openEvents, startApiServer } from './support/management.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let office: TestServer;
let desk: ApiServer;
let deskKey: string;
let acme: string;
/** The Assignment the office received. */
let assignmentId: string;
beforeAll(async () => {
  office = await startTestServer({}, 'postgresql');
  deskKey = await office.store.addKey('front desk', 'desktop');
  acme = await office.store.addKey('acme');
  desk = await startApiServer();
});
afterAll(async () => {
  await desk.close();
  await office.close();
});

const send = (path: string, doc: Record<string, unknown>) =>
  office.fetch(path, {
    method: 'PUT',
    headers: { authorization: `Bearer ${acme}`, standardVersionId: '2.0' },
    json: doc,
  });
const inbox = async () =>
  ((await (await desk.api('/api/inbox?limit=500')).json()) as { items: { id: string; owner: string }[] })
    .items;
const pull = async () =>
  (await (await desk.api('/api/office/pull', { method: 'POST' })).json()) as Record<string, unknown>;

describe('a desktop receiving through its office', () => {
  it('is set up with the office URL and its key, and says when the key is refused', async () => {
    const wrong = await desk.api('/api/office', {
      method: 'PUT',
      json: { url: office.url, key: 'setu_wrong' },
    });
    expect(await wrong.json()).toMatchObject({ url: office.url, hasKey: true, state: 'refused' });
    const res = await desk.api('/api/office', { method: 'PUT', json: { url: office.url, key: deskKey } });
    expect(res.status).toBe(200);
    const view = await res.json();
    expect(view).toMatchObject({ url: office.url, hasKey: true, state: 'connected', error: null });
    expect(JSON.stringify(view)).not.toContain(deskKey);
  });

  it('stores what counterparties sent to the office in its Inbox, each message once', async () => {
    const id = randomUUID();
    const timecard = variant(exampleMessage(family('Timecard'), '2.0'), id);
    expect((await send(`/purchase-to-pay/timecard/${id}`, timecard)).status).toBe(201);
    assignmentId = randomUUID();
    const assignment = variant(exampleMessage(family('Assignment'), '2.0'), assignmentId);
    expect((await send(`/purchase-to-pay/assignment/${assignmentId}`, assignment)).status).toBe(201);

    expect(await pull()).toMatchObject({ state: 'connected', received: 2 });
    expect(await pull()).toMatchObject({ state: 'connected', received: 0 });
    const items = await inbox();
    expect(items.filter((i) => i.id === id)).toEqual([expect.objectContaining({ owner: 'office:acme' })]);
    expect(items.filter((i) => i.id === assignmentId)).toHaveLength(1);
    const stored = await desk.api(`/api/resources/purchase-to-pay/timecard/${id}`);
    expect(((await stored.json()) as { body: unknown }).body).toEqual(timecard);

    // A correction at the office is the message's next revision here too.
    expect(
      (await send(`/purchase-to-pay/timecard/${id}`, { ...timecard, referenceNumber: 'corrected' })).status,
    ).toBe(200);
    expect(await pull()).toMatchObject({ received: 1 });
    const history = await desk.api(`/api/resources/purchase-to-pay/timecard/${id}/history`);
    expect(((await history.json()) as { revisions: unknown[] }).revisions).toHaveLength(2);
    expect((await inbox()).filter((i) => i.id === id)).toHaveLength(1);
  });

  it('reads the same office under another address without storing or announcing anything twice', async () => {
    const events = await openEvents(desk.port, desk.token);
    try {
      const id = randomUUID();
      // Waits from before the re-read for any message but the new one to be announced: none may be.
      const twice = events.next((e) => e.type === 'resource' && e.id !== id, 3000);
      // The same office by another name is another address: its feed is read from the start.
      const res = await desk.api('/api/office', {
        method: 'PUT',
        json: { url: office.url.replace('127.0.0.1', 'localhost'), key: deskKey },
      });
      expect(await res.json()).toMatchObject({ state: 'connected', received: 0 });
      const timecard = variant(exampleMessage(family('Timecard'), '2.0'), id);
      expect((await send(`/purchase-to-pay/timecard/${id}`, timecard)).status).toBe(201);
      const arrived = events.next((e) => e.type === 'resource' && e.id === id);
      expect(await pull()).toMatchObject({ state: 'connected', received: 1 });
      await arrived;
      await expect(twice).rejects.toThrow('no matching event');
    } finally {
      events.close();
    }
    const history = await desk.api(`/api/resources/purchase-to-pay/assignment/${assignmentId}/history`);
    expect(((await history.json()) as { revisions: unknown[] }).revisions).toHaveLength(1);
    expect((await inbox()).filter((i) => i.id === assignmentId)).toHaveLength(1);
  });

  it('keeps placements current from a received Assignment', async () => {
    const placements = (await (await desk.api('/api/placements?ended=include')).json()) as {
      items: unknown[];
    };
    expect(placements.items.filter((p) => JSON.stringify(p).includes(assignmentId))).toHaveLength(1);
  });

  it('tells its event stream how each read of the feed went, and when the office is removed', async () => {
    const events = await openEvents(desk.port, desk.token);
    try {
      const told = (state: string) => events.next((e) => e.type === 'office' && e.state === state);
      const connected = told('connected');
      await pull();
      await connected;
      const refused = told('refused');
      await desk.api('/api/office', { method: 'PUT', json: { url: office.url, key: 'setu_wrong' } });
      await refused;
      const off = told('off');
      await desk.api('/api/office', { method: 'DELETE' });
      await off;
    } finally {
      events.close();
    }
  });

  it("reaches the office through the proxy the system gives for it, or the environment's", async () => {
    const proxy = await startConnectProxy();
    const officeHost = new URL(office.url).host;
    const desktop = await startApiServer({
      network: { resolveProxy: async () => `PROXY ${new URL(proxy.url).host}` },
    });
    const saved = process.env.HTTP_PROXY;
    process.env.HTTP_PROXY = proxy.url;
    const headless = await startApiServer();
    try {
      for (const desk of [desktop, headless]) {
        const before = proxy.tunnels.length;
        const res = await desk.api('/api/office', { method: 'PUT', json: { url: office.url, key: deskKey } });
        expect(await res.json()).toMatchObject({ state: 'connected', error: null });
        expect(proxy.tunnels.slice(before)).toEqual([officeHost]);
      }
    } finally {
      if (saved === undefined) delete process.env.HTTP_PROXY;
      else process.env.HTTP_PROXY = saved;
      await Promise.all([desktop.close(), headless.close()]);
      await proxy.close();
    }
  });
});
