// Invoicing the hours over the management API against real counterparties (DESIGN §15, issue 26): a week
// of normal hours; four weeks with overtime at 150 % and a travel allowance with its receipt; a customer
// paying a G-account share; a correction (a credit and a new invoice) after a sent timecard changed; a
// customer whose invoices carry a purchase order and a cost centre. Every invoice is accepted by the UBL
// 2.1 XSD, the EN 16931 rules, SETU's Invoice 2.2 rules and code lists, NLCIUS and the Workbench's own
// validate, and its totals are the hours times the bill rates, added up here on their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceListItem } from '../shared/api/invoice-types.ts';
import type { PlacementView } from '../shared/api/types.ts';
import { readMessage } from '../shared/messages/message-io.ts';
import { en16931Findings, invoiceRules, refusals } from './support/invoice-rules.ts';
import {
  addCustomer,
  addPlacement,
  call,
  dayOf,
  hoursRow,
  invoicingAgency,
  json,
  make,
  propose,
  saveWeek,
  sendWeeks,
  setUpAgency,
  xmlOf,
} from './support/invoicing.ts';
import { type ApiServer, type EventStream, openEvents, startApiServer } from './support/management.ts';
import { tinyPng } from './support/png.ts';
import { type Counterpart, startCounterparty } from './support/workbench.ts';

let wb: ApiServer;
let cp: Counterpart;
let events: EventStream;
const placements: Record<string, PlacementView> = {};
const P12 = ['2026-W45', '2026-W46', '2026-W47', '2026-W48'];

beforeAll(async () => {
  [wb, cp] = await Promise.all([startApiServer(), startCounterparty('both')]);
  events = await openEvents(wb.port, wb.token);
  await setUpAgency(wb);
  const server = { url: cp.server.url, token: cp.token };
  await addCustomer(
    wb,
    'bakkerij',
    {
      name: 'Bakkerij Jansen',
      kvk: '87654321',
      supplierNumber: 'LEV-77',
      address: 'Dorpsstraat 5, 5678 CD Utrecht',
    } as never,
    server,
  );
  await addCustomer(
    wb,
    'molen',
    {
      name: 'Molen De Hoop',
      kvk: '11223344',
      address: 'Molenweg 2, 2345 BC Leiden',
      invoicePeriod: '4weeks',
      gAccount: true,
    } as never,
    server,
  );
  await addCustomer(
    wb,
    'haven',
    {
      name: 'Havenbedrijf Noord',
      kvk: '55667788',
      address: 'Kade 10, 1013 AA Amsterdam',
      requiresPurchaseOrder: true,
      requiresCostCenter: true,
      costCenter: 'KP-4410',
    } as never,
    server,
  );
  placements.jan = await addPlacement(wb, {
    workerName: 'Jan de Vries',
    counterparty: 'bakkerij',
    rates: [
      {
        kind: 'hours',
        code: 'HT100',
        amount: 23.4,
        bill: 41.5,
        multiplier: 100,
        toBeBilled: true,
        toBePaid: true,
      },
    ],
  });
  placements.piet = await addPlacement(wb, {
    workerName: 'Piet Bakker',
    counterparty: 'molen',
    rates: [
      {
        kind: 'hours',
        code: 'HT100',
        amount: 20,
        bill: 38,
        multiplier: 100,
        toBeBilled: true,
        toBePaid: true,
      },
      {
        kind: 'hours',
        code: 'HT150',
        amount: 20,
        bill: 38,
        multiplier: 150,
        toBeBilled: true,
        toBePaid: true,
      },
      { kind: 'allowance', code: 'KM', amount: 0.23, bill: 0.3, toBeBilled: true, toBePaid: true },
    ],
  });
  placements.kees = await addPlacement(wb, {
    workerName: 'Kees Visser',
    counterparty: 'haven',
    purchaseOrder: 'PO-2026-77',
    rates: [
      {
        kind: 'hours',
        code: 'HT100',
        amount: 25,
        bill: 45.25,
        multiplier: 100,
        toBeBilled: true,
        toBePaid: true,
      },
    ],
  });
  const png = await json<{ url: string }>(
    await call(wb, '/api/attachments?filename=treinkaartje.png', {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: tinyPng(),
    }),
    201,
  );
  await saveWeek(
    wb,
    '2026-W46',
    placements.jan as PlacementView,
    hoursRow('2026-W46', { HT100: [8, 8, 8, 8, 8] }),
  );
  for (const week of P12) {
    const allowances =
      week === '2026-W47'
        ? [{ id: 'km-1', code: 'KM', date: dayOf(week, 2), quantity: 42 }]
        : week === '2026-W48'
          ? [
              {
                id: 'ov-1',
                code: 'OV',
                date: dayOf(week, 0),
                amount: 12.5,
                receipt: png.url,
                note: 'Trein Leiden–Utrecht',
              },
            ]
          : [];
    const overtime: Record<string, number[]> = week === '2026-W46' ? { HT150: [0, 2, 0, 0, 0] } : {};
    await saveWeek(
      wb,
      week,
      placements.piet as PlacementView,
      hoursRow(week, { HT100: [8, 8, 8, 8, 8], ...overtime }, allowances),
    );
  }
  await saveWeek(
    wb,
    '2026-W46',
    placements.kees as PlacementView,
    hoursRow('2026-W46', { HT100: [9, 9, 9, 9, 0] }),
  );
  await sendWeeks(wb, events, P12);
  // The EN 16931 rules are compiled once (15–30 s, longer on a busy machine) before the first check.
  await en16931Findings('<x/>').catch(() => undefined);
}, 600_000);
afterAll(async () => {
  events.close();
  await Promise.all([wb.close(), cp.server.close()]);
});

/** The independent sum: each line's hours (or units) times its rate times its percentage, to the cent. */
function expected(lines: [quantity: number, rate: number, percent?: number][], gShare?: number) {
  const net = lines.reduce((sum, [q, r, p = 100]) => sum + Math.round(q * r * p), 0);
  const vat = Math.round(net * 0.21);
  const payable = net + vat;
  return { net, vat, payable, ...(gShare ? { g: Math.round((payable * gShare) / 100) } : {}) };
}

const amount = (xml: string, element: string) => {
  const m = new RegExp(`<cbc:${element} currencyID="EUR">(-?[\\d.]+)</cbc:${element}>`).exec(xml);
  return m ? Math.round(Number(m[1]) * 100) : undefined;
};

/** The official rules and the Workbench's own validate accept it; answers the warnings the rules gave. */
async function expectAccepted(xml: string): Promise<string[]> {
  const verdict = await invoiceRules(xml);
  expect(refusals(verdict)).toEqual([]);
  const own = readMessage(xml);
  expect(own.family.name).toBe('Invoice');
  expect(own.issues).toEqual([]);
  return [...verdict.en16931, ...verdict.setu, ...verdict.codelists, ...verdict.nlcius].map((f) => f.id);
}

async function makeOne(period: string, customer: string): Promise<{ invoice: InvoiceDetail; xml: string }> {
  const { invoices } = await propose(wb, period, customer);
  expect(invoices).toHaveLength(1);
  const concept = invoices[0] as InvoiceDetail;
  expect(concept.state).toBe('concept');
  expect(concept.problems).toEqual([]);
  const [invoice] = await make(wb, concept.id);
  return { invoice: invoice as InvoiceDetail, xml: await xmlOf(wb, concept.id) };
}

describe('invoices the official rules accept', () => {
  let weekly: { invoice: InvoiceDetail; xml: string };

  it('a week of normal hours: one line, 40 h × € 41,50', async () => {
    weekly = await makeOne('2026-W46', 'bakkerij');
    const { invoice, xml } = weekly;
    expect(invoice).toMatchObject({
      number: '2026-0001',
      state: 'ready',
      customer: 'Bakkerij Jansen',
      issueDate: '2026-12-01',
      dueDate: '2026-12-15',
    });
    expect(await expectAccepted(xml)).toEqual([]);
    const sum = expected([[40, 41.5]]);
    expect([
      amount(xml, 'LineExtensionAmount'),
      amount(xml, 'TaxAmount'),
      amount(xml, 'PayableAmount'),
    ]).toEqual([sum.net, sum.vat, sum.payable]);
    expect(invoice.payable).toBe(sum.payable);
    expect(xml).toContain('<cbc:Name>Regular</cbc:Name>');
    expect(xml).toContain('<cac:PayeeFinancialAccount><cbc:ID>NL91ABNA0417164300</cbc:ID>');
    // The timecard it bills, by its number, on the line and among the documents.
    expect(xml).toMatch(
      /<cac:DocumentReference><cbc:ID>TC-2026-W46-[0-9a-f]{8}<\/cbc:ID><\/cac:DocumentReference>/,
    );
  });

  it('four weeks with overtime at 150 % and a travel allowance with its receipt, and a G-account share', async () => {
    const { invoice, xml } = await makeOne('2026-P12', 'molen');
    expect(invoice.number).toBe('2026-0002');
    const warnings = await expectAccepted(xml);
    // The G-account extension's payment instructions are what EN 16931 alone does not expect.
    expect(new Set(warnings)).toEqual(new Set(['UBL-CR-411', 'UBL-CR-453', 'UBL-CR-459']));
    const sum = expected(
      [
        [160, 38],
        [2, 38, 150],
        [42, 0.3],
        [1, 12.5],
      ],
      invoicingAgency.gAccount.share,
    );
    expect([
      amount(xml, 'LineExtensionAmount'),
      amount(xml, 'TaxAmount'),
      amount(xml, 'PayableAmount'),
    ]).toEqual([sum.net, sum.vat, sum.payable]);
    // One line per week and type: 4 weeks of normal hours, the overtime, the kilometres, the ticket.
    expect(xml.match(/<cac:InvoiceLine>/g)).toHaveLength(7);
    expect(xml).toContain('<cbc:PriceAmount currencyID="EUR">57.00</cbc:PriceAmount>');
    expect(xml).toMatch(/<cbc:Name>Overtime<\/cbc:Name>/);
    expect(xml.match(/<cbc:Name>Transportation costs<\/cbc:Name>/g)).toHaveLength(2);
    // The receipt travels with the invoice, embedded as SETU requires.
    expect(xml).toMatch(
      /<cbc:EmbeddedDocumentBinaryObject mimeCode="image\/png" filename="treinkaartje.png">iVBOR/,
    );
    // The G-account: two payment instructions and two terms that add up to what is due (BR-GA-1…7).
    expect(xml).toContain(
      '<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0#conformant#urn:fdc:nen.nl:gaccount:v1.0</cbc:CustomizationID>',
    );
    const means = [
      ...xml.matchAll(
        /<cac:PaymentMeans><cbc:ID>([^<]+)<\/cbc:ID><cbc:PaymentMeansCode>58<\/cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>([^<]+)</g,
      ),
    ].map((m) => [m[1], m[2]]);
    expect(means).toEqual([
      ['1', 'NL91ABNA0417164300'],
      ['GACCOUNT', 'NL44RABO0123456789'],
    ]);
    const terms = [
      ...xml.matchAll(
        /<cac:PaymentTerms><cbc:PaymentMeansID>([^<]+)<\/cbc:PaymentMeansID>(?:<cbc:Note>[^<]*<\/cbc:Note>)?<cbc:Amount currencyID="EUR">([\d.]+)</g,
      ),
    ].map((m) => [m[1], Math.round(Number(m[2]) * 100)]);
    expect(terms).toEqual([
      ['1', sum.payable - (sum.g as number)],
      ['GACCOUNT', sum.g],
    ]);
  });

  it('a purchase order and a cost centre the customer requires', async () => {
    const { invoice, xml } = await makeOne('2026-W46', 'haven');
    expect(invoice).toMatchObject({ number: '2026-0003', purchaseOrder: 'PO-2026-77' });
    expect(await expectAccepted(xml)).toEqual([]);
    expect(xml).toContain('<cac:OrderReference><cbc:ID>PO-2026-77</cbc:ID></cac:OrderReference>');
    expect(xml).toContain('<cbc:AccountingCost>KP-4410</cbc:AccountingCost>');
    const sum = expected([[36, 45.25]]);
    expect(amount(xml, 'PayableAmount')).toBe(sum.payable);
  });

  it('a correction: a timecard sent and invoiced changes, and is credited and invoiced again', async () => {
    const jan = placements.jan as PlacementView;
    await saveWeek(wb, '2026-W46', jan, hoursRow('2026-W46', { HT100: [8, 8, 8, 8, 6] }));
    await sendWeeks(wb, events, ['2026-W46']);
    const listed = await json<{ items: InvoiceListItem[] }>(
      await call(wb, '/api/invoices?customer=bakkerij'),
    );
    expect(listed.items.find((i) => i.number === '2026-0001')?.toCorrect).toEqual([
      { placement: jan.id, worker: 'Jan de Vries', week: '2026-W46' },
    ]);
    // Nothing of the week is proposed again while it is on an uncredited invoice.
    expect((await propose(wb, '2026-W46')).invoices.filter((i) => i.counterparty === 'bakkerij')).toEqual([]);

    const { credit, invoice } = await json<{ credit: InvoiceDetail; invoice: InvoiceDetail }>(
      await call(wb, `/api/invoices/${weekly.invoice.id}/correct`, { method: 'POST' }),
    );
    expect(credit).toMatchObject({
      kind: 'credit',
      state: 'concept',
      corrects: '2026-0001',
      payable: -expected([[40, 41.5]]).payable,
    });
    expect(invoice).toMatchObject({
      kind: 'invoice',
      follows: credit.id,
      payable: expected([[38, 41.5]]).payable,
    });
    const numbered = await make(wb, invoice.id);
    expect(numbered.map((i) => [i.kind, i.number])).toEqual([
      ['credit', '2026-0004'],
      ['invoice', '2026-0005'],
    ]);

    const creditXml = await xmlOf(wb, credit.id);
    expect(await expectAccepted(creditXml)).toEqual([]);
    expect(creditXml).toContain(
      '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>2026-0001</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>',
    );
    expect(creditXml).toContain('<cbc:InvoicedQuantity unitCode="HUR">-40</cbc:InvoicedQuantity>');
    expect(amount(creditXml, 'PayableAmount')).toBe(-expected([[40, 41.5]]).payable);
    const newXml = await xmlOf(wb, invoice.id);
    expect(await expectAccepted(newXml)).toEqual([]);
    expect(amount(newXml, 'PayableAmount')).toBe(expected([[38, 41.5]]).payable);

    const after = await json<InvoiceDetail>(await call(wb, `/api/invoices/${weekly.invoice.id}`));
    expect(after).toMatchObject({ creditedBy: ['2026-0004'], toCorrect: [] });
  });
});
