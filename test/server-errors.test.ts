// Every 4xx row of DESIGN.md section 5, provoked against a real server; error bodies as JSON or XML.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';

describe.each(storeKinds)('%s store', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ bodyLimit: 64 * 1024 }, kind);
  });
  afterAll(() => server.close());

  const timecard = () => variant(exampleMessage(family('Timecard'), '2.0'), randomUUID());
  const put = (path: string, body: string, headers: Record<string, string> = {}) =>
    server.fetch(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0', ...headers },
      body,
    });
  const tc = () => `/purchase-to-pay/timecard/${randomUUID()}`;

  async function expectError(res: Response, status: number, code: string, description?: RegExp) {
    const body = (await res.json()) as { code: string; description: string; errors: unknown[] };
    expect(res.status).toBe(status);
    expect(body.code).toBe(code);
    if (description) expect(body.description).toMatch(description);
    return body;
  }

  describe('version header', () => {
    it('missing standardVersionId: 400 naming the supported versions', async () => {
      const res = await server.fetch(tc(), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(timecard()),
      });
      await expectError(
        res,
        400,
        'version',
        /standardVersionId header is required; Timecard versions supported: 2\.0/,
      );
    });
    it('an empty version header: 400 naming the header that was sent empty', async () => {
      for (const name of ['setuVersionId', 'standardVersionId']) {
        const res = await server.fetch(tc(), {
          method: 'PUT',
          headers: { 'content-type': 'application/json', [name]: '' },
          body: JSON.stringify(timecard()),
        });
        await expectError(
          res,
          400,
          'version',
          new RegExp(`^The ${name} header is empty; Timecard versions supported: 2\\.0`),
        );
      }
    });
    it('unsupported version: 400', async () => {
      await expectError(
        await put(tc(), JSON.stringify(timecard()), { standardVersionId: '3.1' }),
        400,
        'version',
        /version 3\.1 is not supported; supported: 2\.0/,
      );
    });
    it('setuVersionId is accepted as the alias', async () => {
      const res = await server.fetch(tc(), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', setuVersionId: '2.0' },
        body: JSON.stringify(timecard()),
      });
      expect(res.status).toBe(201);
    });
    it('both headers, different: 400', async () => {
      await expectError(
        await put(tc(), JSON.stringify(timecard()), { setuVersionId: '1.0' }),
        400,
        'version',
        /disagree/,
      );
    });
  });

  describe('formats', () => {
    it('Content-Type neither JSON nor XML: 415', async () => {
      await expectError(
        await put(tc(), JSON.stringify(timecard()), { 'content-type': 'text/plain' }),
        415,
        'unsupported-media-type',
      );
    });
    it('Accept neither JSON nor XML: 406', async () => {
      await expectError(
        await put(tc(), JSON.stringify(timecard()), { accept: 'text/html' }),
        406,
        'not-acceptable',
      );
    });
    it('errors come as XML when XML is asked for', async () => {
      const res = await put(tc(), '<Timecard xmlns="https://ontology.setu.nl/messages"><bad>', {
        'content-type': 'application/xml',
        accept: 'application/xml',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(await res.text()).toMatch(
        /<error xmlns="https:\/\/ontology.setu.nl\/messages">\s*<code>malformed-xml<\/code>\s*<description>XML element &lt;bad&gt; is not closed at line 1, column 58<\/description>/,
      );
    });
    it('a JSON string holding a character XML cannot carry: 400, for JSON and XML answers alike', async () => {
      const doc = timecard() as { person: { name: { formattedName: string } } };
      doc.person.name.formattedName = 'Jan\u0001';
      for (const accept of ['application/json', 'application/xml']) {
        const res = await put(tc(), JSON.stringify(doc), { accept: 'application/json' });
        const body = await expectError(res, 400, 'invalid-message');
        expect(body.errors).toEqual([
          {
            path: '/person/name/formattedName',
            code: 'character',
            message: 'holds U+0001, which XML cannot carry',
          },
        ]);
        const asXml = await put(tc(), JSON.stringify(doc), { accept });
        expect(asXml.status).toBe(400);
      }
    });
    it('malformed JSON: 400 with the parser position', async () => {
      await expectError(
        await put(tc(), '{\n "documentId": }'),
        400,
        'malformed-json',
        /JSON is malformed at line 2, column 16/,
      );
    });
    it('malformed XML: 400 with the position', async () => {
      const res = await put(
        tc(),
        '<Timecard xmlns="https://ontology.setu.nl/messages">\n<documentId></value></Timecard>',
        {
          'content-type': 'application/xml',
          accept: 'application/json',
        },
      );
      await expectError(
        res,
        400,
        'malformed-xml',
        /closing tag <\/value> does not match <documentId> at line 2, column 13/,
      );
    });
    it('a body over the limit: 413', async () => {
      const big = timecard();
      big.referenceNumber = 'x'.repeat(70 * 1024);
      await expectError(
        await put(tc(), JSON.stringify(big)),
        413,
        'payload-too-large',
        /limit of 65536 bytes/,
      );
    });
  });

  describe('identifiers', () => {
    it('a non-UUID id: 400', async () => {
      await expectError(
        await put('/purchase-to-pay/timecard/timecard-1', JSON.stringify(timecard())),
        400,
        'id',
        /must be a UUID/,
      );
    });
    it('a documentId held by another resource: 409', async () => {
      const doc = timecard();
      expect((await put(tc(), JSON.stringify(doc))).status).toBe(201);
      await expectError(await put(tc(), JSON.stringify(doc)), 409, 'document-id');
    });
    it('duplicate line ids in one message: 400 naming both', async () => {
      const doc = timecard();
      (doc.timeInterval as unknown[]).push(structuredClone((doc.timeInterval as unknown[])[0]));
      const body = await expectError(await put(tc(), JSON.stringify(doc)), 400, 'invalid-message');
      expect(body.errors).toContainEqual(
        expect.objectContaining({
          code: 'duplicate-line-id',
          path: expect.stringMatching(/^\/timeInterval\/\d+\/id\/value$/),
        }),
      );
    });
  });

  describe('operations', () => {
    it('an Order on the RFQ endpoint: 400 with the member path', async () => {
      const order = variant(
        exampleMessage(family('StaffingOrder'), '2.0', family('StaffingOrder').endpoints[1]),
        randomUUID(),
      );
      const res = await put(
        `/purchase-to-pay/staffing-order/request-for-quotation/${randomUUID()}`,
        JSON.stringify(order),
      );
      const body = await expectError(res, 400, 'invalid-message');
      expect(body.errors).toEqual([
        { path: '/orderType', code: 'endpoint', message: 'must be RFQ for the RFQ endpoint' },
      ]);
    });
    it('an invalid message: 400 with every issue in plain words', async () => {
      const doc = timecard();
      delete doc.person;
      const body = await expectError(await put(tc(), JSON.stringify(doc)), 400, 'invalid-message');
      expect(body.errors).toEqual([{ path: '/person', code: 'required', message: 'is required' }]);
    });
    it('an unknown path: 404', async () => {
      await expectError(await server.fetch('/purchase-to-pay/payslip/1'), 404, 'not-found');
    });
    it('a method the resource does not have: 405 with Allow', async () => {
      const res = await server.fetch(tc(), { method: 'PATCH' });
      await expectError(res, 405, 'method-not-allowed');
      expect(res.headers.get('allow')).toBe('GET, PUT, POST, DELETE');
    });
  });

  describe('roles', () => {
    it('a customer back office takes timecards (DESIGN §5): the agency sends its customer the hours', async () => {
      const customer = await startTestServer({ role: 'customer' }, kind);
      try {
        const at = tc();
        const res = await customer.fetch(at, {
          method: 'POST',
          headers: { 'content-type': 'application/json', setuVersionId: '2.0', standardVersionId: '2.0' },
          body: JSON.stringify(timecard()),
        });
        expect(res.status).toBe(201);
        expect((await customer.fetch(at)).status).toBe(200);
      } finally {
        await customer.close();
      }
    });
    it('a supplier back office does not take human resources: 405 with the reason; retrieve still served', async () => {
      const supplier = await startTestServer({ role: 'supplier' }, kind);
      try {
        const at = `/purchase-to-pay/human-resource/${randomUUID()}`;
        const res = await supplier.fetch(at, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
          body: JSON.stringify(exampleMessage(family('HumanResource'), '2.0')),
        });
        await expectError(
          res,
          405,
          'method-not-allowed',
          /acts as the staffing supplier; Human resource submit is served by the staffing customer/,
        );
        expect(res.headers.get('allow')).toBe('GET');
        expect((await supplier.fetch(at)).status).toBe(404);
      } finally {
        await supplier.close();
      }
    });
  });

  describe('host check', () => {
    it('a request for a foreign Host (DNS rebinding) is refused: 403', async () => {
      const { request } = await import('node:http');
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${server.url}/health`, { headers: { host: 'attacker.example:80' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(403);
    });
  });
});
