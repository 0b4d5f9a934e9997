// /api/counterparties over a real server: add, list, edit and delete without the token ever leaving
// the store, and "test connection" against a live counterparty (key accepted), a wrong key
// (rejected) and a closed port (unreachable).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleFamilies } from '../main/store/counterparties.ts';
import type { ConnectionReport } from '../main/sync/connection-test.ts';
import { type ApiServer, openEvents, startApiServer } from './support/management.ts';
import { type Counterpart, startCounterparty } from './support/workbench.ts';

let wb: ApiServer;
let cp: Counterpart;
beforeAll(async () => {
  [wb, cp] = await Promise.all([startApiServer(), startCounterparty('supplier')]);
});
afterAll(async () => {
  await Promise.all([wb.close(), cp.server.close()]);
});

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const add = (json: Record<string, unknown>) => wb.api('/api/counterparties', { method: 'POST', json });

describe('counterparties', () => {
  it('adds, lists, edits and deletes a counterparty without ever returning its token', async () => {
    const events = await openEvents(wb.port, wb.token);
    const created = events.next((e) => e.type === 'counterparty' && e.op === 'create');
    const res = await add({ name: 'acme', role: 'supplier', baseUrl: `${cp.server.url}/`, token: cp.token });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(cp.token);
    const body = JSON.parse(text);
    expect(body).toMatchObject({
      name: 'acme',
      role: 'supplier',
      families: roleFamilies('supplier'),
      baseUrl: cp.server.url,
      hasToken: true,
      // Nothing overridden: each request as the official OpenAPI has it.
      submitMethod: null,
      submitMethods: {},
      versionHeader: null,
      bodyFormat: 'json',
    });
    expect(body).not.toHaveProperty('token');
    expect(await created).toEqual({ type: 'counterparty', name: 'acme', op: 'create' });

    const listed = await (await wb.api('/api/counterparties')).text();
    expect(listed).not.toContain(cp.token);
    expect(JSON.parse(listed).map((c: { name: string }) => c.name)).toEqual(['acme']);

    const edit = await wb.api('/api/counterparties/acme', {
      method: 'PUT',
      json: {
        submitMethod: 'PUT',
        submitMethods: { Timecard: 'POST' },
        versionHeader: 'setuVersionId',
        format: 'xml',
        timeoutMs: 1500,
        families: ['Timecard'],
      },
    });
    expect(edit.status).toBe(200);
    const edited = await edit.json();
    expect(edited).toMatchObject({
      submitMethod: 'PUT',
      submitMethods: { Timecard: 'POST' },
      versionHeader: 'setuVersionId',
      bodyFormat: 'xml',
      timeoutMs: 1500,
      families: ['Timecard'],
      hasToken: true, // an edit that names no token keeps it
    });
    const cleared = await wb.api('/api/counterparties/acme', { method: 'PUT', json: { token: null } });
    expect(await cleared.json()).toMatchObject({ hasToken: false, auth: 'none', submitMethod: 'PUT' });
    // null goes back to the OpenAPI's default.
    const defaults = await wb.api('/api/counterparties/acme', {
      method: 'PUT',
      json: { submitMethod: null, submitMethods: {}, versionHeader: null },
    });
    expect(await defaults.json()).toMatchObject({
      submitMethod: null,
      submitMethods: {},
      versionHeader: null,
    });
    for (const json of [
      { submitMethod: 'PATCH' },
      { versionHeader: 'X-Version' },
      { submitMethods: ['Timecard'] },
      { submitMethods: { Memo: 'PUT' } },
      { submitMethods: { Timecard: 'GET' } },
    ]) {
      const refused = await wb.api('/api/counterparties/acme', { method: 'PUT', json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
    }

    expect((await add({ name: 'acme', role: 'supplier', baseUrl: cp.server.url })).status).toBe(409);
    expect((await add({ name: 'x', role: 'agency', baseUrl: cp.server.url })).status).toBe(400);
    expect((await add({ name: 'x', role: 'supplier', baseUrl: 'ftp://nowhere' })).status).toBe(400);
    expect(
      (await add({ name: 'x', role: 'supplier', baseUrl: cp.server.url, families: ['Nope'] })).status,
    ).toBe(400);
    expect(
      (await wb.api('/api/counterparties/acme', { method: 'PUT', json: { name: 'other' } })).status,
    ).toBe(400);

    expect((await wb.api('/api/counterparties/acme', { method: 'DELETE' })).status).toBe(204);
    expect((await wb.api('/api/counterparties/acme')).status).toBe(404);
    expect((await wb.api('/api/counterparties/acme', { method: 'DELETE' })).status).toBe(404);
    events.close();
  });

  it('keeps the dialect option that adds the charset parameter, off unless asked for', async () => {
    const res = await add({ name: 'strict', role: 'supplier', baseUrl: cp.server.url });
    expect(await res.json()).toMatchObject({ charsetParameter: false });
    const edited = await wb.api('/api/counterparties/strict', {
      method: 'PUT',
      json: { charsetParameter: true },
    });
    expect(await edited.json()).toMatchObject({ charsetParameter: true });
    const wrong = await wb.api('/api/counterparties/strict', {
      method: 'PUT',
      json: { charsetParameter: 'yes' },
    });
    expect(wrong.status).toBe(400);
    expect((await wb.api('/api/counterparties/strict', { method: 'DELETE' })).status).toBe(204);
  });

  it('tests the connection: reachable with the key accepted, a wrong key rejected, a closed port unreachable', async () => {
    await add({ name: 'live', role: 'supplier', baseUrl: cp.server.url, token: cp.token });
    await add({ name: 'wrong-key', role: 'supplier', baseUrl: cp.server.url, token: 'not-the-key' });
    await add({ name: 'down', role: 'supplier', baseUrl: `http://127.0.0.1:${await closedPort()}` });
    const test = async (name: string) => {
      const res = await wb.api(`/api/counterparties/${name}/test`, { method: 'POST' });
      expect(res.status).toBe(200);
      return (await res.json()) as ConnectionReport;
    };

    const live = await test('live');
    expect(live).toMatchObject({ reachable: true, status: 200, keyAccepted: true, signIn: 'bearer' });
    expect(live.keyStatus).not.toBe(401);
    expect(live.latencyMs).toBeGreaterThanOrEqual(0);

    expect(await test('wrong-key')).toMatchObject({
      reachable: true,
      status: 200,
      keyAccepted: false,
      keyStatus: 401,
    });

    const down = await test('down');
    expect(down).toMatchObject({ reachable: false, status: null, keyAccepted: null });
    expect(down.error).toMatch(/ECONNREFUSED/);

    expect((await wb.api('/api/counterparties/nobody/test', { method: 'POST' })).status).toBe(404);
  });
});
