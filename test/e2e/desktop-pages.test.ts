// The desktop app's own page in words (main/desktop/trouble-page.ts), shown when the window's page
// keeps crashing, in Chromium as the window would show it: in the system's language, axe-core clean,
// running nothing, the log's path shown as text, and a link back to the app.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { troublePage } from '../../main/desktop/trouble-page.ts';
import { type Language, sayer } from '../../main/desktop/words.ts';
import { launchBrowser } from './support/browser.ts';
import { seriousViolations } from './support/languages.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// A log path as hostile as a user name can make it.
const log = '/home/<b>an</b>/.local/share/setu-workbench/logs/workbench.log';
const appUrl = 'http://127.0.0.1:41234/';

describe('the page in words after repeated crashes', () => {
  it.each([
    ['en', 'The window stopped working', 'stopped 4 times', 'Try again'],
    ['nl', 'Het venster werkt niet meer', '4 keer gestopt', 'Opnieuw proberen'],
  ] as const)(
    'in %s: says what happened and where the log is, runs nothing, and links back to the app',
    async (language: Language, title, text, link) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        const scripts: string[] = [];
        page.on('console', (m) => scripts.push(m.text()));
        await page.goto(troublePage(sayer(language), language, { crashes: 4, log, appUrl }));
        expect(await page.getAttribute('html', 'lang')).toBe(language);
        expect(await page.title()).toBe(title);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        expect(await page.locator('main').textContent()).toContain(text);
        // The path is text, not markup.
        expect(await page.locator('b').count()).toBe(0);
        expect(await page.locator('main').textContent()).toContain(log);
        expect(await page.getByRole('link', { name: link }).getAttribute('href')).toBe(appUrl);
        // The page's policy lets nothing run.
        expect(
          await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
        ).toMatch(/^default-src 'none'/);
        expect(await seriousViolations(page)).toEqual([]);
        expect(scripts).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
