// A received staffing order and the assignment that answers it, read in Dutch as a clerk reads them:
// the worker's and the customer's names (the customer named by the relation whose details hold its
// KvK number, the assignment's worker by the order it answers), the period and the rates written as a
// Dutch office writes them; JSON and XML a tab away.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { exampleMessage } from '../support/examples.ts';
import { InboxPage } from './pages/inbox-page.ts';
import { launchBrowser } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

type Json = Record<string, unknown>;

const KVK = '69627526';
const example = exampleMessage(family('StaffingOrder'), '2.0') as Json;
/** The example's customer, with the KvK number the relation's details hold. */
const customer = { ...(example.customer as Json), legalId: { value: KVK, schemeAgencyId: 'KvK' } };
const order = { ...example, documentId: { value: 'ORD-2026-31', schemeAgencyId: 'Customer' }, customer };
const profile = (exampleMessage(family('Assignment'), '2.0') as Json).positionProfile as Json;
const assignment = {
  ...(exampleMessage(family('Assignment'), '2.0') as Json),
  documentId: { value: 'OPD-2026-07', schemeAgencyId: 'Supplier' },
  customer,
  staffingIds: { requestForQuotationId: { value: 'ORD-2026-31', schemeAgencyId: 'Customer' } },
  positionProfile: { ...profile, positionPeriod: { start: '2026-11-02', expectedEnd: '2027-01-29' } },
  payRates: [
    {
      rateType: 'TimeInterval',
      code: 'HT100',
      amount: { value: 23.4, currency: { value: 'EUR' } },
      intervalCode: { value: 'HourlyConsolidated' },
      period: { datePeriod: { start: '2026-11-02', end: '2027-01-29' } },
      multiplier: 100,
      toBeBilled: true,
      toBePaid: true,
    },
    {
      rateType: 'TimeInterval',
      code: 'HT101',
      amount: { value: 1234.5, currency: { value: 'EUR' } },
      intervalCode: { value: 'HourlyConsolidated' },
      period: { datePeriod: { start: '2026-11-02', end: '2027-01-29' } },
      multiplier: 150,
      toBeBilled: true,
      toBePaid: false,
    },
  ],
};

let browser: Browser;
let app: WorkbenchApp;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser, ['--role', 'both'], { locale: 'nl-NL' });
  await app.api('counterparties', {
    method: 'POST',
    json: {
      name: 'molen',
      role: 'customer',
      families: ['Assignment', 'Timecard'],
      baseUrl: 'http://127.0.0.1:9',
      party: { name: 'Bakkerij De Molen', kvk: KVK },
    },
  });
  const res = await app.api('import?as=received', {
    method: 'POST',
    json: [order, assignment].map((m, i) => ({ filename: `${i}.json`, content: JSON.stringify(m) })),
  });
  expect(((await res.json()) as { results: { ok: boolean }[] }).results.map((r) => r.ok)).toEqual([
    true,
    true,
  ]);
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

describe('a received message, read in Dutch', () => {
  it('says who, for whom and when: a staffing order', async () => {
    const inbox = await new InboxPage(app.page).open();
    const message = await inbox.openMessage('Aanvraag ORD-2026-31');
    expect(await message.summary('Medewerker')).toBe('John Lennon');
    expect(await message.summary('Klant')).toBe('Bakkerij De Molen');
    expect(await message.summary('Functie')).toBe('Afwasser');
    expect(await message.summary('Periode')).toBe('23-10-2024');
    // The integrator's view stays a tab away.
    await message.showPreview('JSON');
    await expect.poll(() => message.previewText('JSON')).toContain('"ORD-2026-31"');
  });

  it('says who, for whom, when and at which rates: the assignment that answers it', async () => {
    const inbox = await new InboxPage(app.page).open();
    const message = await inbox.openMessage('Opdracht OPD-2026-07');
    await expect.poll(() => message.summary('Medewerker')).toBe('John Lennon');
    expect(await message.summary('Klant')).toBe('Bakkerij De Molen');
    expect(await message.summary('Periode')).toBe('02-11-2026 – 29-01-2027');
    expect(await message.summary('Tarief')).toBe('€ 23,40 per uur');
    const rates = message.readable().getByRole('table', { name: 'Tarieven' });
    const rows = await rates
      .getByRole('row')
      .evaluateAll((trs) =>
        trs
          .slice(1)
          .map((tr) =>
            [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').replace(/\s/g, ' ').trim()),
          ),
      );
    expect(rows.map((cells) => cells.filter((c) => c.startsWith('€') || /^\d+$/.test(c)))).toEqual([
      ['€ 23,40', '100'],
      ['€ 1.234,50', '150'],
    ]);
    expect(rows[0]).toEqual(expect.arrayContaining(['Uren', 'Per uur', '02-11-2026 – 29-01-2027', 'ja']));
    expect(rows[1]).toEqual(expect.arrayContaining(['nee']));
  });
});
