// Hour types as a clerk meets them, in Chromium, in Dutch and in English: the usual ones are there
// from the first start, named in words and mapped to SETU's hour types; another is added from SETU's
// list by its name, with no code typed; and a placement's overtime rate starts at its type's percentage.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TypeName } from '../../shared/api/types.ts';
import { launchBrowser } from './support/browser.ts';
import { seriousViolations } from './support/languages.ts';
import { openApp } from './support/workbench-app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const words = {
  nl: {
    settings: 'Instellingen',
    heading: 'Uur- en vergoedingssoorten',
    usual: ['Normale uren', 'Overuren 125 %', 'Overuren 150 %', 'Reisuren', 'Ziekte', 'Verlof', 'Feestdag'],
    addSetu: 'Uursoort uit de lijst van SETU toevoegen',
    care: 'Zorgverlof',
    dutchName: 'Nederlandse naam',
    save: 'Opslaan',
    saved: 'De soorten zijn opgeslagen.',
    addRate: 'Uurtarief toevoegen',
    type: 'Soort',
    percent: 'Percentage Overuren 150 %',
  },
  en: {
    settings: 'Settings',
    heading: 'Hour and allowance types',
    usual: [
      'Normal hours',
      'Overtime 125 %',
      'Overtime 150 %',
      'Travel hours',
      'Sick leave',
      'Holiday leave',
      'Public holiday',
    ],
    addSetu: 'Add an hour type from SETU’s list',
    care: 'Care Leave',
    dutchName: 'Dutch name',
    save: 'Save',
    saved: 'The types are saved.',
    addRate: 'Add hour rate',
    type: 'Type',
    percent: 'Percentage Overtime 150 %',
  },
};

describe.each([
  ['nl', 'nl-NL'],
  ['en', 'en-US'],
] as const)('hour types in %s', (language, locale) => {
  const w = words[language];

  it('has the usual ones from the first start, adds one of SETU’s by name, and starts overtime at its percentage', async () => {
    const app = await openApp(browser, ['--role', 'both'], { locale });
    try {
      const { page } = app;
      await page.locator('nav a[href="#/settings"]').click();
      await page.getByRole('heading', { name: w.settings, level: 1 }).waitFor();

      // The usual types are there without anyone having typed them, each mapped to SETU's hour type.
      const names = page.getByRole('textbox', {
        name: language === 'nl' ? 'Nederlandse naam' : 'English name',
      });
      await expect
        .poll(() => names.evaluateAll((els) => els.map((e) => (e as unknown as { value: string }).value)))
        .toEqual(expect.arrayContaining(w.usual));
      const types = (await (await app.api('types')).json()) as TypeName[];
      expect(Object.fromEntries(types.map((t) => [t.code, [t.setu, t.percent]]))).toMatchObject({
        HT100: ['Regular', 100],
        HT125: ['Overtime', 125],
        HT150: ['Overtime', 150],
        REIS: ['Travel', 100],
        ZIEK: ['Sick time', 100],
        VERLOF: ['Vacation', 100],
        FEESTDAG: ['Holiday', 100],
      });

      // One of SETU's is chosen by its name: it comes named and mapped, under a code of its own.
      await page.getByLabel(w.addSetu).selectOption({ label: w.care });
      // The focus is on the new row's code, which the clerk may keep.
      const focused = page.locator(':focus');
      await expect.poll(() => focused.getAttribute('aria-label')).toBe('Code');
      expect(await focused.inputValue()).toBe('CARE-LEAVE');
      const added = page.locator('table.type-names tbody tr').last();
      expect(await added.getByRole('textbox', { name: w.dutchName }).inputValue()).toBe('Zorgverlof');
      expect(await seriousViolations(page)).toEqual([]);
      // Every column is on the page in a 1280 px window: sized by its options, the list of SETU's
      // names (up to 77 characters) made the table 1,600 px wide, with VAT and percentage out of sight.
      const right = (box: { x: number; width: number } | null) => (box ? box.x + box.width : Number.NaN);
      const content = right(await page.locator('main').boundingBox());
      expect(right(await page.locator('table.type-names').boundingBox())).toBeLessThanOrEqual(content);
      expect(right(await added.getByRole('button').boundingBox())).toBeLessThanOrEqual(content);
      // And within its own column, "Verwijderen" too.
      expect(right(await added.getByRole('button').boundingBox())).toBeLessThanOrEqual(
        right(await added.locator('td').last().boundingBox()),
      );
      await page
        .getByRole('form', { name: w.heading })
        .getByRole('button', { name: w.save, exact: true })
        .click();
      await page.getByText(w.saved).waitFor();
      const saved = (await (await app.api('types')).json()) as TypeName[];
      expect(saved.find((t) => t.setu === 'Care Leave')).toEqual({
        kind: 'hours',
        code: 'CARE-LEAVE',
        nl: 'Zorgverlof',
        en: 'Care Leave',
        setu: 'Care Leave',
        percent: 100,
      });

      // A placement's overtime rate takes its type's percentage when the type is chosen.
      await page.goto(`${page.url().split('#')[0]}#/placements/new`);
      await page.getByRole('button', { name: w.addRate }).click();
      const rate = page.locator('[data-rates="hours"] tr').last();
      await rate.getByRole('combobox', { name: w.type }).selectOption({ label: `${w.usual[2]} (HT150)` });
      await expect.poll(() => page.getByLabel(w.percent).inputValue()).toBe('150');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await app.close();
    }
  }, 180_000);
});
