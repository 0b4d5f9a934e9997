// Debian's Chromium driven by playwright-core: no browser download, the flags the machine needs.
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const screenshots = path.resolve(import.meta.dirname, '../screenshots');

/** Saves a full-page screenshot under test/e2e/screenshots/ (git-ignored) for review. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}
