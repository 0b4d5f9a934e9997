// /api/attachments over a real server: a receipt stored from its raw bytes (type checked against its
// content, size limited), read back, served at the URL a message refers to, and uploaded by sync to a
// counterparty, which receives the allowance with its own URL for the same bytes.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMIT } from '../main/api/attachments-api.ts';
import type { Draft } from '../main/store/drafts.ts';
import type { AttachmentInfo } from '../shared/api/types.ts';
import { type ApiServer, type EventStream, openEvents, startApiServer } from './support/management.ts';
import { type Counterpart, startCounterparty, timecard } from './support/workbench.ts';

// A 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let wb: ApiServer;
let cp: Counterpart;
let events: EventStream;
beforeAll(async () => {
  [wb, cp] = await Promise.all([startApiServer(), startCounterparty('supplier')]);
  events = await openEvents(wb.port, wb.token);
});
afterAll(async () => {
  events.close();
  await Promise.all([wb.close(), cp.server.close()]);
});

const upload = (bytes: Uint8Array, type: string, query = '') =>
  wb.api(`/api/attachments${query}`, { method: 'POST', headers: { 'content-type': type }, body: bytes });

async function stored(bytes: Uint8Array, type: string, filename: string): Promise<AttachmentInfo> {
  const res = await upload(bytes, type, `?filename=${encodeURIComponent(filename)}`);
  expect(res.status).toBe(201);
  const created = (await res.json()) as AttachmentInfo;
  expect(res.headers.get('location')).toBe(`/api/attachments/${created.id}`);
  return created;
}

describe('attachments through the management API', () => {
  it('gives a file back under a name with its declared type’s extension, so HTML sent as CSV stays CSV', async () => {
    const html = new TextEncoder().encode('name,amount\n<script>alert(1)</script>,1\n');
    const file = await stored(html, 'text/csv', 'page.html');
    const content = await wb.api(`/api/attachments/${file.id}/content`);
    expect(content.headers.get('content-disposition')).toBe('attachment; filename="page.html.csv"');
  });

  it('stores a receipt from its bytes and gives it back: description, content, and at its URL', async () => {
    const created = await stored(png, 'image/png', 'C:\\scans\\receipt.png');
    expect(created).toMatchObject({
      url: `/attachment/${created.id}`,
      mimeType: 'image/png',
      filename: 'receipt.png',
      size: png.length,
    });
    const described = await wb.api(`/api/attachments/${created.id}`);
    expect(await described.json()).toEqual(created);

    const content = await wb.api(`/api/attachments/${created.id}/content`);
    expect(content.headers.get('content-type')).toBe('image/png');
    expect(content.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await content.arrayBuffer())).toEqual(png);
    // The exchange server serves the same file at the URL the message holds.
    const served = await fetch(`${wb.url}${created.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const pdf = await stored(Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf', 'a/b/../taxi.pdf');
    expect(pdf).toMatchObject({ filename: 'taxi.pdf', mimeType: 'application/pdf' });
    expect(pdf.id).not.toBe(created.id);
  });

  it('refuses a file whose content is not the type it is sent as, an unknown type, an empty or too large file', async () => {
    const renamed = await upload(png, 'application/pdf');
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject({ code: 'mime-type' });
    expect((await upload(png, 'text/plain')).status).toBe(415);
    expect((await upload(new Uint8Array(), 'image/png')).status).toBe(400);
    const big = Buffer.alloc(ATTACHMENT_LIMIT + 1);
    png.copy(big);
    expect((await upload(big, 'image/png')).status).toBe(413);
    // A picture that fits is stored whatever follows its signature.
    expect((await upload(big.subarray(0, ATTACHMENT_LIMIT), 'image/png')).status).toBe(201);
  });

  it('answers 404 for an unknown attachment and 405 for other methods', async () => {
    expect((await wb.api('/api/attachments/nope')).status).toBe(404);
    expect((await wb.api('/api/attachments/nope/other')).status).toBe(404);
    expect((await wb.api('/api/attachments')).status).toBe(405);
    const created = await stored(png, 'image/png', 'r.png');
    expect((await wb.api(`/api/attachments/${created.id}`, { method: 'DELETE' })).status).toBe(405);
  });

  it('is uploaded by sync before the timecard whose allowance refers to it, with the URL rewritten', async () => {
    const receipt = await stored(png, 'image/png', 'parking.png');
    await syncedTo({ name: 'acme' }, receipt, png);
  });

  // The limits agree: the largest file the workbench keeps, under the longest name it keeps (each
  // character escaped to five bytes in XML), is an upload this project's own server takes.
  it.each(['json', 'xml'] as const)(
    'of the largest size accepted reaches a counterparty of its own kind (%s)',
    async (format) => {
      const largest = Buffer.alloc(ATTACHMENT_LIMIT, 0x5a);
      png.copy(largest);
      const receipt = await stored(largest, 'image/png', `${'&'.repeat(196)}.png`);
      expect(receipt.size).toBe(ATTACHMENT_LIMIT);
      expect(receipt.filename).toHaveLength(200);
      await syncedTo({ name: `largest-${format}`, format }, receipt, largest);
    },
  );
});

/** Queues a timecard whose allowance refers to `receipt` for a new counterparty, syncs, and checks what arrived. */
async function syncedTo(counterparty: Record<string, unknown>, receipt: AttachmentInfo, bytes: Buffer) {
  const body = {
    ...timecard(`with-receipt-${counterparty.name}`),
    allowance: [
      {
        id: { value: 'al-1', schemeAgencyId: 'Supplier' },
        typeCode: { value: 'Parking' },
        // An allowance says how much (the Workbench's own timecards must): one parking ticket.
        quantity: { value: 1 },
        attachment: { url: receipt.url },
      },
    ],
  };
  const draft = (await (
    await wb.api('/api/drafts', { method: 'POST', json: { family: 'Timecard', body } })
  ).json()) as Draft;
  expect(draft.issues).toEqual([]);
  const add = await wb.api('/api/counterparties', {
    method: 'POST',
    json: { role: 'supplier', baseUrl: cp.server.url, token: cp.token, ...counterparty },
  });
  expect(add.status).toBe(201);
  const queued = await wb.api('/api/outbox', {
    method: 'POST',
    json: { counterparty: counterparty.name, draft: draft.id },
  });
  expect(queued.status).toBe(201);
  const { resourceId } = (await queued.json()) as { resourceId: string };

  const done = events.next((e) => e.type === 'sync-done', 30_000);
  expect((await wb.api('/api/sync', { method: 'POST', json: {} })).status).toBe(200);
  expect(await done).toMatchObject({ sent: 1, failed: 0 });

  const held = (await cp.server.store.get('/purchase-to-pay/timecard', resourceId))?.body as typeof body;
  const url = held.allowance[0]?.attachment.url as string;
  expect(url).toBe(`${cp.server.url}/attachment/${receipt.id}`);
  const file = await fetch(url, { headers: { authorization: `Bearer ${cp.token}` } });
  // By digest: a deep comparison of 15 MB buffers takes vitest minutes, and its diff gigabytes.
  expect(sha256(Buffer.from(await file.arrayBuffer()))).toBe(sha256(bytes));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
