// Bodies built to cost the server more than their size: more elements, or objects and arrays, than
// any message has; and bodies that say more than the message they become: a JSON member twice (JSON.parse
// keeps the last), an XML attribute (the codec drops it, while the 201 echoed the request). Each is
// refused with a 400 that says why in the error shape, on the exchange server, in the management API's
// import and drafts alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '../shared/api/types.ts';
import { UBL_INVOICE_NS } from '../shared/invoice/ubl-read.ts';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage } from './support/examples.ts';
import { type ApiServer, startApiServer } from './support/management.ts';
import { readSpec } from './support/official.ts';

const NS = 'https://ontology.setu.nl/messages';
const TIMECARD = '/purchase-to-pay/timecard/6f1c1d2e-0b7a-4d36-9a0e-3c5d7e9f1a2b';
const INVOICE = '/purchase-to-pay/invoice/0b9e5a3c-6a51-4f43-8a8e-2f1d7c9b4e60';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

// A counterparty's request: without the management API's token, which is no key of the exchange server.
const put = (path: string, body: string, type: 'json' | 'xml') =>
  fetch(`${server.url}${path}`, {
    method: 'PUT',
    headers: { 'content-type': `application/${type}`, accept: 'application/json', standardVersionId: '2.0' },
    body,
  });

const importOne = async (filename: string, content: string) => {
  const res = await server.api('/api/import', { method: 'POST', json: [{ filename, content }] });
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: ImportResult[] }).results[0];
};

describe('more elements than the limit of 100,000', () => {
  const root = `<Timecard xmlns="${NS}">`;
  const timecard = `${root}${'<a/>'.repeat(100_000)}</Timecard>`;
  const where = `line 1, column ${root.length + 4 * 99_999 + 1}`;

  it('a SETU message: 400, saying so and where', async () => {
    const res = await put(TIMECARD, timecard, 'xml');
    expect(res.status).toBe(400);
    const message = `XML has more elements than the limit of 100000 at ${where}`;
    expect(await res.json()).toEqual({
      code: 'malformed-xml',
      description: message,
      errors: [{ path: '', code: 'too-many-elements', message }],
    });
  });

  it('a UBL invoice: 400, saying so', async () => {
    const invoice = `<Invoice xmlns="${UBL_INVOICE_NS}">${'<a/>'.repeat(100_000)}</Invoice>`;
    const res = await put(INVOICE, invoice, 'xml');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'invalid-invoice',
      errors: [{ code: 'too-many-elements', message: expect.stringMatching(/more elements than the limit/) }],
    });
  });

  it('an import: the file is not read, saying so', async () => {
    expect(await importOne('many.xml', timecard)).toMatchObject({
      ok: false,
      error: {
        code: 'too-many-elements',
        message: `XML has more elements than the limit of 100000 at ${where}`,
      },
    });
  });
});

describe('more objects and arrays than the limit of 100,000', () => {
  const objects = `[${Array(100_001).fill('{}').join(',')}]`;
  const message = 'JSON has more objects and arrays than the limit of 100000';

  it('a SETU message: 400, saying so', async () => {
    const res = await put(TIMECARD, objects, 'json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'malformed-json',
      description: message,
      errors: [{ path: '', code: 'too-many-values', message }],
    });
  });

  it('an import: the file is not read, saying so', async () => {
    expect(await importOne('many.json', objects)).toMatchObject({
      ok: false,
      error: { code: 'too-many-values', message },
    });
  });
});

describe('a JSON member twice', () => {
  // The official timecard with a documentId before its own: JSON.parse would keep the second.
  const timecard = `{"documentId": {"value": "first"},\n${JSON.stringify(exampleMessage(family('Timecard'), '2.0')).slice(1)}`;
  const message = 'JSON has the member documentId twice in one object at line 2, column 1';

  it('a SETU message: 400 naming the member, and nothing stored', async () => {
    const res = await put(TIMECARD, timecard, 'json');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'malformed-json',
      description: message,
      errors: [{ path: '/documentId', code: 'duplicate-member', message }],
    });
    expect((await fetch(`${server.url}${TIMECARD}`)).status).toBe(404);
  });

  it('an import: the file is not read, naming the member', async () => {
    expect(await importOne('twice.json', timecard)).toMatchObject({
      ok: false,
      error: { code: 'duplicate-member', message },
    });
  });

  it('a draft: 400 naming the member, and no draft made', async () => {
    const res = await server.api('/api/drafts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"family": "Timecard", "version": "2.0", "body": ${timecard}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'duplicate-member',
      description: 'JSON has the member documentId twice in one object at line 2, column 1',
    });
    expect(await (await server.api('/api/drafts')).json()).toMatchObject({ items: [] });
  });
});

describe('an XML attribute', () => {
  const timecard = readSpec('examples', 'xml', 'Timecard-2.0.xml').replace(
    '<documentId>',
    '<documentId schemeAgencyId="ours">',
  );
  const message =
    'XML element <documentId> has the attribute schemeAgencyId; SETU messages have no attributes';

  it('a SETU message: 400 naming the element, and nothing stored or echoed', async () => {
    const res = await put(TIMECARD, timecard, 'xml');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'malformed-xml',
      description: message,
      errors: [{ path: '/documentId', code: 'attribute', message }],
    });
    expect((await fetch(`${server.url}${TIMECARD}`)).status).toBe(404);
  });

  it('an import: the file is not read, naming the element', async () => {
    expect(await importOne('attribute.xml', timecard)).toMatchObject({
      ok: false,
      error: { code: 'attribute', message },
    });
  });
});
