// The Drafts and Inbox lists in Chromium against a real `serve`: paging from the server as the list
// scrolls, search and family filter, opening, duplicating and deleting, import by the file chooser and
// by dropping files, and a received message with its history and preview.
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { exampleMessage, variant } from '../support/examples.ts';
import { DraftsPage } from './pages/drafts-page.ts';
import { InboxPage } from './pages/inbox-page.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

const SEEDED = 250;
const timecard = exampleMessage(family('Timecard'), '2.0');
const assignment = exampleMessage(family('Assignment'), '2.0');
const docId = (doc: Record<string, unknown>) => (doc.documentId as { value: string }).value;
const tcTitle = (i: number) => `Timecard ${docId(timecard)}-${String(i).padStart(3, '0')}`;

let browser: Browser;
let app: WorkbenchApp;
let drafts: DraftsPage;

async function importFiles(files: { filename: string; content: string }[], as = 'draft') {
  const res = await app.api(`import?as=${as}`, { method: 'POST', json: files });
  expect(res.status).toBe(200);
  const { results } = (await res.json()) as { results: { ok: boolean }[] };
  expect(results.every((r) => r.ok)).toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
  // Oldest first, so the newest (last imported) is at the top of the list.
  await importFiles(
    Array.from({ length: SEEDED }, (_, i) => ({
      filename: `tc-${i}.json`,
      content: JSON.stringify(variant(timecard, String(i).padStart(3, '0'))),
    })),
  );
  await importFiles([{ filename: 'assignment.json', content: JSON.stringify(assignment) }]);
  drafts = await new DraftsPage(app.page).open();
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

describe('the drafts list', () => {
  it('shows the newest drafts first and fetches further pages from the server as it scrolls', async () => {
    const pages: Request[] = [];
    app.page.on('request', (r) => {
      if (/\/api\/lists\/drafts\?.*cursor=/.test(r.url())) pages.push(r);
    });
    await expect.poll(() => drafts.titles().then((t) => t[0])).toBe(`Assignment ${docId(assignment)}`);
    expect((await drafts.titles())[1]).toBe(tcTitle(SEEDED - 1));
    // Only the rows in view are in the page; the oldest draft is neither rendered nor fetched yet.
    expect((await drafts.titles()).length).toBeLessThan(60);
    await expect.poll(() => drafts.row(tcTitle(0)).count()).toBe(0);
    expect(pages).toHaveLength(0);
    await expect
      .poll(async () => {
        await drafts.scrollToEnd();
        return drafts.row(tcTitle(0)).count();
      })
      .toBe(1);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const validity = await drafts.row(tcTitle(0)).getByText('Ready to send').count();
    expect(validity).toBe(1);
  });

  it('searches on the server and filters by family', async () => {
    await drafts.search(`${docId(timecard)}-12`);
    await expect
      .poll(async () => (await drafts.titles()).sort())
      .toEqual(Array.from({ length: 10 }, (_, i) => tcTitle(120 + i)));
    await drafts.search('');
    await drafts.filterFamily('Assignment');
    await expect.poll(() => drafts.titles()).toEqual([`Assignment ${docId(assignment)}`]);
    await drafts.search('no such text anywhere');
    await expect.poll(() => drafts.list.page().getByText('Nothing matches these filters.').count()).toBe(1);
    await drafts.search('');
    await drafts.filterFamily('All kinds');
    await expect.poll(() => drafts.titles().then((t) => t[0])).toBe(`Assignment ${docId(assignment)}`);
    await screenshot(app.page, 'drafts');
  });

  it('moves between rows with the arrow keys and opens a draft with Enter', async () => {
    const first = drafts.rows().first().getByRole('link');
    await first.focus();
    await app.page.keyboard.press('ArrowDown');
    await app.page.keyboard.press('ArrowDown');
    const focused = await app.page.evaluate('document.activeElement?.textContent');
    expect(focused).toBe(tcTitle(SEEDED - 2));
    await app.page.keyboard.press('Enter');
    await expect.poll(() => new URL(app.page.url()).hash).toMatch(/^#\/drafts\/[0-9a-f-]{36}$/);
    const id = new URL(app.page.url()).hash.split('/')[2];
    const draft = (await (await app.api(`drafts/${id}`)).json()) as { title: string };
    expect(draft.title).toBe(tcTitle(SEEDED - 2));
    await drafts.open();
  });

  it('duplicates and deletes drafts from the list', async () => {
    const title = tcTitle(5);
    await drafts.search(title);
    await expect.poll(() => drafts.titles()).toEqual([title]);
    await drafts.duplicate(title);
    await expect.poll(() => drafts.titles()).toEqual([title, title]);
    await drafts.delete(title);
    await expect.poll(() => drafts.titles()).toEqual([title]);
    const left = (await (await app.api(`drafts?q=${encodeURIComponent(title)}`)).json()) as {
      items: unknown[];
    };
    expect(left.items).toHaveLength(1);
    await drafts.search('');
  });

  it('imports files chosen with "Import files…", with each file’s result', async () => {
    const valid = variant(timecard, 'chosen');
    const invalid = { ...variant(timecard, 'broken'), timecardType: 'not a type' };
    await drafts.importByChooser([
      { name: 'valid.json', content: JSON.stringify(valid) },
      { name: 'invalid.json', content: JSON.stringify(invalid) },
      { name: 'garbage.json', content: '{ "documentId": ' },
    ]);
    const results = drafts.importResults();
    await expect
      .poll(() => results.getByRole('status').textContent())
      .toBe('Imported 2 of 3 files; 1 failed');
    const items = await results.getByRole('listitem').allTextContents();
    expect(items[0]).toMatch(/^valid\.json\s+Timecard draft\s+valid$/);
    expect(items[1]).toMatch(/^invalid\.json\s+Timecard draft\s+\d+ problems?$/);
    expect(items[2]).toMatch(/^garbage\.json\s+\S/);
    expect(items[2]).not.toMatch(/draft/);
    await drafts.search(docId(valid));
    await expect.poll(() => drafts.titles()).toEqual([`Timecard ${docId(valid)}`]);
    await drafts.search('');
  });

  it('imports dropped files as drafts, or as received messages into the inbox', async () => {
    await drafts.importByDrop([
      { name: 'dropped.json', content: JSON.stringify(variant(timecard, 'dropped')) },
    ]);
    await expect
      .poll(() => drafts.importResults().getByRole('status').textContent())
      .toBe('Imported 1 of 1 file');
    await expect.poll(() => drafts.row(`Timecard ${docId(timecard)}-dropped`).count()).toBe(1);

    await drafts.importAs('as received messages');
    await drafts.importByDrop([
      { name: 'received.json', content: JSON.stringify(variant(assignment, 'received')) },
      { name: 'invalid.json', content: JSON.stringify({ ...variant(assignment, 'bad'), documentId: 7 }) },
    ]);
    const results = drafts.importResults();
    await expect
      .poll(() => results.getByRole('status').textContent())
      .toBe('Imported 1 of 2 files; 1 failed');
    // The problem named as the form labels the field, not by its JSON path (once those words, a chunk
    // of their own, have arrived).
    const failed = results.getByRole('listitem').nth(1);
    await expect
      .poll(() => failed.getByRole('listitem').allTextContents())
      .toEqual(['Document number must be a group of fields']);
    expect(await failed.getByText('/documentId').isVisible()).toBe(false);
    await drafts.importAs('as drafts');

    const inbox = await new InboxPage(app.page).open();
    const title = `Assignment ${docId(assignment)}-received`;
    await expect.poll(() => inbox.titles()).toEqual([title]);
    const message = await inbox.openMessage(title);
    expect(await message.fact('Kind')).toBe('Assignment');
    expect(await message.fact('From')).toBe('imported file');
    expect((await message.history()).map((r) => r.slice(0, 2))).toEqual([['1', 'Received']]);
    await message.showPreview('JSON');
    await expect.poll(() => message.previewText('JSON')).toContain(`${docId(assignment)}-received`);
    await message.showPreview('XML');
    await expect.poll(() => message.previewText('XML')).toMatch(/^<\?xml[\s\S]*<Assignment/);

    await message.useAsDraft();
    await expect.poll(() => new URL(app.page.url()).hash).toMatch(/^#\/drafts\/[0-9a-f-]{36}$/);
    const id = new URL(app.page.url()).hash.split('/')[2];
    const draft = (await (await app.api(`drafts/${id}`)).json()) as { title: string };
    expect(draft.title).toBe(title);
  });
});
