// One resource per UUID, whatever the case it is written in: ids are kept in lower case, in the
// path as sent and in stores written before this rule.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../main/store/migrations.ts';
import { Store } from '../main/store/store.ts';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { tinyPng } from './support/png.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';
import { tempDir } from './support/temp.ts';

const TC = '/purchase-to-pay/timecard';
const timecard = (id: string) => variant(exampleMessage(family('Timecard'), '2.0'), id);

describe.each(storeKinds)('a UUID in upper case, %s store', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
  });
  afterAll(() => server.close());

  const put = (id: string, doc: Record<string, unknown>) =>
    server.fetch(`${TC}/${id}`, { method: 'PUT', headers: { standardVersionId: '2.0' }, json: doc });

  it('names the same timecard as in lower case', async () => {
    const id = randomUUID();
    expect((await put(id.toUpperCase(), timecard(id))).status).toBe(201);
    for (const asked of [id, id.toUpperCase()])
      expect((await server.fetch(`${TC}/${asked}`)).status).toBe(200);
    const changed = timecard(`${id}-2`);
    expect((await put(id, changed)).status).toBe(200);
    expect(await server.store.history(TC, id)).toHaveLength(2);
    expect(await server.store.get(TC, id.toUpperCase())).toBeUndefined();
  });

  it('names the same attachment, whose URL is in lower case', async () => {
    const id = randomUUID();
    const res = await server.fetch(`/attachment/${id.toUpperCase()}`, {
      method: 'PUT',
      json: { document: tinyPng().toString('base64'), 'mime type': 'image/png' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-location')).toBe(`${server.url}/attachment/${id}`);
    expect((await server.fetch(`/attachment/${id}`)).status).toBe(200);
  });

  it('names the same planning request as the lower-case id the server gave it', async () => {
    const res = await server.fetch('/planning/requests', {
      method: 'POST',
      headers: { standardVersionId: '2.0' },
      json: variant(exampleMessage(family('PlanningRequest'), '2.0'), randomUUID()),
    });
    const id = res.headers.get('location')?.split('/').pop() as string;
    expect((await server.fetch(`/planning/request/${id.toUpperCase()}`)).status).toBe(200);
  });
});

describe.each(storeKinds)('an id holding U+0000, %s store', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
  });
  afterAll(() => server.close());

  // PostgreSQL refuses the character in any text it is sent; no resource can have such an id.
  it('names no resource: a read or delete of it is 404', async () => {
    for (const [method, path] of [
      ['GET', `${TC}/%00`],
      ['DELETE', `${TC}/%00`],
      ['DELETE', '/purchase-to-pay/invoice/%00'],
      ['GET', '/attachment/%00'],
    ] as const) {
      const res = await server.fetch(path, { method });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
    }
  });
});

describe('a store written before ids were kept in lower case', () => {
  it('has its upper-case ids lowered when it is upgraded', async () => {
    const dir = tempDir('setu-ids-');
    const id = randomUUID();
    const before = Store.open(dir, { migrations: migrations.filter((m) => m.id <= 6) });
    await before.write((tx) => {
      tx.put({
        collection: TC,
        id: id.toUpperCase(),
        family: 'Timecard',
        owner: '',
        body: timecard(id),
        standardVersion: '2.0',
      });
      tx.putAttachment({
        id: id.toUpperCase(),
        owner: '',
        mimeType: 'image/png',
        filename: null,
        bytes: tinyPng(),
      });
    });
    before.close();
    const after = Store.open(dir);
    expect(after.get(TC, id)?.body).toEqual(timecard(id));
    expect(after.getAttachment(id)).toBeDefined();
    after.close();
  });
});
