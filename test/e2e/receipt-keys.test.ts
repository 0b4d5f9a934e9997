// The receipt's file picker opens on its own button and nowhere else (issue 27, item 5): a clerk who
// fills an allowance with the keyboard presses Enter in its fields, and Tab lands on "Attach receipt"
// while the row saves behind it. Every file picker Chromium opens is counted.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WeekPage } from './pages/week-page.ts';
import { launchBrowser } from './support/browser.ts';
import { placeWorker } from './support/placed-worker.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

let browser: Browser;
let app: WorkbenchApp;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
  await placeWorker(app.api);
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

/** The focused control by its label, or a button by its words. */
const focused = () =>
  app.page.evaluate(`(() => {
    const el = document.activeElement;
    return el.tagName === 'BUTTON' ? el.textContent : (el.labels?.[0]?.textContent ?? el.tagName);
  })()`);

it('opens the file picker on Enter on "Attach receipt" only, every time, with the focus kept there', async () => {
  const { page } = app;
  let pickers = 0;
  page.on('filechooser', () => pickers++);
  const week = await new WeekPage(page).open('2026-W49');
  await week.menu('Jan de Vries', /^Allowances of/);
  await expect.poll(focused).toBe('Add allowance');
  await page.keyboard.press('Enter');
  await expect.poll(focused).toBe('Type');

  await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('Day');
  // Through the allowance's text fields, pressing Enter in each as a clerk used to the grid would.
  for (const [field, typed] of [
    ['Quantity', '42'],
    ['Amount (€)', '12.50'],
    ['Note', 'Parkeren'],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect.poll(focused).toBe(field);
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe(field);
  }
  await page.keyboard.press('Tab');
  await expect.poll(focused).toBe('Attach receipt');
  // The row saves the quantity a moment after it was typed; the button keeps the focus through it.
  await expect.poll(() => week.state('Jan de Vries')).toMatch(/Ready to queue/);
  expect(await focused()).toBe('Attach receipt');
  expect(pickers).toBe(0);

  for (let opened = 1; opened <= 3; opened++) {
    await page.keyboard.press('Enter');
    await expect.poll(() => pickers).toBe(opened);
    expect(await focused()).toBe('Attach receipt');
  }
});
