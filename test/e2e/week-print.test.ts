// The week on paper, in Chromium in Dutch and English: every timecard of the week prints as a page per
// worker with hours, to sign; the browser's own print of the week page (Ctrl+P) prints the week per
// customer, a page each, never the blank page it printed before; a sent timecard's page prints as it
// reads. Each PDF's pages are counted and read (test/support/pdf-text.ts); axe finds nothing serious.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { tempDir } from '../support/temp.ts';
import { launchBrowser } from './support/browser.ts';
import { seriousViolations } from './support/languages.ts';
import { type ManagementApi, managementApi } from './support/placed-worker.ts';
import { addCustomer, placeWorkers, putRow } from './support/week-people.ts';

const WEEK = '2026-W49';
const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
const fullWeek = { HT100: Object.fromEntries(days.map((d, i) => [d, i === 4 ? 270 : 480])) };
const bakery = ['Anna Bakker', 'Jan de Vries', 'Ömer Yilmaz'];
const mill = ['Ünal Demir', 'Zoë Zwart'];
/** Workers with hours this week: all but Zoë. */
const withHours = [...bakery, 'Ünal Demir'];

let browser: Browser;
let serve: ServeProcess;
let customer: ServeProcess;
let customerDir: string;
let api: ManagementApi;
let sentEntry: number;

beforeAll(async () => {
  customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-e2e-print-customer-'));
  const key = (await cli('key', 'add', 'agency', '--data', customerDir)).stdout.trim();
  customer = await startServe(['--role', 'both', '--require-auth', '--data', customerDir, '--quiet']);
  serve = await startServe(['--data', tempDir('setu-e2e-print-'), '--quiet', '--role', 'both']);
  browser = await launchBrowser();
  api = managementApi(serve);
  await addCustomer(api, 'bakkerij', 'Bakkerij Jansen', customer.url, key);
  await addCustomer(api, 'molen', 'Molen de Hoop');
  const ids = await placeWorkers(api, [
    ...bakery.map((name) => ({ name, customer: 'bakkerij' })),
    ...mill.map((name) => ({ name, customer: 'molen' })),
  ]);
  for (const name of withHours) await putRow(api, WEEK, ids.get(name) as string, fullWeek);
  // Jan's week goes to the customer: its sent timecard has a page of its own.
  const jan = ids.get('Jan de Vries') as string;
  await api(`weeks/${WEEK}/queue`, { method: 'POST', json: { placements: [jan] } });
  await api('sync', { method: 'POST', json: { counterparty: 'bakkerij' } });
  for (let tries = 0; !sentEntry && tries < 300; tries++) {
    const sent = (await (await api('outbox?state=sent&limit=100')).json()) as {
      items: { id: number; family: string }[];
    };
    sentEntry = sent.items.find((e) => e.family === 'Timecard')?.id as number;
    if (!sentEntry) await new Promise((r) => setTimeout(r, 100));
  }
  if (!sentEntry) throw new Error('the timecard was not sent');
});
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await customer?.stop();
  if (customerDir) fs.rmSync(customerDir, { recursive: true, force: true });
});

/** Prints the page to A4 as Chromium does, and reads each page's text. */
async function printed(page: Page): Promise<string[]> {
  return pdfPageTexts(await page.pdf({ format: 'A4' }));
}

describe.each([
  {
    locale: 'nl-NL',
    total: '36,5',
    printMenu: 'Afdrukken',
    everyTimecard: /^Alle urenbriefjes/,
    signWorker: 'Handtekening medewerker',
    signCustomer: 'Handtekening klant',
    print: 'Afdrukken',
  },
  {
    locale: 'en-US',
    total: '36.5',
    printMenu: 'Print',
    everyTimecard: /^Every timecard/,
    signWorker: 'Signature worker',
    signCustomer: 'Signature customer',
    print: 'Print',
  },
])('in $locale', (words) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({
      locale: words.locale,
      viewport: { width: 1280, height: 860 },
    });
    page = await context.newPage();
    await page.goto(serve.uiUrl as string);
    await page.locator('#content').waitFor();
  });
  afterAll(() => page?.context().close());

  const openWeek = async () => {
    await page.goto(`${serve.url}/#/week/${WEEK}`);
    await page.locator('tbody input[data-col]').first().waitFor();
    // The dialog the browser would show is left out: the test prints to PDF itself.
    await page.evaluate('window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }');
  };

  it('prints every timecard of the week as a page per worker with hours, to sign', async () => {
    await openWeek();
    await page.locator('summary', { hasText: words.printMenu }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: words.everyTimecard }).click();
    const sheets = page.locator('.print-job .print-sheet');
    await expect.poll(() => sheets.count()).toBe(withHours.length);
    expect(await page.evaluate('window.__printed')).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    for (const sheet of await sheets.all()) expect(await sheet.isVisible()).toBe(true);
    // Back to the page's own media: page.pdf() prints with screen rules where screen is emulated.
    await page.emulateMedia({ media: null });
    const pages = await printed(page);
    expect(pages).toHaveLength(withHours.length);
    for (const [i, worker] of withHours.entries()) {
      const text = pages[i] as string;
      expect(text).toContain(worker);
      expect(withHours.filter((w) => text.includes(w))).toEqual([worker]);
      for (const needed of [words.total, words.signWorker, words.signCustomer])
        expect(text).toContain(needed);
    }
  });

  it('prints the week per customer from the browser’s own print, a page each and none blank', async () => {
    await openWeek();
    expect(await page.locator('.print-job').count()).toBe(0);
    // page.pdf() is the browser's print: it tells the page before it lays it out, as Ctrl+P does.
    const pages = await printed(page);
    expect(pages).toHaveLength(2);
    const [bakkerij, molen] = pages as [string, string];
    expect(bakkerij).toContain('Bakkerij Jansen');
    for (const worker of bakery) expect(bakkerij).toContain(worker);
    expect(mill.filter((w) => bakkerij.includes(w))).toEqual([]);
    expect(molen).toContain('Molen de Hoop');
    for (const worker of mill) expect(molen).toContain(worker);
    for (const text of pages) {
      expect(text).toContain(words.signCustomer);
      expect(text).toContain(words.total);
    }
    // Printed, the overview goes again.
    expect(await page.locator('.print-job').count()).toBe(0);
  });

  it('prints a sent timecard as it reads, with the lines to sign', async () => {
    await page.goto(`${serve.url}/#/sent/${sentEntry}`);
    await page.locator('.readable-summary').waitFor();
    await page.evaluate('window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }');
    await page.getByRole('button', { name: words.print, exact: true }).click();
    await page.locator('.print-job .readable').first().waitFor({ state: 'attached' });
    expect(await seriousViolations(page)).toEqual([]);
    const pages = await printed(page);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const text of pages) expect(text.trim()).not.toBe('');
    const all = pages.join(' ');
    for (const needed of ['Jan de Vries', words.total, words.signWorker, words.signCustomer])
      expect(all).toContain(needed);
  });
});
