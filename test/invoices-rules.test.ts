// The rules that keep invoicing right, over the management API (DESIGN §15): a timecard is never invoiced
// twice (the service refuses, and the store's constraint holds even when it is bypassed); the number series
// has no gap when a concept is abandoned or refused; the checks before an invoice leaves speak in words
// and name what the official rules would refuse it for;
// a customer's own timecards, received by the exchange server, are invoiced as ours are, and where ours and
// theirs differ the clerk chooses; an invoice queues and syncs like every message, is marked paid, and
// the list exports as CSV for Dutch Excel.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../main/store/connection.ts';
import type { InvoiceDetail, InvoiceListItem } from '../shared/api/invoice-types.ts';
import type { PlacementView } from '../shared/api/types.ts';
import { en16931Findings, invoiceRules, refusals } from './support/invoice-rules.ts';
import {
  addCustomer,
  addPlacement,
  call,
  hoursRow,
  invoicingAgency,
  json,
  make,
  propose,
  receiveTimecard,
  saveWeek,
  sendWeeks,
  setUpAgency,
} from './support/invoicing.ts';
import { type ApiServer, type EventStream, openEvents, startApiServer } from './support/management.ts';
import { type Counterpart, startCounterparty } from './support/workbench.ts';

let wb: ApiServer;
let cp: Counterpart;
let events: EventStream;
let jan: PlacementView;
let lotte: PlacementView;
let sanne: PlacementView;
const rate = (bill: number) => [
  { kind: 'hours', code: 'HT100', amount: 20, bill, multiplier: 100, toBeBilled: true, toBePaid: true },
];

beforeAll(async () => {
  [wb, cp] = await Promise.all([startApiServer(), startCounterparty('both')]);
  events = await openEvents(wb.port, wb.token);
  await setUpAgency(wb);
  const server = { url: cp.server.url, token: cp.token };
  await addCustomer(
    wb,
    'bakkerij',
    { name: 'Bakkerij Jansen', kvk: '87654321', address: 'Dorpsstraat 5, 5678 CD Utrecht' } as never,
    server,
  );
  // A customer whose own system sends the timecards (SETU's main flow), and one with its details missing.
  await addCustomer(
    wb,
    'werf',
    { name: 'Scheepswerf De Schelde', kvk: '99887766', address: 'Werfkade 1, 4381 AA Vlissingen' } as never,
    server,
  );
  await addCustomer(wb, 'kaal', { name: 'Kaal BV' }, server);
  jan = await addPlacement(wb, {
    workerName: 'Jan de Vries',
    counterparty: 'bakkerij',
    rates: rate(40) as never,
  });
  lotte = await addPlacement(wb, {
    workerName: 'Lotte Smit',
    counterparty: 'werf',
    rates: rate(50) as never,
  });
  sanne = await addPlacement(wb, {
    workerName: 'Sanne Kok',
    counterparty: 'kaal',
    rates: [
      { kind: 'hours', code: 'HT100', amount: 20, multiplier: 100, toBeBilled: false, toBePaid: true },
    ] as never,
  });
  for (const week of ['2026-W46', '2026-W47'])
    await saveWeek(wb, week, jan, hoursRow(week, { HT100: [8, 8, 8, 8, 8] }));
  await saveWeek(
    wb,
    '2026-W46',
    sanne,
    hoursRow('2026-W46', { HT100: [8, 8, 0, 0, 0], HT200: [0, 0, 2, 0, 0] }),
  );
  await saveWeek(wb, '2026-W47', lotte, hoursRow('2026-W47', { HT100: [8, 8, 8, 8, 8] }));
  await sendWeeks(wb, events, ['2026-W46', '2026-W47']);
  // The EN 16931 rules are compiled once (15–30 s, longer on a busy machine) before the first check.
  await en16931Findings('<x/>').catch(() => undefined);
}, 600_000);
afterAll(async () => {
  events.close();
  await Promise.all([wb.close(), cp.server.close()]);
});

const list = async (query = '') =>
  (await json<{ items: InvoiceListItem[] }>(await call(wb, `/api/invoices${query}`))).items;

describe('a timecard is invoiced once', () => {
  it('is not proposed again once invoiced, and a second concept holding its week cannot be numbered', async () => {
    const [week] = (await propose(wb, '2026-W46', 'bakkerij')).invoices;
    // A month's concept made before the week's invoice is numbered holds the same week.
    const [month] = (await propose(wb, '2026-11', 'bakkerij')).invoices;
    expect(month?.document.lines.map((l) => l.week)).toEqual(['2026-W46', '2026-W47']);
    expect((await make(wb, week?.id as string)).map((i) => i.number)).toEqual(['2026-0001']);
    expect((await propose(wb, '2026-W46', 'bakkerij')).invoices[0]?.problems.map((p) => p.code)).toEqual([
      'empty-period',
    ]);
    const refused = await json<{ code: string; description: string }>(
      await call(wb, `/api/invoices/${month?.id}/make`, {
        method: 'POST',
        json: { issueDate: '2026-12-01' },
      }),
      409,
    );
    expect(refused.code).toBe('changed');
    // Made again, it holds only the week not yet invoiced.
    const again = await json<InvoiceDetail>(await call(wb, `/api/invoices/${month?.id}`));
    expect(again.document.lines.map((l) => l.week)).toEqual(['2026-W47']);
  });

  it('is kept once by the store itself: a second uncredited billing of a revision or a week is refused', () => {
    const db = openConnection(path.join(wb.dir, 'workbench.sqlite'));
    try {
      const billed = db.prepare('SELECT * FROM invoiced_timecards').get() as Record<string, unknown>;
      const other = db.prepare('SELECT id FROM invoices WHERE number IS NULL LIMIT 1').get() as {
        id: string;
      };
      const insert = db.prepare(
        'INSERT INTO invoiced_timecards (invoice, placement, week, source, revision, digest) VALUES (?, ?, ?, ?, ?, ?)',
      );
      expect(() =>
        insert.run(other.id, 'another placement', 'another week', billed.source, billed.revision, 'x'),
      ).toThrow(/UNIQUE/);
      expect(() => insert.run(other.id, billed.placement, billed.week, 'received:elsewhere', 1, 'x')).toThrow(
        /UNIQUE/,
      );
      // A numbered invoice is never changed or deleted, not even by hand.
      expect(() => db.prepare("UPDATE invoices SET payable = 0 WHERE number = '2026-0001'").run()).toThrow(
        /never changed/,
      );
      expect(() => db.prepare("DELETE FROM invoices WHERE number = '2026-0001'").run()).toThrow(
        /never deleted/,
      );
    } finally {
      db.close();
    }
  });
});

describe('checks before it leaves, in words', () => {
  it('names what is missing, and a concept with problems takes no number', async () => {
    await json(await call(wb, '/api/agency', { method: 'PUT', json: { ...invoicingAgency, iban: null } }));
    try {
      await checksInWords();
    } finally {
      await json(await call(wb, '/api/agency', { method: 'PUT', json: invoicingAgency }));
    }
  });
});

async function checksInWords() {
  const [concept] = (await propose(wb, '2026-W46', 'kaal')).invoices;
  const codes = concept?.problems.map((p) => p.code);
  expect(codes).toEqual([
    'no-iban',
    'customer-no-kvk',
    'customer-no-address',
    'no-bill-rate',
    'no-bill-rate',
    'no-setu-type',
  ]);
  expect(concept?.problems[0]?.nl).toBe(
    'Mijn bureau heeft geen IBAN: de klant weet dan niet waarheen te betalen (Instellingen → Mijn bureau).',
  );
  expect(concept?.problems[3]?.en).toBe(
    'There is no bill rate for Sanne Kok’s Normale uren (HT100): fill it in with the placement.',
  );
  const refused = await json<{ errors: { code: string }[] }>(
    await call(wb, `/api/invoices/${concept?.id}/make`, {
      method: 'POST',
      json: { issueDate: '2026-12-01' },
    }),
    409,
  );
  expect(refused.errors.map((e) => e.code)).toEqual(codes);
  // What the Workbench names is what a customer's system would refuse the invoice for: the official
  // rules, run on the concept as it would be written, refuse it for the same missing pieces.
  const official = refusals(
    await invoiceRules(await (await call(wb, `/api/invoices/${concept?.id}/xml`)).text()),
  );
  expect(official.map((r) => r.slice(0, r.indexOf(':')))).toEqual([
    'EN 16931 BR-10', // the customer's address
    'EN 16931 BR-61', // the agency's account
    'SETU nl.setu.invoice.businessrule.AccountingCustomerParty.1', // the customer's number (its KvK)
    'SETU code lists BR-16', // a type without its SETU name
  ]);
  const [empty] = (await propose(wb, '2026-W40', 'bakkerij')).invoices;
  expect(empty?.problems.find((p) => p.code === 'empty-period')?.nl).toBe(
    'Er zijn geen uren van Bakkerij Jansen in week 40 2026 die nog gefactureerd moeten worden.',
  );
}

describe('the number series', () => {
  it('has no gap when a concept is abandoned or refused', async () => {
    const { invoices } = await propose(wb, '2026-W47');
    const byCustomer = Object.fromEntries(invoices.map((i) => [i.counterparty, i]));
    expect(Object.keys(byCustomer).sort()).toEqual(['bakkerij', 'werf']);
    expect((await call(wb, `/api/invoices/${byCustomer.bakkerij?.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await call(wb, `/api/invoices/${byCustomer.bakkerij?.id}`)).status).toBe(404);
    const [kaal] = (await propose(wb, '2026-W46', 'kaal')).invoices;
    expect((await call(wb, `/api/invoices/${kaal?.id}/make`, { method: 'POST', json: {} })).status).toBe(409);
    expect((await make(wb, byCustomer.werf?.id as string)).map((i) => i.number)).toEqual(['2026-0002']);
    const numbered = (await list()).filter((i) => i.number).map((i) => i.number);
    expect(numbered.sort()).toEqual(['2026-0001', '2026-0002']);
    const first = (await list()).find((i) => i.number === '2026-0001');
    expect((await call(wb, `/api/invoices/${first?.id}`, { method: 'DELETE' })).status).toBe(409);
  });
});

describe("the customer's own timecards", () => {
  it('are invoiced as ours are; where ours and theirs differ, the clerk chooses which counts', async () => {
    // The customer's system sends Lotte's week 48; for Jan's week 48 it sends other hours than ours.
    await receiveTimecard(wb, lotte, '2026-W48', hoursRow('2026-W48', { HT100: [7, 7, 7, 7, 7] }));
    await saveWeek(wb, '2026-W48', jan, hoursRow('2026-W48', { HT100: [8, 8, 8, 8, 8] }));
    await sendWeeks(wb, events, ['2026-W48']);
    await receiveTimecard(wb, jan, '2026-W48', hoursRow('2026-W48', { HT100: [8, 8, 8, 8, 4] }));
    const { invoices } = await propose(wb, '2026-W48');
    const werf = invoices.find((i) => i.counterparty === 'werf') as InvoiceDetail;
    expect(werf.problems).toEqual([]);
    expect(werf.document.lines.map((l) => [l.worker, l.quantity, l.timecard])).toEqual([
      ['Lotte Smit', 3500, 'KLANT-2026-W48-Lotte'],
    ]);
    const bakkerij = invoices.find((i) => i.counterparty === 'bakkerij') as InvoiceDetail;
    expect(bakkerij.problems.map((p) => p.code)).toEqual(['choose-source']);
    const [open] = bakkerij.document.undecided;
    expect(open?.options.map((o) => [o.from, o.minutes])).toEqual([
      ['received', 36 * 60],
      ['sent', 40 * 60],
    ]);
    const theirs = open?.options.find((o) => o.from === 'received')?.source as string;
    const chosen = await json<InvoiceDetail>(
      await call(wb, `/api/invoices/${bakkerij.id}/choose`, {
        method: 'POST',
        json: { placement: jan.id, week: '2026-W48', source: theirs },
      }),
    );
    expect(chosen.problems).toEqual([]);
    expect(chosen.document.lines.map((l) => l.quantity)).toEqual([3600]);
    expect(chosen.payable).toBe(Math.round(36 * 40 * 100 * 1.21));
  });
});

describe('sending and after', () => {
  it('queues and syncs like every message; the customer holds it; paid by hand; exported for Excel', async () => {
    const invoice = (await list('?customer=werf')).find((i) => i.number === '2026-0002') as InvoiceListItem;
    const queued = await json<InvoiceDetail>(
      await call(wb, `/api/invoices/${invoice.id}/queue`, { method: 'POST' }),
    );
    expect(queued.state).toBe('queued');
    expect((await call(wb, `/api/invoices/${invoice.id}/queue`, { method: 'POST' })).status).toBe(409);
    await sendWeeks(wb, events, []);
    expect((await json<InvoiceDetail>(await call(wb, `/api/invoices/${invoice.id}`))).state).toBe('sent');
    const held = await cp.server.store.get('/purchase-to-pay/invoice', invoice.id);
    expect(held?.body.xml).toContain('<cbc:ID>2026-0002</cbc:ID>');
    const paid = await json<InvoiceDetail>(
      await call(wb, `/api/invoices/${invoice.id}/paid`, { method: 'PUT', json: { paidOn: '2026-12-20' } }),
    );
    expect(paid).toMatchObject({ state: 'paid', paidOn: '2026-12-20' });

    const res = await call(wb, '/api/invoices/export');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = bytes.toString('utf8', 3).split('\r\n');
    expect(rows[0]).toBe(
      'Factuurnummer;Soort;Factuurdatum;Vervaldatum;Klant;Periode;Inkoopordernummer;Bedrag excl. btw;Btw;Totaal;Status;Betaald op;Corrigeert',
    );
    expect(rows[2]).toBe(
      '2026-0002;factuur;01-12-2026;15-12-2026;Scheepswerf De Schelde;week 47 2026;;2000,00;420,00;2420,00;betaald;20-12-2026;',
    );
  });
});
