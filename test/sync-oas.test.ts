// What the sync sends, with counterparties added by name, address and role only, is accepted by strict
// mocks that Prism makes from the official OpenAPI files (issue 23, DESIGN §14): every family the sync
// sends — a timecard with an allowance and its receipt, staffing orders (RFQ and Order), a human
// resource, an assignment, an invoice, planning, pay equity — submitted, updated and deleted.
//
// Prism answers any method a path has, so a recording proxy in front of it shows the method of each
// request, which must be the one the OAS gives that operation. Bodies Prism cannot judge are checked
// here instead: XML against the official XSD (UBL's for an invoice), pay equity's JSON against its
// official schema (Prism's validator cannot compile that schema's recursive conditions, and then lets
// any body through; the last test shows it).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { type FaultProxy, type Seen, startFaultProxy } from './support/fault-proxy.ts';
import { official, readExample, readSpec } from './support/official.ts';
import { tinyPng } from './support/png.ts';
import { type Prism, startPrism } from './support/prism.ts';
import { openWorkbench, type Workbench } from './support/workbench.ts';
import { xsdErrors } from './support/xsd.ts';

const FILES = {
  p2p: 'purchase-to-pay.yml',
  planning: 'planning.yml',
  payEquity: 'inquiry-pay-equity.yml',
} as const;
type File = keyof typeof FILES;

const mocks = {} as Record<File, { prism: Prism; proxy: FaultProxy }>;

// Prism takes several seconds to start: once per file for the whole file of tests.
beforeAll(async () => {
  await Promise.all(
    (Object.keys(FILES) as File[]).map(async (file) => {
      const prism = await startPrism(FILES[file]);
      mocks[file] = { prism, proxy: await startFaultProxy(prism.url) };
    }),
  );
}, 180_000);
afterAll(async () => {
  await Promise.all(
    Object.values(mocks).map(async ({ prism, proxy }) => {
      await proxy.close();
      await prism.close();
    }),
  );
});

let wb: Workbench;
beforeEach(() => {
  wb = openWorkbench();
  for (const { proxy } of Object.values(mocks)) proxy.seen.length = 0;
});
afterEach(() => wb.close());

/** A counterparty as a clerk adds one: a name, the address, the role; every other setting its default. */
function plain(name: string, role: 'supplier' | 'customer', file: File, extra: { bodyFormat?: 'xml' } = {}) {
  return wb.counterparties.add({ name, role, baseUrl: mocks[file].proxy.url, ...extra });
}

type Doc = Record<string, unknown>;

interface Message {
  to: string;
  file: File;
  family: string;
  /** JSON document, or an invoice's UBL text. */
  message: Doc | string;
}

/** A timecard with an allowance whose receipt is a file stored here: the sync uploads it first. */
async function timecardWithReceipt(): Promise<Doc> {
  const receipt = randomUUID();
  await wb.store.write((tx) =>
    tx.putAttachment({
      id: receipt,
      owner: '',
      mimeType: 'image/png',
      filename: 'parking.png',
      bytes: tinyPng(),
    }),
  );
  return {
    ...exampleMessage(family('Timecard'), '2.0'),
    allowance: [
      {
        id: { value: 'parking-1', schemeAgencyId: 'Supplier' },
        typeCode: { value: 'Parking' },
        quantity: { value: 1 },
        attachment: { url: `http://127.0.0.1:8410/attachment/${receipt}` },
      },
    ],
  };
}

/** Every family the sync sends, each to a counterparty whose role serves it. */
async function everyFamily(names: { supplier: string; customer: string }, files: File[]): Promise<Message[]> {
  const staffingOrder = family('StaffingOrder');
  const [rfq, order] = staffingOrder.endpoints;
  const all: Message[] = [
    {
      to: names.customer,
      file: 'p2p',
      family: 'Timecard',
      message: await timecardWithReceipt(),
    },
    {
      to: names.customer,
      file: 'p2p',
      family: 'HumanResource',
      message: exampleMessage(family('HumanResource'), '2.0'),
    },
    {
      to: names.customer,
      file: 'p2p',
      family: 'Assignment',
      message: exampleMessage(family('Assignment'), '2.0'),
    },
    {
      to: names.customer,
      file: 'p2p',
      family: 'Invoice',
      message: readSpec('examples', 'invoice', 'Invoice-2.1.xml'),
    },
    {
      to: names.supplier,
      file: 'p2p',
      family: 'StaffingOrder',
      message: exampleMessage(staffingOrder, '2.0', rfq),
    },
    {
      to: names.supplier,
      file: 'p2p',
      family: 'StaffingOrder',
      message: variant(exampleMessage(staffingOrder, '2.0', order), 'order'),
    },
    {
      to: `${names.supplier}-planning`,
      file: 'planning',
      family: 'PlanningRequest',
      message: readExample('PlanningRequest-2.0.json'),
    },
    {
      to: `${names.supplier}-planning`,
      file: 'planning',
      family: 'PlanningConstraints',
      message: readExample('PlanningConstraints-2.0.json'),
    },
    {
      to: `${names.customer}-planning`,
      file: 'planning',
      family: 'PlanningAssignment',
      message: readExample('PlanningAssignment-2.0.json'),
    },
    {
      to: `${names.supplier}-pay-equity`,
      file: 'payEquity',
      family: 'InquiryPayEquity',
      message: exampleMessage(family('InquiryPayEquity'), '2.0'),
    },
  ];
  return all.filter((m) => files.includes(m.file));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The endpoint a message goes to (an Order's, not the RFQ's). */
const endpointOf = (m: Message) =>
  family(m.family).endpoints.find(
    (e) => !e.requires || (m.message as Doc)[e.requires.pointer.slice(1)] === e.requires.value,
  ) as NonNullable<ReturnType<typeof family>['endpoints'][number]>;

/**
 * The requests the OAS gives an operation, as `METHOD path` with ids as `{id}`: a submit POSTs to the
 * resource (pay equity: PUT, its only method) or, where the server assigns the id, to the collection;
 * an update PUTs, a delete DELETEs; a receipt is uploaded with POST first.
 */
function expectedRequests(m: Message, op: 'submit' | 'update' | 'delete'): string[] {
  const { path, ids } = endpointOf(m);
  if (op === 'delete') return [`DELETE ${path}/{id}`];
  if (op === 'update') return [`PUT ${path}/{id}`];
  if (ids === 'server') return [`POST ${path}`];
  const upload = m.family === 'Timecard' ? ['POST /attachment/{id}'] : [];
  return [...upload, `${m.family === 'InquiryPayEquity' ? 'PUT' : 'POST'} ${path}/{id}`];
}

/** The message a request was for: the one whose collection (each message has its own) it went to. */
const messageAt = (messages: Message[], path: string) =>
  messages.find((m) => path === endpointOf(m).path || path.startsWith(`${endpointOf(m).path}/`)) as Message;

const shape = (s: Seen) => `${s.method} ${s.path.replace(UUID, '{id}')}`;

/** What Prism said about the requests it refused, for a failing test's message. */
const prismSaid = () =>
  Object.values(mocks)
    .flatMap(({ prism }) => prism.output().split('\n'))
    .filter((line) => /error|violation/i.test(line))
    .slice(-20)
    .join('\n');

/** Queues `op` of each message, syncs, and checks each request Prism got and what it answered. */
async function sendAndCheck(messages: Message[], op: 'submit' | 'update' | 'delete', format: 'json' | 'xml') {
  for (const { proxy } of Object.values(mocks)) proxy.seen.length = 0;
  const entries = messages.map((m) => wb.queue(m.to, m.message, op));
  const versionOf = (m: Message) => entries[messages.indexOf(m)]?.standardVersion;
  const result = await wb.sync();
  const failures = entries
    .map((e) => wb.outbox.get(e.id))
    .filter((e) => e?.state !== 'sent')
    .map((e) => `${e?.family} ${e?.operation}: ${e?.lastStatus} ${e?.lastError}`);
  expect(failures, prismSaid()).toEqual([]);
  expect(result).toMatchObject({ sent: messages.length, failed: 0, queued: 0 });

  const seen = Object.values(mocks).flatMap(({ proxy }) => proxy.seen);
  // Nothing but the requests the OAS gives these operations (no retries, no look-ups), each answered 2xx.
  expect(seen.map(shape).sort()).toEqual(messages.flatMap((m) => expectedRequests(m, op)).sort());
  for (const s of seen) expect(s.status, `${shape(s)}\n${prismSaid()}`).toBeGreaterThanOrEqual(200);
  for (const s of seen) expect(s.status, shape(s)).toBeLessThan(300);

  for (const s of seen.filter((s) => s.method !== 'DELETE' && !s.path.startsWith('/attachment/'))) {
    const m = messageAt(messages, s.path);
    const xml = m.family === 'Invoice' || format === 'xml';
    // Both names of the version header, with the message's version; the bare media type.
    expect(s.headers.setuversionid, shape(s)).toBe(versionOf(m));
    expect(s.headers.standardversionid, shape(s)).toBe(versionOf(m));
    expect(s.headers['content-type'], shape(s)).toBe(xml ? 'application/xml' : 'application/json');
    if (xml) {
      expect(await xsdErrors(m.family, s.body), shape(s)).toEqual([]);
    } else if (m.family === 'InquiryPayEquity') {
      const { validate } = official(`InquiryPayEquity-${versionOf(m)}`);
      expect(validate(JSON.parse(s.body)), JSON.stringify(validate.errors)).toBe(true);
    }
  }
  return seen;
}

describe('counterparties added by name, address and role only', () => {
  it('have every request of every family accepted by the OAS mocks, each with the method the OAS gives it', {
    timeout: 240_000,
  }, async () => {
    plain('customer', 'customer', 'p2p');
    plain('supplier', 'supplier', 'p2p');
    plain('customer-planning', 'customer', 'planning');
    plain('supplier-planning', 'supplier', 'planning');
    plain('supplier-pay-equity', 'supplier', 'payEquity');
    const messages = await everyFamily({ supplier: 'supplier', customer: 'customer' }, [
      'p2p',
      'planning',
      'payEquity',
    ]);

    const submitted = await sendAndCheck(messages, 'submit', 'json');
    // The receipt went first, and the timecard refers to it by the URL the counterparty answered.
    const upload = submitted.find((s) => s.path.startsWith('/attachment/'));
    expect(JSON.parse(upload?.body ?? '{}')).toMatchObject({
      'mime type': 'image/png',
      filename: 'parking.png',
    });
    const card = submitted.find(
      (s) => s.method === 'POST' && s.path.startsWith('/purchase-to-pay/timecard/'),
    );
    expect(JSON.parse(card?.body ?? '{}').allowance[0].attachment.url).toMatch(/^https?:\/\//);
    // A planning message is updated and deleted at the id the counterparty gave it (Location).
    const planning = wb.outbox.list('supplier-planning');
    expect(planning.map((e) => e.remoteId)).toEqual([
      expect.stringMatching(UUID),
      expect.stringMatching(UUID),
    ]);

    // Invoices have no update: they are submitted and deleted.
    await sendAndCheck(
      messages.filter((m) => m.family !== 'Invoice'),
      'update',
      'json',
    );
    await sendAndCheck(messages, 'delete', 'json');
  });

  it('send XML where the counterparty asks for it, valid by the official XSDs', {
    timeout: 240_000,
  }, async () => {
    plain('customer', 'customer', 'p2p', { bodyFormat: 'xml' });
    plain('supplier', 'supplier', 'p2p', { bodyFormat: 'xml' });
    plain('customer-planning', 'customer', 'planning', { bodyFormat: 'xml' });
    plain('supplier-planning', 'supplier', 'planning', { bodyFormat: 'xml' });
    // The pay equity OAS takes JSON only.
    const messages = await everyFamily({ supplier: 'supplier', customer: 'customer' }, ['p2p', 'planning']);
    await sendAndCheck(messages, 'submit', 'xml');
    await sendAndCheck(
      messages.filter((m) => m.family !== 'Invoice'),
      'update',
      'xml',
    );
  });
});

describe('the OAS mocks', () => {
  const timecard = JSON.stringify(exampleMessage(family('Timecard'), '2.0'));
  const send = (file: File, method: string, path: string, headers: Record<string, string>, body?: string) =>
    fetch(`${mocks[file].prism.url}${path}`, {
      method,
      headers: { accept: 'application/json', ...headers },
      body,
    });
  const json = { 'content-type': 'application/json', setuVersionId: '2.0', standardVersionId: '2.0' };
  /** Prism's refusal of a request that breaks the OAS: 400 where the operation lists it, else 422. */
  const refused = expect.toSatisfy((status: number) => status === 400 || status === 422);

  it('refuse what the OAS does not allow, so that their acceptance above means something', async () => {
    const tc = `/purchase-to-pay/timecard/${randomUUID()}`;
    expect((await send('p2p', 'POST', tc, json, timecard)).status).toBe(201);
    // The header the service description names, without the OAS's.
    const { setuVersionId: _, ...descriptionOnly } = json;
    expect((await send('p2p', 'POST', tc, descriptionOnly, timecard)).status).toEqual(refused);
    // A media type with a parameter the OAS does not enumerate.
    expect(
      (
        await send(
          'p2p',
          'POST',
          tc,
          { ...json, 'content-type': 'application/json; charset=utf-8' },
          timecard,
        )
      ).status,
    ).toEqual(refused);
    // A message that breaks the schema.
    const noPerson = JSON.stringify({ ...JSON.parse(timecard), person: undefined, extra: 1 });
    expect((await send('p2p', 'POST', tc, json, noPerson)).status).toEqual(refused);
    expect((await send('planning', 'POST', '/planning/requests', json, timecard)).status).toEqual(refused);
    // A method the path does not have: pay equity is PUT only, the invoice has no update.
    const inquiry = JSON.stringify(exampleMessage(family('InquiryPayEquity'), '2.0'));
    expect(
      (await send('payEquity', 'POST', `/inquiry-pay-equity/${randomUUID()}`, json, inquiry)).status,
    ).toBe(405);
    const invoice = readSpec('examples', 'invoice', 'Invoice-2.1.xml');
    const xml = { ...json, 'content-type': 'application/xml' };
    const at = `/purchase-to-pay/invoice/${randomUUID()}`;
    expect((await send('p2p', 'POST', at, xml, invoice)).status).toBe(201);
    expect((await send('p2p', 'PUT', at, xml, invoice)).status).toBe(405);
  });

  it("cannot judge a pay equity body (hence the official schema's check above)", async () => {
    const at = `/inquiry-pay-equity/${randomUUID()}`;
    const { setuVersionId: _, ...noVersion } = json;
    expect((await send('payEquity', 'PUT', at, noVersion, '{}')).status).toEqual(refused);
    // Should Prism come to refuse this, the check of pay equity bodies here can go.
    expect((await send('payEquity', 'PUT', at, json, '{"not":"pay equity"}')).status).toBe(200);
  });
});
