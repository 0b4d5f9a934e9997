// Every whole-message operation of every family, in both body formats, against a real server.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMessage, writeMessage } from '../shared/messages/message-io.ts';
import { type Family, families } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';

describe.each(storeKinds)('%s store', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
  });
  afterAll(() => server.close());

  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const xml = { 'content-type': 'application/xml', accept: 'application/xml' };
  const parse = async (res: Response) =>
    readMessage(await res.text(), { version: res.headers.get('standardVersionId') ?? undefined }).doc;

  // What a message looks like after a trip through XML: XML cannot say "an empty list", and members
  // a schema leaves open (pay equity conditions) carry no types. The codec tests prove the trip
  // lossless for every message the official XSDs define.
  const viaXml = (doc: Record<string, unknown>, f: Family, version: string) =>
    readMessage(writeMessage(doc, f, version, 'xml'), { version }).doc;

  const clientIdFamilies = families.filter((f) => f.format === 'setu' && f.endpoints[0]?.ids === 'client');

  describe('purchase-to-pay and pay equity messages', () => {
    for (const f of clientIdFamilies) {
      for (const endpoint of f.endpoints) {
        for (const { version } of f.versions) {
          it(`${endpoint.label} ${version}: submit JSON->XML, update XML->JSON, retrieve both, delete`, async () => {
            const id = randomUUID();
            const path = `${endpoint.path}/${id}`;
            const first = variant(exampleMessage(f, version, endpoint), id);
            const created = await server.fetch(path, {
              method: 'PUT',
              headers: { ...json, accept: 'application/xml', standardVersionId: version },
              body: JSON.stringify(first),
            });
            expect(created.status).toBe(201);
            expect(created.headers.get('content-type')).toBe('application/xml; charset=utf-8');
            expect(await parse(created)).toEqual(viaXml(first, f, version));

            const second = viaXml(variant(first, 'v2'), f, version);
            const updated = await server.fetch(path, {
              method: 'PUT',
              headers: { ...xml, accept: 'application/json', standardVersionId: version },
              body: writeMessage(second, f as Family, version, 'xml'),
            });
            expect(updated.status).toBe(200);
            expect(await updated.json()).toEqual(second);

            for (const accept of ['application/json', 'application/xml']) {
              const got = await server.fetch(path, { headers: { accept } });
              expect(got.status).toBe(200);
              expect(got.headers.get('standardVersionId')).toBe(version);
              expect(await parse(got)).toEqual(second);
            }

            const deleted = await server.fetch(path, {
              method: 'DELETE',
              headers: { accept: 'application/json' },
            });
            expect(deleted.status).toBe(200);
            expect(await deleted.json()).toEqual(second);
            expect((await server.fetch(path)).status).toBe(404);
            expect((await server.store.history(endpoint.path, id)).map((r) => r.op)).toEqual([
              'create',
              'update',
              'delete',
            ]);
          });
        }
      }
    }

    it('the same message PUT again (as a sync resends what was in flight) is 200 and no new revision', async () => {
      const f = families.find((x) => x.name === 'Timecard') as Family;
      const id = randomUUID();
      const path = `/purchase-to-pay/timecard/${id}`;
      const doc = variant(exampleMessage(f, '2.0'), id);
      const put = (headers: Record<string, string>, body: string) =>
        server.fetch(path, { method: 'PUT', headers: { ...headers, standardVersionId: '2.0' }, body });
      expect((await put(json, JSON.stringify(doc))).status).toBe(201);
      const again = await put(json, JSON.stringify(doc));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(doc);
      expect(await server.store.history(f.endpoints[0]?.path as string, id)).toHaveLength(1);
      // A changed message is an update, and its XML twin sent again is not.
      const changed = viaXml(variant(doc, 'v2'), f, '2.0');
      expect((await put(xml, writeMessage(changed, f, '2.0', 'xml'))).status).toBe(200);
      expect((await put(xml, writeMessage(changed, f, '2.0', 'xml'))).status).toBe(200);
      expect((await server.store.history('/purchase-to-pay/timecard', id)).map((r) => r.op)).toEqual([
        'create',
        'update',
      ]);
    });

    it('POST submits a new resource and refuses an existing id (409)', async () => {
      const id = randomUUID();
      const endpoint = `/purchase-to-pay/human-resource/${id}`;
      const hr = variant(
        exampleMessage(families.find((f) => f.name === 'HumanResource') as Family, '2.0'),
        id,
      );
      const post = () =>
        server.fetch(endpoint, {
          method: 'POST',
          headers: { ...json, standardVersionId: '2.0' },
          body: JSON.stringify(hr),
        });
      expect((await post()).status).toBe(201);
      const again = await post();
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ code: 'exists' });
    });
  });

  describe('planning messages: server-assigned ids', () => {
    for (const f of families.filter((x) => x.endpoints[0]?.ids === 'server')) {
      const endpoint = f.endpoints[0] as Family['endpoints'][number];
      it(`${f.title}: POST creates with a fresh UUID in Location; GET/PUT/DELETE use it on both path forms`, async () => {
        const doc = variant(exampleMessage(f, '2.0'), randomUUID());
        const created = await server.fetch(endpoint.path, {
          method: 'POST',
          headers: { ...json, standardVersionId: '2.0' },
          body: JSON.stringify(doc),
        });
        expect(created.status).toBe(201);
        const location = created.headers.get('location') as string;
        const singular = endpoint.aliases?.[0] as string;
        expect(location).toMatch(
          new RegExp(`^${singular}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`),
        );
        expect(await created.json()).toEqual(doc);
        const id = location.split('/').pop() as string;
        for (const p of [location, `${endpoint.path}/${id}`]) {
          expect(await (await server.fetch(p, { headers: { accept: 'application/json' } })).json()).toEqual(
            doc,
          );
        }
        const changed = variant(doc, 'v2');
        const put = await server.fetch(location, {
          method: 'PUT',
          headers: { ...xml, standardVersionId: '2.0' },
          body: writeMessage(changed, f, '2.0', 'xml'),
        });
        expect(put.status).toBe(200);
        expect(await parse(put)).toEqual(changed);
        expect(
          (
            await server.fetch(`${endpoint.path}/${randomUUID()}`, {
              method: 'PUT',
              headers: { ...json, standardVersionId: '2.0' },
              body: JSON.stringify(doc),
            })
          ).status,
        ).toBe(404);
        expect((await server.fetch(location, { method: 'DELETE' })).status).toBe(200);
        expect((await server.fetch(location)).status).toBe(404);
      });
    }

    it('GET /planning/requests/{id}/assignments lists the assignments that refer to the request', async () => {
      const request = variant(
        exampleMessage(families.find((f) => f.name === 'PlanningRequest') as Family, '2.0'),
        randomUUID(),
      );
      const created = await server.fetch('/planning/requests', {
        method: 'POST',
        headers: { ...json, standardVersionId: '2.0' },
        body: JSON.stringify(request),
      });
      const requestPath = created.headers.get('location') as string;
      const assignment = variant(
        exampleMessage(families.find((f) => f.name === 'PlanningAssignment') as Family, '2.0'),
        randomUUID(),
      );
      assignment.planningRequestReference = { documentId: request.documentId };
      const a = await server.fetch('/planning/assignments', {
        method: 'POST',
        headers: { ...json, standardVersionId: '2.0' },
        body: JSON.stringify(assignment),
      });
      expect(a.status).toBe(201);
      const list = await (
        await server.fetch(`${requestPath.replace('/request/', '/requests/')}/assignments`)
      ).json();
      expect(list).toEqual([
        {
          id: expect.any(String),
          location: a.headers.get('location'),
          standardVersionId: '2.0',
          message: assignment,
        },
      ]);
    });

    it("GET /planning/constraints?hrId= lists that human resource's constraints", async () => {
      const list = await (await server.fetch('/planning/constraints?hrId=123456')).json();
      expect(Array.isArray(list)).toBe(true);
    });
  });
});
