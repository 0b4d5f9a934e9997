// Attachments (upload, Content-Location, download) and UBL invoices against a real server.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpec } from './support/official.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';

describe.each(storeKinds)('%s store', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://setu.agency.example/api' }, kind);
  });
  afterAll(() => server.close());

  // A 1x1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

  describe('attachments', () => {
    it('upload answers 201 with Content-Location under the public URL, which serves the same bytes', async () => {
      const id = randomUUID();
      const res = await server.fetch(`/attachment/${id}`, {
        method: 'PUT',
        json: { document: png.toString('base64'), 'mime type': 'image/png', filename: 'receipt.png' },
      });
      expect(res.status).toBe(201);
      const location = res.headers.get('content-location');
      expect(location).toBe(`https://setu.agency.example/api/attachment/${id}`);
      expect(await res.json()).toEqual({ url: location });
      const file = await server.fetch(new URL(location as string).pathname.replace('/api', ''));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(sha(new Uint8Array(await file.arrayBuffer()))).toBe(sha(png));
    });

    it('takes the XML form of the upload body (mimeType element)', async () => {
      const xml = `<Attachment xmlns="https://ontology.setu.nl/messages"><document>${png.toString('base64')}</document><mimeType>image/png</mimeType></Attachment>`;
      const res = await server.fetch(`/attachment/${randomUUID()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml' },
        body: xml,
      });
      expect(res.status).toBe(201);
      expect(await res.text()).toMatch(
        /<AttachmentResponse xmlns="https:\/\/ontology.setu.nl\/messages">\s*<url>https:\/\/setu.agency.example\/api\/attachment\//,
      );
    });

    it('an empty document is refused: 400', async () => {
      for (const declared of ['text/csv', 'image/png']) {
        const res = await server.fetch(`/attachment/${randomUUID()}`, {
          method: 'PUT',
          json: { document: '', 'mime type': declared, filename: 'empty.csv' },
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ code: 'empty', description: 'The file is empty.' });
      }
    });

    it('is downloaded under a name whose extension is its declared type', async () => {
      const names: Record<string, string> = {
        'page.html': 'page.html.csv',
        'drawing.svg': 'drawing.svg.csv',
        'hours.CSV': 'hours.CSV',
        'no-extension': 'no-extension.csv',
        '<script>.csv': '_script_.csv',
      };
      for (const [filename, served] of Object.entries(names)) {
        const id = randomUUID();
        const upload = await server.fetch(`/attachment/${id}`, {
          method: 'PUT',
          json: {
            document: Buffer.from('<svg onload="alert(1)"/>').toString('base64'),
            'mime type': 'text/csv',
            filename,
          },
        });
        expect(upload.status).toBe(201);
        const file = await server.fetch(`/attachment/${id}`);
        expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${served}"`);
      }
      const id = randomUUID();
      await server.fetch(`/attachment/${id}`, {
        method: 'PUT',
        json: { document: png.toString('base64'), 'mime type': 'image/png' },
      });
      expect((await server.fetch(`/attachment/${id}`)).headers.get('content-disposition')).toBe(
        `attachment; filename="${id}.png"`,
      );
    });

    it('a PNG declared as application/pdf is refused: 400', async () => {
      const res = await server.fetch(`/attachment/${randomUUID()}`, {
        method: 'PUT',
        json: { document: png.toString('base64'), 'mime type': 'application/pdf' },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'mime-type',
        description: 'The file is declared as application/pdf but its content is image/png.',
      });
    });

    it('an uploaded file never changes: a second upload to the id is 409', async () => {
      const id = randomUUID();
      const body = { document: png.toString('base64'), 'mime type': 'image/png' };
      expect((await server.fetch(`/attachment/${id}`, { method: 'PUT', json: body })).status).toBe(201);
      expect((await server.fetch(`/attachment/${id}`, { method: 'PUT', json: body })).status).toBe(409);
    });

    it('a mime type outside the six: 400', async () => {
      const res = await server.fetch(`/attachment/${randomUUID()}`, {
        method: 'PUT',
        json: { document: 'R0lGODlh', 'mime type': 'image/gif' },
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: unknown[] }).errors[0]).toMatchObject({
        path: '/mime type',
        code: 'enum',
      });
    });
  });

  describe('invoices', () => {
    const invoice = readSpec('examples', 'invoice', 'Invoice-2.1.xml');
    const headers = { 'content-type': 'application/xml', standardVersionId: '2.1' };

    it('create 201, retrieve as XML (as sent) and as its JSON view, update refused 409, delete 200', async () => {
      const path = `/purchase-to-pay/invoice/${randomUUID()}`;
      const created = await server.fetch(path, { method: 'PUT', headers, body: invoice });
      expect(created.status).toBe(201);
      expect(await (await server.fetch(path)).text()).toBe(invoice);
      const view = await (await server.fetch(path, { headers: { accept: 'application/json' } })).json();
      expect(view).toMatchObject({ currency: 'EUR', lines: expect.any(Array) });
      const again = await server.fetch(path, { method: 'PUT', headers, body: invoice });
      expect(again.status).toBe(409);
      const deleted = await server.fetch(path, { method: 'DELETE' });
      expect(deleted.status).toBe(200);
      expect(await deleted.text()).toBe(invoice);
    });

    it('a JSON invoice: 415; an invoice with a wrong total: 400 with the path', async () => {
      const json = await server.fetch(`/purchase-to-pay/invoice/${randomUUID()}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(json.status).toBe(415);
      const broken = invoice.replace(/(<cbc:PayableAmount currencyID="EUR">)[\d.]+/, '$10.01');
      const res = await server.fetch(`/purchase-to-pay/invoice/${randomUUID()}`, {
        method: 'PUT',
        headers: { ...headers, accept: 'application/json' },
        body: broken,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: unknown[] }).errors).toContainEqual(
        expect.objectContaining({ path: '/totals/payableAmount' }),
      );
    });
  });
});
