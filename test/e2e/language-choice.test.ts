// The language chosen in Settings: the window speaks it at once (its texts are a chunk of their own,
// loaded when chosen: renderer/i18n/load-texts.ts), keeps the page and the focus where they were, and
// still speaks it after a reload, whatever the browser's language.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openApp } from './support/workbench-app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('switches the window to the language chosen, and keeps it after a reload', async () => {
  const app = await openApp(browser, undefined, { locale: 'en-US' });
  try {
    const { page } = app;
    await page.goto(`${app.serve.uiUrl?.replace(/\?.*/, '')}#/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('en');

    const choice = page.getByLabel('Language of the Workbench');
    await choice.focus();
    await choice.selectOption('nl');
    await page.getByRole('heading', { name: 'Instellingen', level: 1 }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('nl');
    const sections = page.getByRole('navigation', { name: 'Onderdelen' });
    expect(await sections.getByRole('link', { name: 'Uren', exact: true }).count()).toBe(1);
    const dutch = page.getByLabel('Taal van de Workbench');
    expect(await dutch.inputValue()).toBe('nl');
    // The select is still the focused element, now named in Dutch.
    expect(await page.evaluate("document.activeElement?.tagName + ' ' + document.activeElement?.value")).toBe(
      'SELECT nl',
    );

    await page.reload();
    await page.getByRole('heading', { name: 'Instellingen', level: 1 }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('nl');

    await page.getByLabel('Taal van de Workbench').selectOption('en');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('link', { name: 'Hours', exact: true })
        .count(),
    ).toBe(1);
  } finally {
    await app.close();
  }
}, 60_000);
