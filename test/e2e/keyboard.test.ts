// The keyboard user's Workbench in Chromium: the skip link; the focus on the new content after New
// draft, Add allowance, attaching a receipt and Queue; the shortcuts for New, Save and Sync, and Help
// listing them.
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { exampleMessage } from '../support/examples.ts';
import { tinyPng } from '../support/png.ts';
import { DraftsPage } from './pages/drafts-page.ts';
import { TimecardGrid } from './pages/timecard-grid.ts';
import { launchBrowser } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

let browser: Browser;
let app: WorkbenchApp;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
  await app.api('counterparties', {
    method: 'POST',
    json: { name: 'molen', role: 'customer', families: ['Timecard'], baseUrl: 'http://127.0.0.1:9' },
  });
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

interface Focused {
  tag: string;
  text: string;
  className: string;
  /** Its label: aria-label, or the text of the <label> for it. */
  label: string;
  /** The legend of the group it is in. */
  within: string;
}

/** What has the focus (evaluated in the page, as text: this project's Node settings know no DOM). */
const focused = () =>
  app.page.evaluate(`(() => {
    const el = document.activeElement;
    const label = el?.getAttribute('aria-label') ?? (el?.id ? document.querySelector('label[for="' + CSS.escape(el.id) + '"]')?.textContent : '');
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').trim(),
      className: el?.className ?? '',
      label: label ?? '',
      within: el?.closest('fieldset')?.querySelector('legend')?.textContent ?? '',
    };
  })()`) as Promise<Focused>;

describe('the keyboard', () => {
  it('reaches the page past the navigation in one Tab', async () => {
    await app.page.keyboard.press('Tab');
    expect((await focused()).text).toBe('Skip to the page');
    await app.page.keyboard.press('Enter');
    expect(await app.page.evaluate('document.activeElement.id')).toBe('content');
  });

  it('lands on the new draft after New draft', async () => {
    const drafts = await new DraftsPage(app.page).open();
    await drafts.newDraft('Timecard');
    await expect.poll(() => focused()).toMatchObject({ tag: 'h1', text: 'Timecard (new)' });
  });

  it('lands in the new allowance after Add allowance, and on the receipt once it is attached', async () => {
    const grid = new TimecardGrid(app.page);
    await grid.allowances.getByRole('button', { name: 'Add allowance' }).click();
    await expect.poll(() => focused()).toMatchObject({ tag: 'input', label: 'Type', within: 'Allowance 1' });
    await grid.attachReceipt(grid.allowance(1), {
      name: 'parking.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await expect
      .poll(() => focused())
      .toMatchObject({ className: 'receipt-file', text: expect.stringMatching(/^parking\.png · /) });
  });

  it('lands on the result after Queue', async () => {
    const res = await app.api('drafts', {
      method: 'POST',
      json: { family: 'Timecard', body: exampleMessage(family('Timecard'), '2.0') },
    });
    const { id } = (await res.json()) as { id: string };
    await new TimecardGrid(app.page).openDraft(id);
    const panel = app.page.getByRole('region', { name: 'Queue for sending' });
    await expect.poll(() => panel.getByRole('button', { name: 'Queue', exact: true }).isEnabled()).toBe(true);
    await panel.getByRole('button', { name: 'Queue', exact: true }).click();
    await expect
      .poll(() => focused())
      .toMatchObject({ text: expect.stringMatching(/^In the outbox for molen/) });
  });

  it('starts a new draft with Alt+N, saves it with Ctrl+S and syncs with Alt+S', async () => {
    await new DraftsPage(app.page).open();
    const before = app.page.url();
    await app.page.keyboard.press('Alt+N');
    await expect.poll(() => app.page.url()).not.toBe(before);
    await expect.poll(() => focused()).toMatchObject({ tag: 'h1', text: 'Timecard (new)' });

    const saves: Request[] = [];
    const syncs: Request[] = [];
    app.page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (r.method() === 'PUT' && pathname.startsWith('/api/drafts/')) saves.push(r);
      if (r.method() === 'POST' && pathname === '/api/sync') syncs.push(r);
    });
    const number = app.page.locator('[data-pointer="/documentId/value"]');
    await number.fill('TC-KEYS');
    await app.page.keyboard.press('Control+S');
    await expect.poll(() => saves.length).toBeGreaterThan(0);
    await expect.poll(() => app.page.locator('.save-status').getAttribute('data-state')).toBe('saved');

    await app.page.keyboard.press('Alt+S');
    await expect.poll(() => syncs.length).toBe(1);
  });

  it('lists the shortcuts in Help', async () => {
    await app.page.locator('nav a[href="#/help"]').click();
    const table = app.page.getByRole('table', { name: 'Keyboard shortcuts' });
    await table.waitFor();
    const rows = await table.getByRole('row').allTextContents();
    expect(rows.slice(1, 4)).toEqual([
      expect.stringMatching(/^Alt \+ NA new draft/),
      expect.stringMatching(/^Ctrl \+ SSave the draft now/),
      expect.stringMatching(/^Alt \+ SSend what waits in the outbox/),
    ]);
  });
});
