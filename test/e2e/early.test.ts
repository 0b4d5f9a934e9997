// The first page's data, asked for by the window's first module before the app's code has arrived
// (renderer/api/early.ts), in Chromium: for every address the app may open at, each early call is the
// very call the page then makes (asked once, not again by the page), and the page shows its answer.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyPaths, keyOf } from '../../renderer/api/first-calls.ts';
import { family } from '../../shared/messages/registry.ts';
import { isoWeekOf, today } from '../../shared/timecard/calendar.ts';
import { exampleMessage } from '../support/examples.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { tempDir } from '../support/temp.ts';
import { launchBrowser } from './support/browser.ts';
import { managementApi, placeWorker } from './support/placed-worker.ts';

let browser: Browser;
let serve: ServeProcess;

beforeAll(async () => {
  serve = await startServe(['--data', tempDir('setu-e2e-early-'), '--quiet', '--role', 'both']);
  browser = await launchBrowser();
  // Set up enough for the first page to be the week (the start page shows it once all is set up).
  const api = managementApi(serve);
  await placeWorker(api);
  const draft = await api('drafts', {
    method: 'POST',
    json: { family: 'Timecard', body: exampleMessage(family('Timecard'), '2.0') },
  });
  expect(draft.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
});

/**
 * Opens the app at `hash` with the change stream refused (its "connected" makes every list fetch
 * again, which would hide a page asking twice) and answers the API paths asked, in order.
 */
async function open(hash: string, shown: string): Promise<{ asked: string[]; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  await context.route('**/api/events', (route) => route.fulfill({ status: 503 }));
  const asked: string[] = [];
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/events')
      asked.push(url.pathname.slice('/api/'.length) + url.search);
  });
  const page = await context.newPage();
  await page.goto(`${serve.uiUrl}${hash}`);
  await page.locator(shown).first().waitFor();
  await page.waitForLoadState('networkidle');
  return { asked, context };
}

const base = (path: string) => path.split('?')[0];

describe('the first page’s data, asked for early', () => {
  const week = isoWeekOf(today());
  it.each([
    ['#/drafts', 'the drafts', 'ul[aria-label="Drafts"] > li'],
    ['#/inbox', 'the inbox', 'h1:text("Inbox")'],
    ['#/sent', 'the messages sent', 'h1:text("Sent")'],
    ['#/placements', 'the placements', 'text=Jan de Vries'],
    ['#/week/2026-w49', 'week 49 of 2026', 'text=Jan de Vries'],
    ['', `the week of ${week}`, 'text=Jan de Vries'],
  ])('at "%s" (%s), each early call is the one the page makes', async (hash, _what, shown) => {
    const early = earlyPaths(hash);
    expect(early.length).toBeGreaterThan(0);
    const { asked, context } = await open(hash, shown);
    try {
      for (const path of early) {
        // Asked once, early; a page whose own call differed would have asked its resource again.
        expect(asked.filter((a) => keyOf(a) === path)).toHaveLength(1);
        expect(asked.filter((a) => base(a) === base(path))).toHaveLength(1);
      }
    } finally {
      await context.close();
    }
  });
});
