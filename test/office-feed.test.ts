// GET /office/v1/changes against both stores: who may read it, what a page holds, and a desktop that
// comes back after a week away.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { tinyPng } from './support/png.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';

const TC = '/purchase-to-pay/timecard';

interface WirePage {
  changes: Record<string, unknown>[];
  next: string;
  restarted: boolean;
}

describe.each(storeKinds)('%s store', (kind) => {
  let server: TestServer;
  let desktop: string;
  let acme: string;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
    desktop = await server.store.addKey('front desk', 'desktop');
    acme = await server.store.addKey('acme');
  });
  afterAll(() => server.close());

  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const put = (id: string, body: Record<string, unknown>, key = acme) =>
    server.fetch(`${TC}/${id}`, {
      method: 'PUT',
      headers: { ...bearer(key), standardVersionId: '2.0' },
      json: body,
    });
  const page = async (after: string, limit = 100): Promise<WirePage> => {
    const res = await server.fetch(`/office/v1/changes?after=${after}&limit=${limit}`, {
      headers: bearer(desktop),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as WirePage;
  };
  /** Every change after `after`, page by page, and the cursor to go on from. */
  const readAll = async (after: string, limit = 100) => {
    const all: Record<string, unknown>[] = [];
    let cursor = after;
    for (;;) {
      const p = await page(cursor, limit);
      all.push(...p.changes);
      cursor = p.next;
      if (p.changes.length === 0) return { all, cursor };
    }
  };
  const timecard = (id: string) => variant(exampleMessage(family('Timecard'), '2.0'), id);

  it("is read with a desktop's key only; a desktop's key sends no SETU messages", async () => {
    expect((await server.fetch('/office/v1/changes')).status).toBe(401);
    expect((await server.fetch('/office/v1/changes', { headers: bearer(acme) })).status).toBe(403);
    expect((await server.fetch('/office/v1/changes', { headers: bearer(desktop) })).status).toBe(200);
    const id = randomUUID();
    const res = await put(id, timecard(id), desktop);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('desktop-key');
  });

  it('refuses a cursor it did not give and a limit out of range', async () => {
    const bad = await server.fetch('/office/v1/changes?after=yesterday', { headers: bearer(desktop) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('cursor');
    for (const limit of ['0', '1001', 'ten'])
      expect(
        (await server.fetch(`/office/v1/changes?limit=${limit}`, { headers: bearer(desktop) })).status,
      ).toBe(400);
  });

  it('gives every revision and attachment once, in the order written, with the message as stored', async () => {
    const { cursor: start } = await readAll('');
    const id = randomUUID();
    const first = timecard(id);
    expect((await put(id, first)).status).toBe(201);
    const file = randomUUID();
    const upload = await server.fetch(`/attachment/${file}`, {
      method: 'PUT',
      headers: bearer(acme),
      json: { document: tinyPng().toString('base64'), 'mime type': 'image/png', filename: 'receipt.png' },
    });
    expect(upload.status).toBe(201);
    expect((await put(id, { ...first, referenceNumber: 'second' })).status).toBe(200);
    expect((await server.fetch(`${TC}/${id}`, { method: 'DELETE', headers: bearer(acme) })).status).toBe(200);

    const { all, cursor } = await readAll(start, 1);
    expect(all.map((c) => [c.kind, c.op ?? null, c.revision ?? null])).toEqual([
      ['revision', 'create', 1],
      ['attachment', null, null],
      ['revision', 'update', 2],
      ['revision', 'delete', 3],
    ]);
    expect(all[0]).toMatchObject({
      collection: TC,
      id,
      family: 'Timecard',
      owner: 'acme',
      standardVersionId: '2.0',
    });
    expect(JSON.parse(all[0]?.json as string)).toEqual(first);
    expect(all[1]).toMatchObject({ id: file, owner: 'acme', mimeType: 'image/png', filename: 'receipt.png' });
    expect(Buffer.from(all[1]?.content as string, 'base64').equals(tinyPng())).toBe(true);
    expect((await page(cursor)).changes).toEqual([]);
  });

  it('starts again from the beginning, and says so, for a cursor whose change is not there or is another', async () => {
    for (const id of [randomUUID(), randomUUID()]) expect((await put(id, timecard(id))).status).toBe(201);
    const { cursor } = await readAll('');
    const [, position, check] = /^(.+)\.([0-9a-f]{12})$/.exec(cursor) as RegExpExecArray;
    const first = await page('');
    expect(first.restarted).toBe(false);
    // Another change at its place (a store restored from an older copy gave the place to another one),
    // and no change at its place (a copy that ends before it).
    const other = `${position}.${(check as string).replace(/^./, (c) => (c === '0' ? '1' : '0'))}`;
    const beyond = `${(position as string).replace(/^\d+/, '999999999')}.${check}`;
    for (const after of [other, beyond]) {
      const p = await page(after);
      expect(p.restarted).toBe(true);
      expect(p.changes).toEqual(first.changes);
    }
    // A cursor given before cursors carried a check goes on from its change, which is there.
    expect(await page(position as string)).toMatchObject({ restarted: false, changes: [] });
    expect(await page(cursor)).toMatchObject({ restarted: false, changes: [] });
  });

  it('resumes after a week away: the changes since its cursor, each once, in order', async () => {
    const { cursor: leftAt } = await readAll('');
    // A week at a small agency: 200 workers' timecards sent, a fifth of them corrected once.
    const ids = Array.from({ length: 200 }, () => randomUUID());
    for (let i = 0; i < ids.length; i += 20) {
      const batch = ids.slice(i, i + 20);
      const statuses = await Promise.all(batch.map(async (id) => (await put(id, timecard(id))).status));
      expect(statuses.every((s) => s === 201)).toBe(true);
    }
    for (const id of ids.slice(0, 40))
      expect((await put(id, { ...timecard(id), referenceNumber: 'corrected' })).status).toBe(200);

    const { all } = await readAll(leftAt, 64);
    expect(all).toHaveLength(240);
    expect(new Set(all.map((c) => `${c.id} ${c.revision}`)).size).toBe(240);
    // Each batch of 20 was sent at once (their order among themselves is the order they committed in).
    for (let i = 0; i < 200; i += 20)
      expect(new Set(all.slice(i, i + 20).map((c) => c.id))).toEqual(new Set(ids.slice(i, i + 20)));
    expect(all.slice(200).map((c) => [c.id, c.revision])).toEqual(ids.slice(0, 40).map((id) => [id, 2]));
  });
});
