// What sync does beyond sending a message: attachments uploaded first and their URLs rewritten,
// planning ids assigned by the counterparty remembered, the OpenAPI's methods and version headers by
// default, and a dialect that overrides them (PUT, one version header, XML).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage } from './support/examples.ts';
import { type FaultProxy, startFaultProxy } from './support/fault-proxy.ts';
import { specPath } from './support/official.ts';
import {
  addCounterparty,
  type Counterpart,
  openWorkbench,
  startCounterparty,
  timecard,
  type Workbench,
} from './support/workbench.ts';

// A 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let wb: Workbench;
let cp: Counterpart;
let proxy: FaultProxy;

beforeEach(async () => {
  wb = openWorkbench();
  cp = await startCounterparty();
  proxy = await startFaultProxy(cp.server.url);
});

afterEach(async () => {
  await proxy.close();
  await cp.server.close();
  wb.close();
});

const acme = (extra: Partial<Parameters<typeof addCounterparty>[1]> = {}) =>
  addCounterparty(wb, { name: 'acme', role: 'supplier', baseUrl: proxy.url, token: cp.token, ...extra });

describe('attachments', () => {
  it('uploads a local attachment once and sends the counterparty its own URL, which serves the bytes', async () => {
    acme();
    const id = randomUUID();
    await wb.store.write((tx) =>
      tx.putAttachment({ id, owner: '', mimeType: 'image/png', filename: 'receipt.png', bytes: png }),
    );
    const withReceipt = (n: number) => ({
      ...timecard(n),
      allowance: [
        {
          id: { value: `al-${n}`, schemeAgencyId: 'Supplier' },
          typeCode: { value: 'Parking' },
          attachment: { url: `http://127.0.0.1:8410/attachment/${id}` },
        },
      ],
    });
    const first = wb.queue('acme', withReceipt(1));
    const second = wb.queue('acme', withReceipt(2));
    expect((await wb.sync()).sent).toBe(2);

    const uploads = proxy.seen.filter((s) => s.path.startsWith('/attachment/'));
    expect(uploads.map((s) => `${s.method} ${s.path}`)).toEqual([`POST /attachment/${id}`]);
    for (const [entry, n] of [
      [first, 1],
      [second, 2],
    ] as const) {
      const held = (await cp.server.store.get('/purchase-to-pay/timecard', entry.resourceId))
        ?.body as ReturnType<typeof withReceipt>;
      const url = held.allowance[0]?.attachment.url as string;
      expect(url).toBe(`${cp.server.url}/attachment/${id}`);
      const expected = withReceipt(n);
      (expected.allowance[0] as { attachment: { url: string } }).attachment.url = url;
      expect(held).toEqual(expected);
      const file = await fetch(url, { headers: { authorization: `Bearer ${cp.token}` } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(png);
    }
    // The outbox keeps the message as written; only what was sent carries the counterparty's URL.
    expect(JSON.parse(wb.outbox.get(first.id)?.body ?? '{}')).toEqual(withReceipt(1));
  });
});

describe('Content-Type', () => {
  it('is the bare media type the OpenAPI enumerates, for messages and attachment uploads', async () => {
    acme();
    const id = randomUUID();
    await wb.store.write((tx) =>
      tx.putAttachment({ id, owner: '', mimeType: 'image/png', filename: 'r.png', bytes: png }),
    );
    const card = {
      ...timecard('ct'),
      allowance: [
        {
          id: { value: 'al-ct', schemeAgencyId: 'Supplier' },
          typeCode: { value: 'Parking' },
          attachment: { url: `http://127.0.0.1:8410/attachment/${id}` },
        },
      ],
    };
    wb.queue('acme', card);
    expect((await wb.sync()).sent).toBe(1);
    expect(proxy.seen.map((s) => s.headers['content-type'])).toEqual([
      'application/json',
      'application/json',
    ]);
  });

  it('carries "; charset=utf-8" for a counterparty whose dialect asks for it', async () => {
    acme({ charsetParameter: true, bodyFormat: 'xml' });
    wb.queue('acme', timecard('charset'));
    expect((await wb.sync()).sent).toBe(1);
    expect(proxy.seen.map((s) => s.headers['content-type'])).toEqual(['application/xml; charset=utf-8']);
  });
});

describe('submit, update and delete', () => {
  it('go as the OpenAPI has them: POST, PUT and DELETE on the id the submit chose, both version headers', async () => {
    acme();
    const submit = wb.queue('acme', timecard(9));
    const changed = timecard(9);
    (changed.person as { name: { formattedName: string } }).name.formattedName = 'Piet van den Berg';
    const update = wb.queue('acme', changed, 'update');
    const remove = wb.queue('acme', changed, 'delete');
    expect(new Set([submit.resourceId, update.resourceId, remove.resourceId]).size).toBe(1);
    expect((await wb.sync({ concurrency: 1 })).sent).toBe(3);
    const at = `/purchase-to-pay/timecard/${submit.resourceId}`;
    expect(proxy.seen.map((s) => `${s.method} ${s.path} ${s.status}`)).toEqual([
      `POST ${at} 201`,
      `PUT ${at} 200`,
      `DELETE ${at} 200`,
    ]);
    for (const s of proxy.seen.slice(0, 2)) {
      expect(s.headers.setuversionid).toBe('2.0');
      expect(s.headers.standardversionid).toBe('2.0');
    }
    const history = await cp.server.store.history('/purchase-to-pay/timecard', submit.resourceId);
    expect(history.map((r) => r.op)).toEqual(['create', 'update', 'delete']);
    expect(history[1]?.body).toEqual(changed);
  });
});

describe('planning ids', () => {
  const request = () => exampleMessage(family('PlanningRequest'), '2.0');
  const collection = '/planning/requests';

  it('stores the id from Location and sends a later update as PUT on it', async () => {
    acme();
    const created = wb.queue('acme', request());
    expect((await wb.sync()).sent).toBe(1);
    const sent = wb.outbox.get(created.id);
    const remote = sent?.remoteId as string;
    expect(remote).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.path).toBe(`${collection}/${remote}`);
    expect((await cp.server.store.get(collection, remote))?.body).toEqual(request());

    const changed = request();
    (changed.positionProfile as Record<string, unknown>).positionTitle = 'Night shift lead';
    const update = wb.queue('acme', changed, 'update');
    expect(update.resourceId).toBe(created.resourceId);
    expect((await wb.sync()).sent).toBe(1);
    const [post, put] = proxy.seen;
    expect(`${post?.method} ${post?.path}`).toBe(`POST ${collection}`);
    expect(`${put?.method} ${put?.path}`).toBe(`PUT ${collection}/${remote}`);
    expect(await cp.server.store.count(collection)).toBe(1);
    expect((await cp.server.store.get(collection, remote))?.body).toEqual(changed);
  });

  it('does not create a second planning request when the answer to the first create was lost', async () => {
    acme({ timeoutMs: 1000 });
    proxy.plan({ kind: 'hang-after-forward' }, (r) => r.method === 'POST');
    const created = wb.queue('acme', request());
    expect((await wb.sync()).sent).toBe(1);
    expect(proxy.seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      `POST ${collection}`,
      `GET ${collection}`,
    ]);
    expect(await cp.server.store.count(collection)).toBe(1);
    const remote = wb.outbox.get(created.id)?.remoteId as string;
    expect((await cp.server.store.get(collection, remote))?.body).toEqual(request());
  });
});

describe('planning constraints', () => {
  it('are looked up by their hrId before a create whose answer was lost is sent again', async () => {
    acme({ timeoutMs: 1000 });
    proxy.plan({ kind: 'hang-after-forward' }, (r) => r.method === 'POST');
    const constraints = exampleMessage(family('PlanningConstraints'), '2.0');
    const created = wb.queue('acme', constraints);
    expect((await wb.sync()).sent).toBe(1);
    expect(proxy.seen.map((s) => `${s.method} ${s.path} ${s.status}`)).toEqual([
      'POST /planning/constraints 201',
      'GET /planning/constraints?hrId=123456 200',
    ]);
    expect(await cp.server.store.count('/planning/constraints')).toBe(1);
    expect(wb.outbox.get(created.id)?.remoteId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('invoices', () => {
  it('are sent as the UBL XML they were queued as, and a lost answer is recognised on resend', async () => {
    const customer = await startCounterparty('customer');
    const front = await startFaultProxy(customer.server.url);
    try {
      addCounterparty(wb, {
        name: 'buyer',
        role: 'customer',
        baseUrl: front.url,
        token: customer.token,
        timeoutMs: 1000,
      });
      front.plan({ kind: 'hang-after-forward' });
      const xml = fs.readFileSync(specPath('examples', 'invoice', 'Invoice-2.1.xml'), 'utf8');
      const entry = wb.queue('buyer', xml);
      expect((await wb.sync({ to: 'buyer' })).sent).toBe(1);
      // The resent POST meets the stored invoice (409) and finds it identical.
      expect(front.seen.map((s) => `${s.method} ${s.status}`)).toEqual(['POST 201', 'POST 409', 'GET 200']);
      expect(front.seen[0]?.headers['content-type']).toMatch(/^application\/xml/);
      expect(front.seen[0]?.headers.standardversionid).toBe(entry.standardVersion);
      expect(front.seen[0]?.body).toBe(xml);
      const held = await customer.server.store.get('/purchase-to-pay/invoice', entry.resourceId);
      expect(held?.body).toEqual({ xml });
    } finally {
      await front.close();
      await customer.server.close();
    }
  });
});

describe('a dialect', () => {
  it('overrides the defaults: PUT for every submit but one family, one version header, XML', async () => {
    acme({
      submitMethod: 'PUT',
      submitMethods: { InquiryPayEquity: 'POST' },
      versionHeader: 'standardVersionId',
      bodyFormat: 'xml',
    });
    const card = wb.queue('acme', timecard(24));
    const payEquity = exampleMessage(family('InquiryPayEquity'), '2.0');
    const inquiry = wb.queue('acme', payEquity);
    expect((await wb.sync()).sent).toBe(2);
    const sent = (entry: { resourceId: string }) =>
      proxy.seen.filter((s) => s.path.endsWith(`/${entry.resourceId}`));
    expect(sent(card).map((s) => `${s.method} ${s.status}`)).toEqual(['PUT 201']);
    expect(sent(inquiry).map((s) => `${s.method} ${s.status}`)).toEqual(['POST 201']);
    for (const s of proxy.seen) {
      expect(s.headers.standardversionid).toBe('2.0');
      expect(s.headers.setuversionid).toBeUndefined();
      expect(s.headers['content-type']).toBe('application/xml');
    }
    // Each in its official XSD's namespace; the counterparty reads both back as they were queued.
    expect(sent(card)[0]?.body).toContain('<Timecard xmlns="https://ontology.setu.nl/messages">');
    expect(sent(inquiry)[0]?.body).toContain('<InquiryPayEquity xmlns="https://ontology.setu.nl">');
    expect((await cp.server.store.get('/purchase-to-pay/timecard', card.resourceId))?.body).toEqual(
      timecard(24),
    );
    expect((await cp.server.store.get('/inquiry-pay-equity', inquiry.resourceId))?.body).toEqual(payEquity);
  });
});
