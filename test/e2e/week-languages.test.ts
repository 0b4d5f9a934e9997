// The week and placement pages in Dutch and in English, in Chromium: `<html lang>` follows the
// browser's language, no text of the other language shows, dates and hours are written as the locale
// writes them, and axe-core finds no serious or critical violation.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../renderer/i18n/catalog.ts';
import type { Entry } from '../../renderer/i18n/define.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { tempDir } from '../support/temp.ts';
import { launchBrowser } from './support/browser.ts';
import { managementApi, placeWorker } from './support/placed-worker.ts';

let browser: Browser;
let serve: ServeProcess;
let placement: string;

beforeAll(async () => {
  serve = await startServe(['--data', tempDir('setu-e2e-languages-'), '--quiet', '--role', 'both']);
  browser = await launchBrowser();
  const api = managementApi(serve);
  placement = await placeWorker(api);
  await api(`weeks/2026-W49/rows/${placement}`, {
    method: 'PUT',
    json: {
      hours: { HT100: { '2026-11-30': 480, '2026-12-04': 90 } },
      times: {},
      allowances: [{ id: 'a1', code: 'KM', date: '2026-12-01', quantity: 12.5 }],
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
});

/** Catalog texts that differ between the languages, without placeholders: each says which it is. */
const own = (language: 'nl' | 'en') =>
  Object.values(catalog as Record<string, Entry>)
    .filter((e) => e.en !== e.nl && !e.en.includes('{') && !e.nl.includes('{'))
    .map((e) => e[language]);

/** Whether the words stand in the text as words ("All" is not in "Alle", nor "Ja" in "Jansen"). */
const shows = (text: string, words: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'u',
  ).test(text);

async function openIn(locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await page.goto(serve.uiUrl as string);
  return page;
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Each page, and what shows once it has what it fetched. */
const pages = (): [string, string][] => [
  ['#/week/2026-W49', 'tbody input[data-col]'],
  ['#/placements', 'ul li a'],
  [`#/placements/${placement}`, 'input[value="Jan de Vries"]'],
  ['#/placements/new', 'form.placement-editor select option:nth-child(2)'],
];

describe.each([
  { locale: 'nl-NL', language: 'nl' as const, other: 'en' as const, day: '30-11-2026', hours: '1,5' },
  { locale: 'en-US', language: 'en' as const, other: 'nl' as const, day: '11/30/2026', hours: '1.5' },
])('in $locale', ({ locale, language, other, day, hours }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openIn(locale);
  });

  it('speaks the language on every page, and axe finds nothing serious', async () => {
    const foreign = own(other).filter((text) => !own(language).includes(text));
    for (const [hash, ready] of pages()) {
      await page.goto(`${serve.url}/${hash}`);
      await page.locator(ready).first().waitFor({ state: 'attached' });
      expect(await page.evaluate('document.documentElement.lang')).toBe(language);
      // What is visible (and read out), not every text node: innerText, not textContent.
      // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point here
      const text = await page.locator('main').innerText();
      expect(
        foreign.filter((words) => shows(text, words)),
        hash,
      ).toEqual([]);
      expect(await seriousViolations(page), hash).toEqual([]);
    }
  });

  it('writes the week’s dates and hours as the locale does, and keeps "1,5" as typed', async () => {
    await page.goto(`${serve.url}/#/week/2026-W49`);
    await expect.poll(async () => (await page.locator('main h1').textContent()) ?? '').toContain(day);
    const friday = page.locator('tbody input[data-col="4"]').first();
    await expect.poll(() => friday.inputValue()).toBe(hours);
    const monday = page.locator('tbody input[data-col="0"]').first();
    await monday.click();
    await monday.pressSequentially('1,5');
    await page.keyboard.press('Tab');
    expect(await monday.inputValue()).toBe(hours);
  });
});
