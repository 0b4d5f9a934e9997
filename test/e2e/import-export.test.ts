// SETU files in and out through the UI: the official XML timecard imported with "Import files…" is a
// draft without issues, and its XML export (a real download) is valid against the official XSD.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpec } from '../support/official.ts';
import { xsdErrors } from '../support/xsd.ts';
import { DraftsPage } from './pages/drafts-page.ts';
import { EditorPage } from './pages/editor-page.ts';
import { launchBrowser } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

let browser: Browser;
let app: WorkbenchApp;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

describe('import and export in the UI', () => {
  it('imports the official XML timecard as a draft with no issues, and exports XML the XSD accepts', async () => {
    const drafts = await new DraftsPage(app.page).open();
    await drafts.importByChooser([
      { name: 'Timecard-2.0.xml', content: readSpec('examples', 'xml', 'Timecard-2.0.xml') },
    ]);
    await expect
      .poll(() => drafts.importResults().getByRole('status').textContent())
      .toBe('Imported 1 of 1 file');
    await expect.poll(() => drafts.titles()).toHaveLength(1);
    const [title] = await drafts.titles();
    expect(title).toMatch(/^Timecard /);
    await drafts
      .rows()
      .getByRole('link', { name: title as string, exact: true })
      .click();

    const editor = new EditorPage(app.page);
    await expect.poll(() => editor.summary().textContent()).toContain('No problems');
    const download = await editor.export('xml');
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const xml = fs.readFileSync((await download.path()) as string, 'utf8');
    expect(xml).toContain('<Timecard');
    expect(await xsdErrors('Timecard', xml)).toEqual([]);
  });
});
