// Settings in Chromium as a clerk finds it: the data folder named, a backup copy saved as a file that
// is a SQLite database, and what only integrators need (API paths, the command line) folded away.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

let browser: Browser;
let app: WorkbenchApp;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
  await app.page.locator('nav a[href="#/settings"]').click();
  await app.page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

describe('settings', () => {
  it('names the data folder and saves a backup copy of it', async () => {
    const folder = app.page.locator('dl.facts dd code');
    await expect.poll(() => folder.textContent()).toBe(app.dir);
    const [download] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('button', { name: 'Save a backup copy…' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^setu-workbench-\d{4}-\d{2}-\d{2}\.sqlite$/);
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 15).toString()).toBe('SQLite format 3');
  });

  it('keeps API paths and commands out of sight until an integrator opens them', async () => {
    const paths = app.page.getByText('/purchase-to-pay/timecard', { exact: false });
    expect(await paths.first().isVisible()).toBe(false);
    await app.page.locator('details.integrators > summary').click();
    expect(await paths.first().isVisible()).toBe(true);
  });
});
