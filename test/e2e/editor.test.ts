// The draft editor as a person uses it: issues appear at the field they concern while typing and go
// when fixed; what no field shows is listed at the top; typing during a save is saved after it; a
// save that crossed someone else's is resolved by the user; pay rates as a table; counterparty names
// offered in the parties; the JSON/XML preview, export, duplicate and delete; an invoice as its XML.
import fs from 'node:fs';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { exampleMessage } from '../support/examples.ts';
import { readSpec } from '../support/official.ts';
import { EditorPage } from './pages/editor-page.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

type Json = Record<string, unknown>;
type Draft = {
  id: string;
  version: string;
  revision: number;
  body: Json;
  issues: { path: string; message: string }[];
};

let browser: Browser;
let app: WorkbenchApp;
let editor: EditorPage;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
  editor = new EditorPage(app.page);
  const res = await app.api('counterparties', {
    method: 'POST',
    json: { name: 'acme-staffing', role: 'supplier', baseUrl: 'http://127.0.0.1:9/setu' },
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

const order = () => exampleMessage(family('StaffingOrder'), '2.0');

async function create(json: Json): Promise<Draft> {
  const res = await app.api('drafts', { method: 'POST', json });
  expect(res.status).toBe(201);
  return (await res.json()) as Draft;
}

async function stored(id: string): Promise<Draft> {
  const res = await app.api(`drafts/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Draft;
}

const hash = () => new URL(app.page.url()).hash;

/** Holds the editor's saves of a draft until released: a save "in flight" for as long as a test needs. */
async function holdSaves(id: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const matches = (url: URL) => url.pathname === `/api/drafts/${id}`;
  await app.page.route(matches, async (route) => {
    if (holding && route.request().method() === 'PUT') held.push(route);
    else await route.continue();
  });
  return async () => {
    holding = false;
    for (const route of held) await route.continue();
    await app.page.unroute(matches);
  };
}

describe('the draft editor', () => {
  it('shows a cleared required field as required at that field, and not once it is filled again', async () => {
    const draft = await create({ family: 'StaffingOrder', body: order() });
    await editor.open(draft.id);
    await expect.poll(() => editor.summary().textContent()).toContain('No problems');
    await editor.clear('/documentId/value');
    await expect
      .poll(() => editor.issuesAt('/documentId/value').allTextContents())
      .toEqual(['Number is required']);
    expect(await editor.control('/documentId/value').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => editor.summary().textContent()).toContain('1 problem');
    await editor.control('/positionProfile/positionTitle').focus();
    await editor.summary().getByRole('button', { name: 'Go to the first' }).click();
    expect(await app.page.evaluate('document.activeElement.dataset.pointer')).toBe('/documentId/value');
    await expect.poll(() => editor.queueButton().isDisabled()).toBe(true);
    expect(await editor.queuePanel().textContent()).toContain('Solve the problem first.');
    // Left out of the message, not saved as empty text.
    expect((await stored(draft.id)).body.documentId).toEqual({ schemeAgencyId: 'Customer' });

    await editor.control('/documentId/value').fill('SO-2024-17');
    await editor.saved();
    expect(await editor.issuesAt('/documentId/value').count()).toBe(0);
    await expect.poll(() => editor.summary().textContent()).toContain('No problems');
    await expect.poll(() => editor.heading().textContent()).toBe('Staffing order SO-2024-17');
    expect((await stored(draft.id)).issues).toEqual([]);
  });

  it('lists the issues no field shows at the top, where a member the schema does not know can be removed', async () => {
    const draft = await create({ family: 'StaffingOrder', body: { ...order(), surprise: 42 } });
    await editor.open(draft.id);
    const summary = editor.summary();
    await expect.poll(() => summary.textContent()).toContain('surprise is not part of this kind of message');
    await summary.getByRole('button', { name: 'Remove surprise' }).click();
    await editor.saved();
    await expect.poll(() => summary.textContent()).toContain('No problems');
    expect((await stored(draft.id)).body).toEqual(order());
  });

  it('saves what is typed while a save is under way once that save is done', async () => {
    const draft = await create({ family: 'StaffingOrder', body: order() });
    await editor.open(draft.id);
    const release = await holdSaves(draft.id);
    const title = editor.control('/positionProfile/positionTitle');
    await title.fill('Dish');
    await expect.poll(() => editor.saveState()).toBe('saving');
    await title.pressSequentially('washer');
    await release();
    await editor.saved();
    const saved = await stored(draft.id);
    expect((saved.body.positionProfile as Json).positionTitle).toBe('Dishwasher');
    expect(saved.revision).toBe(draft.revision + 2);
    expect(await title.inputValue()).toBe('Dishwasher');
  });

  it('sends what was typed when the user leaves before the pause, and shows saves made elsewhere', async () => {
    const draft = await create({ family: 'StaffingOrder', body: order() });
    await editor.open(draft.id);
    await editor.control('/comments').fill('Typed just before leaving');
    await app.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Outbox' })
      .click();
    await expect.poll(async () => (await stored(draft.id)).body.comments).toBe('Typed just before leaving');

    await editor.open(draft.id);
    await editor.saved();
    const body = { ...order(), comments: 'Changed in another window' };
    expect((await app.api(`drafts/${draft.id}`, { method: 'PUT', json: { body } })).status).toBe(200);
    await expect.poll(() => editor.control('/comments').inputValue()).toBe('Changed in another window');
  });

  it('moves a draft to another version of its message, whose form it then shows', async () => {
    const draft = await create({ family: 'InquiryPayEquity', version: '2.0' });
    await editor.open(draft.id);
    expect(await editor.shows('/baseDefinition')).toBe(true);
    expect(await editor.shows('/other')).toBe(false);
    await app.page.getByRole('combobox', { name: 'version' }).selectOption('1.0');
    await editor.saved();
    expect((await stored(draft.id)).version).toBe('1.0');
    await expect.poll(() => editor.shows('/baseDefinition')).toBe(false);
    expect(await editor.shows('/other')).toBe(true);
  });

  it('lets the user keep their version or take the other when the draft was saved elsewhere meanwhile', async () => {
    const draft = await create({ family: 'StaffingOrder', body: order() });
    const theirs = (title: string) => {
      const body = order();
      (body.positionProfile as Json).positionTitle = title;
      return app.api(`drafts/${draft.id}`, { method: 'PUT', json: { body } });
    };
    await editor.open(draft.id);
    const title = editor.control('/positionProfile/positionTitle');
    for (const [choice, mine, other, kept] of [
      ['Keep my version', 'Mine', 'Theirs', 'Mine'],
      ['Use the other version', 'Mine again', 'Theirs again', 'Theirs again'],
    ] as const) {
      const release = await holdSaves(draft.id);
      await title.fill(mine);
      await expect.poll(() => editor.saveState()).toBe('saving');
      expect((await theirs(other)).status).toBe(200);
      await release();
      await expect.poll(() => editor.saveState()).toBe('conflict');
      await app.page.getByRole('alert').getByRole('button', { name: choice }).click();
      await editor.saved();
      await expect.poll(() => title.inputValue()).toBe(kept);
      expect(((await stored(draft.id)).body.positionProfile as Json).positionTitle).toBe(kept);
    }
  });

  it('edits pay rates as a table and offers the counterparties as party names', async () => {
    const draft = await create({ family: 'StaffingOrder', body: order() });
    await editor.open(draft.id);
    await app.page.getByRole('button', { name: 'Add rate' }).click();
    const table = app.page
      .getByRole('table')
      .filter({ has: app.page.getByRole('columnheader', { name: 'Kind of rate' }) });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['Amount *', 'Amount currency *', 'Per *', 'Dates first day *', 'Percentage']),
    );
    await table.getByRole('combobox', { name: 'Kind of rate (rate 1)' }).selectOption('TimeInterval');
    await table.getByRole('textbox', { name: 'Amount (rate 1)' }).fill('21.75');
    await table.getByRole('textbox', { name: 'Amount currency (rate 1)' }).fill('EUR');
    await editor.saved();
    expect((await stored(draft.id)).body.payRates).toEqual([
      { rateType: 'TimeInterval', amount: { value: 21.75, currency: { value: 'EUR' } } },
    ]);
    await expect.poll(() => table.locator('.row-issues').textContent()).toContain('Per is required');
    await table.locator('tbody tr').first().scrollIntoViewIfNeeded();
    await screenshot(app.page, 'message-form-pay-rates');

    const partyId = editor.control('/customer/id/0/value');
    const list = await partyId.getAttribute('list');
    expect(list).toBeTruthy();
    const names = await app.page
      .locator(`datalist[id="${list}"] option`)
      .evaluateAll((os) => os.map((o) => o.getAttribute('value')));
    expect(names).toEqual(['acme-staffing']);
    await partyId.fill('acme-staffing');
    await editor.saved();
    expect(((await stored(draft.id)).body.customer as Json).id).toEqual([
      { value: 'acme-staffing', schemeAgencyId: 'Customer' },
    ]);
  });

  it('previews the message as XML, refreshed as it changes, and exports it as JSON and XML', async () => {
    const draft = await create({ family: 'StaffingOrder', body: order() });
    await editor.open(draft.id);
    await screenshot(app.page, 'message-form');
    await expect.poll(() => editor.previewText('xml')).toContain('<positionTitle>Afwasser</positionTitle>');
    expect(await editor.previewText('xml')).toContain(
      '<StaffingOrder xmlns="https://ontology.setu.nl/messages"',
    );
    await editor.control('/positionProfile/positionTitle').fill('Kok');
    await editor.saved();
    await expect.poll(() => editor.previewText('xml')).toContain('<positionTitle>Kok</positionTitle>');
    await screenshot(app.page, 'message-xml-preview');

    const json = await editor.export('json');
    expect(json.suggestedFilename()).toBe('StaffingOrder-39fc74_8a3ac.json');
    expect(JSON.parse(fs.readFileSync(await json.path(), 'utf8'))).toEqual((await stored(draft.id)).body);
    const asXml = await editor.export('xml');
    expect(asXml.suggestedFilename()).toBe('StaffingOrder-39fc74_8a3ac.xml');
    expect(fs.readFileSync(await asXml.path(), 'utf8')).toContain('<positionTitle>Kok</positionTitle>');
  });

  it('duplicates a draft and deletes one after confirmation', async () => {
    const draft = await create({ family: 'StaffingOrder', body: order() });
    await editor.open(draft.id);
    await app.page.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => hash()).not.toBe(`#/drafts/${draft.id}`);
    const copyId = decodeURIComponent((await hash()).split('/')[2] ?? '');
    expect((await stored(copyId)).body).toEqual(order());

    app.page.once('dialog', (dialog) => void dialog.accept());
    await app.page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => hash()).toBe('#/drafts');
    expect((await app.api(`drafts/${copyId}`)).status).toBe(404);
    expect((await app.api(`drafts/${draft.id}`)).status).toBe(200);
  });

  it('edits an invoice as its UBL XML, checked as it is typed', async () => {
    const draft = await create({ family: 'Invoice', version: '2.1' });
    await editor.open(draft.id);
    expect(await app.page.locator('.schema-form').count()).toBe(0);
    const xml = app.page.getByRole('textbox', { name: 'Invoice XML (UBL 2.1)' });
    await expect
      .poll(() => editor.issuesAt('/xml').allTextContents())
      .toEqual(['The invoice XML is missing']);
    await xml.fill('<Invoice/>');
    await editor.saved();
    await expect.poll(() => editor.summary().textContent()).toMatch(/\d+ problems?/);
    await xml.fill(readSpec('examples', 'invoice', 'Invoice-2.1.xml'));
    await editor.saved();
    await expect.poll(() => editor.summary().textContent()).toContain('No problems');
    expect((await stored(draft.id)).issues).toEqual([]);
  });
});
