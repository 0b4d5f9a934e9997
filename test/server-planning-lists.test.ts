// The planning lists as the official OpenAPI gives them: GET /planning/constraints requires hrId and
// lists that human resource's constraints; every list is served as JSON or, wrapped as the OpenAPI
// names it (Constraints, Assignments), as XML.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { readXmlTree } from '../shared/xml/tree.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';

const NS = 'https://ontology.setu.nl/messages';
type Doc = Record<string, unknown>;

describe.each(storeKinds)('%s store', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, kind);
  });
  afterAll(() => server.close());

  async function create(path: string, doc: Doc): Promise<string> {
    const res = await server.fetch(path, {
      method: 'POST',
      headers: { standardVersionId: '2.0' },
      json: doc,
    });
    expect(res.status).toBe(201);
    return res.headers.get('location')?.split('/').pop() as string;
  }

  const constraintsFor = (workerId: string) => {
    const doc = variant(exampleMessage(family('PlanningConstraints'), '2.0'), randomUUID());
    (doc.worker as { workerId: unknown }).workerId = [{ value: workerId, schemeAgencyId: 'Supplier' }];
    return doc;
  };

  describe('GET /planning/constraints', () => {
    it('without hrId (or with an empty one) is 400 naming it', async () => {
      for (const query of ['', '?hrId=', '?other=1']) {
        const res = await server.fetch(`/planning/constraints${query}`);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          code: 'query',
          description: expect.stringContaining('hrId'),
        });
      }
    });

    it('lists the constraints of that human resource only, as JSON or as XML', async () => {
      const mine = constraintsFor('worker-a');
      const id = await create('/planning/constraints', mine);
      await create('/planning/constraints', constraintsFor('worker-b'));

      const json = await server.fetch('/planning/constraints?hrId=worker-a');
      expect(json.status).toBe(200);
      expect(await json.json()).toEqual([
        { id, location: `/planning/constraint/${id}`, standardVersionId: '2.0', message: mine },
      ]);

      const xml = await server.fetch('/planning/constraints?hrId=worker-a', {
        headers: { accept: 'application/xml' },
      });
      expect(xml.status).toBe(200);
      expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const { root } = readXmlTree(await xml.text());
      expect([root.ns, root.name]).toEqual([NS, 'Constraints']);
      expect(root.kids.map((k) => [k.ns, k.name])).toEqual([[NS, 'PlanningConstraints']]);
      const documentId = root.kids[0]?.kids.find((k) => k.name === 'documentId');
      expect(documentId?.kids.find((k) => k.name === 'value')?.text).toBe(
        (mine.documentId as { value: string }).value,
      );
    });
  });

  describe('GET /planning/requests/{id}/assignments', () => {
    it('is served as XML wrapped in Assignments', async () => {
      const request = variant(exampleMessage(family('PlanningRequest'), '2.0'), randomUUID());
      const requestId = await create('/planning/requests', request);
      const assignment = variant(exampleMessage(family('PlanningAssignment'), '2.0'), randomUUID());
      assignment.planningRequestReference = { documentId: request.documentId };
      await create('/planning/assignments', assignment);
      const res = await server.fetch(`/planning/requests/${requestId}/assignments`, {
        headers: { accept: 'application/xml' },
      });
      expect(res.status).toBe(200);
      const { root } = readXmlTree(await res.text());
      expect(root.name).toBe('Assignments');
      expect(root.kids.map((k) => k.name)).toEqual(['PlanningAssignment']);
    });
  });
});
