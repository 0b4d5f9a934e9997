// Every existing page in Dutch and in English, in Chromium with the browser's language set: `<html
// lang>` follows it, no text of the other language shows (the catalogs' and the label table's), dates
// and decimals are written as the locale writes them and typed hours stay as typed, and axe-core finds
// no serious or critical violation.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { exampleMessage } from '../support/examples.ts';
import { launchBrowser } from './support/browser.ts';
import { foreignTexts, type Language, seriousViolations, shows } from './support/languages.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

type Json = Record<string, unknown>;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const order = exampleMessage(family('StaffingOrder'), '2.0') as Json;
const assignment = {
  ...(JSON.parse(
    JSON.stringify(exampleMessage(family('Assignment'), '2.0')).replace(/Name contact ?person/g, 'Ria Smit'),
  ) as Json),
  customer: order.customer,
  staffingIds: {
    requestForQuotationId: { value: (order.documentId as Json).value, schemeAgencyId: 'Customer' },
  },
};
// The official example's English placeholder names would read as English words on a Dutch page.
const timecard = JSON.parse(
  JSON.stringify(exampleMessage(family('Timecard'), '2.0'))
    .replace(/The Example Department|Example Department/g, 'Broodbakkerij')
    .replace(/Example CostCenter|Example costCenter/g, 'KP-12')
    .replace(/The Example Project|Example Project/g, 'Kerstmarkt')
    .replace('Contant person name', 'Ria Smit'),
) as Json;

/** Received messages, a timecard draft queued for a relation that is not there: every list has rows. */
async function seed(app: WorkbenchApp): Promise<{ draft: string; messages: string[] }> {
  const json = async <T>(res: Promise<Response>) => (await res).json() as Promise<T>;
  await app.api('counterparties', {
    method: 'POST',
    json: {
      name: 'molen',
      role: 'customer',
      families: ['Assignment', 'Timecard'],
      baseUrl: 'http://127.0.0.1:9',
      party: { name: 'Bakkerij De Molen', kvk: ((order.customer as Json).legalId as Json).value },
    },
  });
  const received = await json<{ results: { resource: { collection: string; id: string } }[] }>(
    app.api('import?as=received', {
      method: 'POST',
      json: [order, assignment].map((m, i) => ({ filename: `${i}.json`, content: JSON.stringify(m) })),
    }),
  );
  const draft = await json<{ id: string }>(
    app.api('drafts', { method: 'POST', json: { family: 'Timecard', body: timecard } }),
  );
  await app.api('outbox', { method: 'POST', json: { counterparty: 'molen', draft: draft.id } });
  const messages = received.results.map(
    ({ resource }) => `#/messages${resource.collection}/${encodeURIComponent(resource.id)}`,
  );
  return { draft: draft.id, messages };
}

/** Each page, and what shows once it has what it fetched. */
const pages = (draft: string, messages: string[]): [string, string][] => [
  ['#/drafts', '[data-index] a'],
  [`#/drafts/${draft}`, '.readable-summary dd'],
  ['#/inbox', '[data-index] a'],
  ...messages.map((m): [string, string] => [m, '.readable-summary dd']),
  ['#/outbox', '[data-index]'],
  ['#/sent', 'main h1'],
  ['#/counterparties', 'table.counterparties tbody tr'],
  ['#/counterparties/new', 'form.counterparty-form'],
  ['#/settings', 'dl.facts code'],
  ['#/help', 'table.shortcuts'],
];

async function checkPage(page: Page, url: string, ready: string, language: Language, foreign: string[]) {
  await page.goto(url);
  await page.locator(ready).first().waitFor({ state: 'attached' });
  expect(await page.evaluate('document.documentElement.lang')).toBe(language);
  const text = await page.locator('body').innerText();
  expect(
    foreign.filter((words) => shows(text, words)),
    url,
  ).toEqual([]);
  expect(await seriousViolations(page), url).toEqual([]);
}

describe.each([
  { locale: 'nl-NL', language: 'nl' as const, day: '23-10-2024', hours: '1,5', amount: '€\u00a012,50' },
  { locale: 'en-US', language: 'en' as const, day: '10/23/2024', hours: '1.5', amount: '€12.50' },
])('in $locale', ({ locale, language, day, hours, amount }) => {
  let app: WorkbenchApp;
  let foreign: string[];
  beforeAll(async () => {
    app = await openApp(browser, ['--role', 'both'], { locale });
    foreign = await foreignTexts(language);
  });
  afterAll(() => app?.close());

  it('speaks the language on every page, and axe finds nothing serious', async () => {
    const base = (app.serve.uiUrl as string).split('?')[0];
    // The first start, before anything is set up: the checklist.
    await checkPage(app.page, `${base}#/start`, 'ol.checklist li', language, foreign);
    const { draft, messages } = await seed(app);
    for (const [hash, ready] of pages(draft, messages))
      await checkPage(app.page, `${base}${hash}`, ready, language, foreign);
  });

  it('writes dates and decimals as the locale does, and keeps typed hours and amounts in its form', async () => {
    const page = app.page;
    const base = (app.serve.uiUrl as string).split('?')[0];
    await page.goto(`${base}#/drafts`);
    const row = page.locator('[data-index]').first();
    await expect.poll(() => row.innerText()).toContain(day);
    await row.getByRole('link').click();
    const summary = page.locator('.readable-summary');
    await expect.poll(() => summary.innerText()).toContain(day);

    const cell = page.locator('.hours-table input[data-line="0"][data-col="2"]');
    await expect.poll(() => cell.inputValue()).toBe('8');
    // A cell selects its text when it takes the focus: typing replaces it.
    await cell.click();
    await cell.pressSequentially('1,5');
    await page.keyboard.press('Tab');
    expect(await cell.inputValue()).toBe(hours);
    expect(await page.locator('.week-total output').textContent()).toBe(hours);

    await page
      .getByRole('region', { name: /Allowances|Vergoedingen/ })
      .getByRole('button')
      .last()
      .click();
    const amountField = page.locator('fieldset.allowance input[inputmode="decimal"]').nth(1);
    await amountField.pressSequentially('12,5');
    await page.keyboard.press('Tab');
    expect(await amountField.inputValue()).toBe(amount);
    await expect
      .poll(async () => {
        const saved = (await (await app.api(`drafts/${new URL(page.url()).hash.split('/')[2]}`)).json()) as {
          body: { timeInterval: Json[]; allowance?: { payRates: { amount: { value: number } }[] }[] };
        };
        return [saved.body.timeInterval[0]?.timeTotal, saved.body.allowance?.[0]?.payRates[0]?.amount.value];
      })
      .toEqual(['1.50', 12.5]);
  });
});
