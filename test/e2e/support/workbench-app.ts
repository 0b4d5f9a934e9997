// The app as a person meets it: `serve` on a fresh data directory, a Chromium page signed in through
// the printed address. Each test gets its own data directory, server and browser context.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type ServeProcess, startServe } from '../../support/serve-process.ts';
import { type ManagementApi, managementApi } from './placed-worker.ts';

export interface WorkbenchApp {
  serve: ServeProcess;
  dir: string;
  context: BrowserContext;
  page: Page;
  /** Calls the management API directly (set-up and checks that the UI does not show). */
  api: ManagementApi;
  close(): Promise<void>;
}

/** `locale`: the browser's language (navigator.languages and Intl), which the UI's language follows. */
export async function openApp(
  browser: Browser,
  args: string[] = ['--role', 'both'],
  { locale }: { locale?: string } = {},
): Promise<WorkbenchApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-e2e-'));
  const serve = await startServe(['--data', dir, '--quiet', ...args]);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    ...(locale ? { locale } : {}),
  });
  const page = await context.newPage();
  await page.goto(serve.uiUrl as string);
  // The page loads before the app has started (renderer/main.tsx imports it once signed in): a key
  // pressed at once would reach an empty page.
  await page.locator('#content').waitFor();
  return {
    serve,
    dir,
    context,
    page,
    api: managementApi(serve),
    async close() {
      await context.close();
      await serve.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
