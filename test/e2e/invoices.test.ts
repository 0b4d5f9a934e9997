// The invoice run end to end (DESIGN §15, issue 26), in Chromium, axe-clean on every page: 30 placements
// at the bakery with bill rates and a week of their hours sent; in Dutch, Factureren for that week
// proposes one invoice, shown as the bakery will read it (the amount added up here on its own), made,
// sent and synced, and the bakery's Workbench (a second `serve`, customer role) holds it and shows it as
// an invoice. In English, the harbour's own system PUTs its timecards to the agency's exchange server
// with its key, and they are invoiced the same way; that normal invoice prints on one A4. The list shows
// both in either language and exports the CSV Dutch Excel opens, and every invoice made passes the
// official rules (UBL XSD, EN 16931, SETU's invoice rules and code lists, NLCIUS).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceListItem } from '../../shared/api/invoice-types.ts';
import type { InboxItem, OutboxItem, PlacementSaved, PlacementView } from '../../shared/api/types.ts';
import { buildTimecard } from '../../shared/timecard/week-card.ts';
import { cli } from '../support/cli.ts';
import { en16931Findings, invoiceRules, refusals } from '../support/invoice-rules.ts';
import { hoursRow, invoicingAgency, invoicingTypes } from '../support/invoicing.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { type Counterpart, startCounterparty } from '../support/workbench.ts';
import { InvoicesPage, payableOf } from './pages/invoices-page.ts';
import { StatusBar } from './pages/status-bar.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { seriousViolations } from './support/languages.ts';
import { type ManagementApi, managementApi } from './support/placed-worker.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

const WEEK = '2026-W47';
const BAKERY = 'Bakkerij Jansen';
const HARBOUR = 'Havenbedrijf Noord';

let browser: Browser;
let app: WorkbenchApp;
let english: Page;
let bakeryDir: string;
let bakery: ServeProcess;
let bakeryApi: ManagementApi;
let harbour: Counterpart;
/** Each placement's hours per weekday and bill rate, for the sum added up here. */
const billed = new Map<string, { customer: string; hours: number[]; rate: number }>();

async function ok<T>(res: Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  const text = await answer.text();
  expect(answer.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function place(counterparty: string, worker: string, rate: number, hours: number[]) {
  const saved = await ok<PlacementSaved>(
    app.api('placements', {
      method: 'POST',
      json: {
        workerName: worker,
        counterparty,
        start: '2026-11-02',
        schedule: { days: [480, 480, 480, 480, 480, 0, 0], start: 480, breakMinutes: 30 },
        rates: [
          {
            kind: 'hours',
            code: 'HT100',
            amount: 20,
            bill: rate,
            multiplier: 100,
            toBeBilled: true,
            toBePaid: true,
          },
        ],
      },
    }),
    201,
  );
  billed.set(saved.placement.id, { customer: counterparty, hours, rate });
  return saved.placement;
}

/** What a customer is due for the week: hours times bill rate per line, to the cent, then 21 % VAT. */
function due(customer: string): number {
  const net = [...billed.values()]
    .filter((b) => b.customer === customer)
    .reduce((sum, b) => sum + Math.round(b.hours.reduce((h, x) => h + x, 0) * b.rate * 100), 0);
  return (net + Math.round(net * 0.21)) / 100;
}

const money = (locale: string, euros: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(euros).replace(/\s/g, ' ');

async function outboxStates(family: string, counterparty: string): Promise<string[]> {
  const { items } = await ok<{ items: OutboxItem[] }>(app.api(`outbox?counterparty=${counterparty}`));
  return items.filter((e) => e.family === family).map((e) => e.state);
}

/** Waits (outside a test, where expect.poll is not offered) until `count` entries of a family were sent. */
async function sentAll(family: string, counterparty: string, count: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  let states: string[] = [];
  while (Date.now() < deadline) {
    states = await outboxStates(family, counterparty);
    if (states.filter((s) => s === 'sent').length === count) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${family} to ${counterparty} not all sent: ${states.join(', ')}`);
}

async function invoicesOf(counterparty: string): Promise<InvoiceListItem[]> {
  return (await ok<{ items: InvoiceListItem[] }>(app.api(`invoices?customer=${counterparty}`))).items;
}

beforeAll(async () => {
  bakeryDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-e2e-bakkerij-'));
  const agencyKey = (await cli('key', 'add', 'flex', '--data', bakeryDir)).stdout.trim();
  [bakery, harbour, browser] = await Promise.all([
    startServe(['--role', 'customer', '--require-auth', '--data', bakeryDir, '--quiet']),
    startCounterparty('customer'),
    launchBrowser(),
  ]);
  bakeryApi = managementApi(bakery);
  app = await openApp(browser, ['--role', 'supplier', '--require-auth'], { locale: 'nl-NL' });
  // The EN 16931 rules are compiled once per machine (15–30 s) while the set-up runs.
  const rulesReady = en16931Findings('<x/>').catch(() => undefined);
  await ok(app.api('agency', { method: 'PUT', json: invoicingAgency }));
  await ok(app.api('types', { method: 'PUT', json: invoicingTypes }));
  const customer = (name: string, url: string, token: string, party: Record<string, unknown>) =>
    ok(
      app.api('counterparties', {
        method: 'POST',
        json: {
          name,
          role: 'customer',
          families: ['Assignment', 'Timecard', 'Invoice'],
          baseUrl: url,
          token,
          party,
        },
      }),
      201,
    );
  await customer('bakkerij', bakery.url, agencyKey, {
    name: BAKERY,
    kvk: '87654321',
    btw: 'NL002345678B01',
    address: 'Dorpsstraat 5, 5678 CD Utrecht',
  });
  await customer('haven', harbour.server.url, harbour.token, {
    name: HARBOUR,
    kvk: '55667788',
    address: 'Kade 10, 1013 AA Amsterdam',
    paymentDays: 21,
  });

  // 30 workers at the bakery, at bill rates of € 38 to € 52,50; every third one worked a short Friday.
  const bakers: PlacementView[] = [];
  for (let i = 0; i < 30; i++) {
    const hours = [8, 8, 8, 8, i % 3 === 0 ? 4.5 : 8];
    bakers.push(await place('bakkerij', `Medewerker ${String(i + 1).padStart(2, '0')}`, 38 + i * 0.5, hours));
  }
  for (const p of bakers) {
    const { hours } = billed.get(p.id) as { hours: number[] };
    await ok(
      app.api(`weeks/${WEEK}/rows/${p.id}`, { method: 'PUT', json: hoursRow(WEEK, { HT100: hours }) }),
    );
  }
  await ok(app.api(`weeks/${WEEK}/queue`, { method: 'POST', json: {} }));
  await ok(app.api('sync', { method: 'POST', json: {} }));
  await sentAll('Timecard', 'bakkerij', 30);

  // The harbour's own system sends its timecards for three workers, with the key the agency gave it.
  const harbourKey = (await cli('key', 'add', 'haven-systeem', '--data', app.dir)).stdout.trim();
  const dockers = [
    await place('haven', 'Anna de Haan', 44.75, [9, 9, 9, 9, 0]),
    await place('haven', 'Bram Kok', 41.2, [8, 8, 8, 8, 8]),
    await place('haven', 'Chris Smit', 39.9, [7.5, 7.5, 7.5, 7.5, 7.5]),
  ];
  for (const p of dockers) {
    const { hours } = billed.get(p.id) as { hours: number[] };
    const body = buildTimecard(
      { placement: p, agency: { name: '' }, week: WEEK },
      hoursRow(WEEK, { HT100: hours }),
    );
    (body.documentId as Record<string, unknown>).value = `HAVEN-${p.worker.name.split(' ')[0]}`;
    (body.documentId as Record<string, unknown>).schemeAgencyId = 'Customer';
    const res = await fetch(`${app.serve.url}/purchase-to-pay/timecard/${randomUUID()}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${harbourKey}`,
        'content-type': 'application/json',
        standardVersionId: '2.0',
      },
      body: JSON.stringify(body),
    });
    expect(res.status, await res.text()).toBe(201);
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-US' });
  english = await context.newPage();
  await english.goto(app.serve.uiUrl as string);
  await english.locator('#content').waitFor();
  await rulesReady;
}, 600_000);
afterAll(async () => {
  await english?.context().close();
  await app?.close();
  await bakery?.stop();
  await harbour?.server.close();
  await browser?.close();
  if (bakeryDir) fs.rmSync(bakeryDir, { recursive: true, force: true });
});

describe('invoicing a week', () => {
  it("Factureren in Dutch: the bakery's week as one invoice, read before it is made, made, sent and synced", async () => {
    const invoices = new InvoicesPage(app.page, 'nl');
    await invoices.open();
    expect(await seriousViolations(app.page)).toEqual([]);

    expect(await invoices.propose('2026', 47, BAKERY)).toBe('Eén factuur voorgesteld.');
    // The focus follows the work, to what was proposed.
    await expect
      .poll(() => app.page.evaluate('document.activeElement?.textContent'))
      .toBe('Voorgestelde facturen');
    expect(await seriousViolations(app.page)).toEqual([]);
    await screenshot(app.page, 'invoice-run-nl-NL');

    await app.page.getByRole('link', { name: `Conceptfactuur voor ${BAKERY}` }).click();
    await expect.poll(() => invoices.heading().textContent()).toBe(`Conceptfactuur voor ${BAKERY}`);
    expect(await invoices.sheet.locator('tbody tr').count()).toBe(30);
    expect(await payableOf(invoices.sheet)).toBe(money('nl-NL', due('bakkerij')));
    expect(await invoices.sheet.textContent()).toContain('volgt bij het maken');
    expect(await seriousViolations(app.page)).toEqual([]);
    await screenshot(app.page, 'invoice-concept-nl-NL');

    await invoices.make('2026-11-23');
    await expect.poll(() => invoices.heading().textContent()).toBe('Factuur 2026-0001');
    // The next step has the focus: sending it.
    await expect
      .poll(() => app.page.evaluate('document.activeElement?.textContent'))
      .toBe('Naar de klant versturen');
    expect(await invoices.sheet.textContent()).toContain('23-11-2026');
    // Thirty lines still print as one A4.
    expect(await invoices.printedPages()).toBe(1);
    await invoices.queue();
    await expect
      .poll(() => app.page.locator('main [role="status"]').first().textContent())
      .toBe('Staat in de wachtrij: Versturen stuurt hem naar Bakkerij Jansen.');
    await new StatusBar(app.page).sync();
    await expect.poll(() => outboxStates('Invoice', 'bakkerij'), { timeout: 120_000 }).toEqual(['sent']);
    await expect
      .poll(() => invoices.heading().evaluate((h) => h.nextElementSibling?.textContent))
      .toBe('Status: Verstuurd');
    expect(await seriousViolations(app.page)).toEqual([]);
  }, 300_000);

  it("leaves the invoice in the bakery's Workbench, which shows it as an invoice", async () => {
    const [item] = (await ok<{ items: InboxItem[] }>(bakeryApi('inbox?family=Invoice'))).items;
    expect(item).toBeDefined();
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'nl-NL' });
    try {
      const page = await context.newPage();
      await page.goto(bakery.uiUrl as string);
      await page.locator('#content').waitFor();
      await page.goto(`${bakery.uiUrl}#/messages${item?.collection}/${encodeURIComponent(item?.id ?? '')}`);
      const sheet = new InvoicesPage(page, 'nl').sheet;
      await sheet.waitFor();
      const text = (await sheet.textContent()) ?? '';
      for (const words of [
        'Factuur',
        '2026-0001',
        'Uitzendbureau Flex',
        BAKERY,
        'Kerkstraat 1, 1234 AB Amsterdam',
      ])
        expect(text).toContain(words);
      expect(await sheet.locator('tbody tr').count()).toBe(30);
      expect(await payableOf(sheet)).toBe(money('nl-NL', due('bakkerij')));
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'invoice-received-nl-NL');
    } finally {
      await context.close();
    }
  }, 300_000);

  it("in English: the harbour's own timecards invoiced the same way, and the invoice prints on one A4", async () => {
    const invoices = new InvoicesPage(english, 'en');
    await invoices.open();
    expect(await invoices.propose('2026', 47, HARBOUR)).toBe('One invoice proposed.');
    expect(await seriousViolations(english)).toEqual([]);
    await english.getByRole('link', { name: `Draft invoice for ${HARBOUR}` }).click();
    await expect.poll(() => invoices.heading().textContent()).toBe(`Draft invoice for ${HARBOUR}`);
    expect(await invoices.sheet.locator('tbody tr').count()).toBe(3);
    expect(await payableOf(invoices.sheet)).toBe(money('en-US', due('haven')));
    expect(await invoices.sheet.textContent()).toContain('Anna de Haan: Normal hours, week 47');
    expect(await seriousViolations(english)).toEqual([]);

    await invoices.make('2026-11-23');
    await expect.poll(() => invoices.heading().textContent()).toBe('Invoice 2026-0002');
    expect(await invoices.printedPages()).toBe(1);
    await screenshot(english, 'invoice-en-US');
    await invoices.queue();
    await new StatusBar(english).sync();
    await expect.poll(() => outboxStates('Invoice', 'haven'), { timeout: 120_000 }).toEqual(['sent']);
    expect(await seriousViolations(english)).toEqual([]);
  }, 300_000);

  it('lists both invoices in either language, and exports them as Dutch Excel opens a CSV', async () => {
    const dutch = new InvoicesPage(app.page, 'nl');
    await dutch.open();
    await expect
      .poll(() => dutch.rows())
      .toEqual([
        ['2026-0002', HARBOUR, 'week 47 2026', money('nl-NL', due('haven')), 'Verstuurd'],
        ['2026-0001', BAKERY, 'week 47 2026', money('nl-NL', due('bakkerij')), 'Verstuurd'],
      ]);
    expect(await seriousViolations(app.page)).toEqual([]);
    await screenshot(app.page, 'invoices-nl-NL');
    const csv = await dutch.exportCsv();
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Factuurnummer;Soort;/);
    const bakeryLine = lines.find((l) => l.startsWith('2026-0001;')) ?? '';
    expect(bakeryLine.split(';')).toContain(due('bakkerij').toFixed(2).replace('.', ','));

    const inEnglish = new InvoicesPage(english, 'en');
    await inEnglish.open();
    await expect.poll(async () => (await inEnglish.rows()).map((r) => r.at(-1))).toEqual(['Sent', 'Sent']);
    expect((await inEnglish.rows())[1]?.[3]).toBe(money('en-US', due('bakkerij')));
    expect(await seriousViolations(english)).toEqual([]);
  }, 300_000);

  it('made invoices the official rules accept', async () => {
    const made = [...(await invoicesOf('bakkerij')), ...(await invoicesOf('haven'))];
    expect(made.map((i) => i.number).sort()).toEqual(['2026-0001', '2026-0002']);
    // Every XML is fetched before the rules run: they hold this process for seconds, and a kept-alive
    // connection may meanwhile lapse on the server's side.
    const xmls = await Promise.all(made.map(async (i) => (await app.api(`invoices/${i.id}/xml`)).text()));
    for (const [k, invoice] of made.entries()) {
      expect(refusals(await invoiceRules(xmls[k] as string)), invoice.number).toEqual([]);
      expect(Math.round(invoice.payable) / 100).toBe(due(invoice.counterparty));
    }
  }, 600_000);
});
