// The whole job as a person at an agency does it, in Chromium against `serve` and a real customer
// back office (`serve --role supplier --require-auth`): add the counterparty, fill a week of hours in
// the grid with an allowance and its PNG receipt, see an inline error and fix it, queue the timecard,
// sync while the counterparty is down (it waits, the app says offline), sync when it is back (Sent,
// taken as new), and find at the counterparty the timecard with its 5 lines and the receipt's bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { cli } from '../support/cli.ts';
import { exampleMessage } from '../support/examples.ts';
import { tinyPng } from '../support/png.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { CounterpartiesPage } from './pages/counterparties-page.ts';
import { EditorPage } from './pages/editor-page.ts';
import { OutboxPage, SentPage } from './pages/outbox-page.ts';
import { StatusBar } from './pages/status-bar.ts';
import { addDays, TimecardGrid } from './pages/timecard-grid.ts';
import { launchBrowser } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

type Json = Record<string, unknown>;
const MONDAY = '2026-11-16';
const png = tinyPng();

let browser: Browser;
let app: WorkbenchApp;
let customerDir: string;
let customer: ServeProcess | undefined;
let port: string;
let key: string;

const startCustomer = async () => {
  customer = await startServe([
    '--role',
    'supplier',
    '--require-auth',
    '--data',
    customerDir,
    '--quiet',
    '--port',
    port,
  ]);
};

beforeAll(async () => {
  customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-e2e-customer-'));
  key = (await cli('key', 'add', 'agency', '--data', customerDir)).stdout.trim();
  await startServe(['--data', customerDir, '--quiet']).then(async (s) => {
    port = new URL(s.url).port;
    await s.stop();
  });
  await startCustomer();
  browser = await launchBrowser();
  app = await openApp(browser);
});
afterAll(async () => {
  await app?.close();
  await customer?.stop();
  await browser?.close();
  if (customerDir) fs.rmSync(customerDir, { recursive: true, force: true });
});

describe('a week of hours, from the grid to the customer', () => {
  let draftId: string;
  let resourceId: string;

  it('adds the customer’s back office as a relation', async () => {
    const page = await new CounterpartiesPage(app.page).open();
    await page.add({ name: 'Acme', baseUrl: `http://127.0.0.1:${port}`, token: key });
    await page.row('Acme').waitFor();
    await page.testConnection('Acme');
    await expect.poll(async () => page.note('Acme').textContent()).toMatch(/key was accepted/i);
  });

  it('fills the week in the grid, with an allowance and its receipt', async () => {
    // The header (person, parties, assignment) as last week's timecard had it; this week's hours are new.
    const { timeInterval: _, ...header } = exampleMessage(family('Timecard'), '2.0') as Json;
    const res = await app.api('drafts', {
      method: 'POST',
      json: {
        family: 'Timecard',
        body: { ...header, period: { datePeriod: { start: MONDAY, end: addDays(MONDAY, 6) } } },
      },
    });
    draftId = ((await res.json()) as { id: string }).id;
    const grid = await new TimecardGrid(app.page).openDraft(draftId);
    await grid.addHourType('HT100');
    await grid.typeRow(MONDAY, 'Normal hours', ['8', '8', '8', '8', '8']);
    await expect.poll(() => grid.total('Week total')).toBe('40');
    const allowance = await grid.addAllowance();
    await grid.fillAllowance(allowance, { type: 'Parking', date: addDays(MONDAY, 2), amount: '12.50' });
    await grid.attachReceipt(allowance, { name: 'parking.png', mimeType: 'image/png', buffer: png });
    await allowance.getByText(`parking.png · ${png.length} B`).waitFor();
  });

  it('shows an inline error when a required field is cleared, and none once it is fixed', async () => {
    const editor = new EditorPage(app.page);
    const value = await editor.control('/documentId/value').inputValue();
    await editor.clear('/documentId/value');
    await expect
      .poll(() => editor.issuesAt('/documentId/value').allTextContents())
      .toEqual(['Number is required']);
    await expect.poll(() => editor.queueButton().isDisabled()).toBe(true);
    await editor.control('/documentId/value').fill(value);
    await editor.saved();
    await expect.poll(() => editor.issuesAt('/documentId/value').count()).toBe(0);
    await expect.poll(() => editor.queueButton().isDisabled()).toBe(false);
    await editor.queue('Acme');
    await expect.poll(async () => (await editor.queuePanel().textContent()) ?? '').toMatch(/in the outbox/i);
  });

  it('waits in the outbox while the customer is offline', async () => {
    await customer?.stop();
    customer = undefined;
    const outbox = await new OutboxPage(app.page).open();
    const status = new StatusBar(app.page);
    await expect.poll(() => status.toSync()).toBe(1);
    await outbox.sync();
    await expect.poll(() => status.connectivity()).toMatch(/^Offline/);
    await expect.poll(async () => (await outbox.entries())[0]?.result).toMatch(/connect|refused|reach/i);
    expect((await outbox.entries())[0]?.state).toBe('Waiting');
  });

  it('is sent when the customer is back, and shows under Sent as taken', async () => {
    await startCustomer();
    const status = new StatusBar(app.page);
    await status.sync();
    await expect.poll(() => status.toSync(), { timeout: 20_000 }).toBe(0);
    await expect.poll(() => status.connectivity()).toBe('Online');
    const sent = await new SentPage(app.page).open();
    await expect.poll(async () => (await sent.rows()).length).toBe(1);
    const [row] = await sent.rows();
    expect(row?.join(' ')).toContain('Acme');
    expect(row?.join(' ')).toContain('Arrived as a new message');
    const listed = (await (await app.api('outbox?state=sent')).json()) as { items: { resourceId: string }[] };
    resourceId = listed.items[0]?.resourceId as string;
    expect(resourceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves the customer holding the timecard with 5 lines and the receipt', async () => {
    const auth = { authorization: `Bearer ${key}`, accept: 'application/json', standardVersionId: '2.0' };
    const res = await fetch(`${customer?.url}/purchase-to-pay/timecard/${resourceId}`, { headers: auth });
    expect(res.status).toBe(200);
    const timecard = (await res.json()) as {
      timeInterval: Json[];
      allowance: { attachment: { url: string } }[];
    };
    expect(timecard.timeInterval).toHaveLength(5);
    const url = timecard.allowance[0]?.attachment.url as string;
    expect(url.startsWith(`${customer?.url}/`)).toBe(true);
    const receipt = await fetch(url, { headers: auth });
    expect(receipt.status).toBe(200);
    expect(Buffer.from(await receipt.arrayBuffer())).toEqual(png);
  });
});
