// The clerk's week, in Chromium against `serve` and a customer's back office (`serve --role both
// --require-auth`): 30 placements from a spreadsheet, their assignments synced to the customer; week
// 49 filled from the schedule with a few edits and an allowance with its receipt, queued at once and
// synced, leaving the customer 30 valid timecards whose parties, person and assignment are the
// assignments'; week 50 by copy; a change to a sent week sent as an update. Every keystroke is
// recorded with the field it went into: none goes into an identifier.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { assignmentOf } from '../../shared/placement/placement.ts';
import { validateMessage } from '../../shared/schema/validate.ts';
import { cli } from '../support/cli.ts';
import { official } from '../support/official.ts';
import { samplePlacement } from '../support/placements.ts';
import { tinyPng } from '../support/png.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { PlacementsPage } from './pages/placements-page.ts';
import { StatusBar } from './pages/status-bar.ts';
import { WeekPage } from './pages/week-page.ts';
import { launchBrowser } from './support/browser.ts';
import { type Keystroke, recordKeystrokes } from './support/keystrokes.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

type Json = Record<string, unknown>;
type Entry = { id: number; family: string; operation: string; resourceId: string; state: string };

const WORKERS = 30;
/** Hours as the page shows them in English (the browser's en-US). */
const hours = (n: number) => n.toLocaleString('en-US');
const names = Array.from({ length: WORKERS }, (_, i) => `Medewerker ${String(i + 1).padStart(2, '0')}`);

let browser: Browser;
let app: WorkbenchApp;
let customerDir: string;
let customer: ServeProcess;
let key: string;

beforeAll(async () => {
  customerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-e2e-customer-'));
  key = (await cli('key', 'add', 'agency', '--data', customerDir)).stdout.trim();
  customer = await startServe(['--role', 'both', '--require-auth', '--data', customerDir, '--quiet']);
  browser = await launchBrowser();
  app = await openApp(browser);
  await recordKeystrokes(app.page);
  // Set up once, by whoever installs the Workbench: the agency and its customer.
  const setup = [
    app.api('agency', {
      method: 'PUT',
      json: { name: 'Flex Uitzendbureau', kvk: '12345678', btw: 'NL001234567B01' },
    }),
    app.api('counterparties', {
      method: 'POST',
      json: {
        name: 'bakkerij',
        role: 'customer',
        families: ['Assignment', 'Timecard'],
        baseUrl: customer.url,
        token: key,
        party: { name: 'Bakkerij Jansen', kvk: '87654321', supplierNumber: 'LEV-77' },
      },
    }),
  ];
  for (const res of await Promise.all(setup)) expect(res.ok).toBe(true);
});
afterAll(async () => {
  await app?.close();
  await customer?.stop();
  await browser?.close();
  if (customerDir) fs.rmSync(customerDir, { recursive: true, force: true });
});

const entries = async (): Promise<Entry[]> => {
  const page = (await (await app.api('outbox?limit=500')).json()) as { items: Entry[] };
  return page.items;
};
const atCustomer = async (collection: string, id: string): Promise<Json> => {
  const res = await fetch(`${customer.url}/purchase-to-pay/${collection}/${id}`, {
    headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
};
async function syncAll(expectedSent: number): Promise<void> {
  await new StatusBar(app.page).sync();
  await expect
    .poll(async () => (await entries()).filter((e) => e.state === 'sent').length, { timeout: 30_000 })
    .toBe(expectedSent);
}

describe("the clerk's week", () => {
  it('takes 30 placements from a spreadsheet as Excel saves it, and sends their assignments', async () => {
    const rows = names.map(
      (name, i) =>
        `${name};Bakkerij Jansen;02-11-2026;HT100=${20 + (i % 5)},50 HT150=30,75;KM=0,23;${i % 3 === 0 ? '32;ma-do' : '40;ma-vr'};08:00;30`,
    );
    const sheet = `Medewerker;Klant;Startdatum;Uurtarieven;Vergoedingen;Uren per week;Werkdagen;Begintijd;Pauze minuten\r\n${rows.join('\r\n')}\r\n`;
    const placements = await new PlacementsPage(app.page).open();
    const preview = await placements.importSheet({
      name: 'plaatsingen.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(sheet, 'latin1'),
    });
    expect(await preview.outcome()).toMatch(/adds 30 placements.*30 assignments go to the outbox/);
    expect(await entries()).toEqual([]);
    await preview.confirm();
    await expect.poll(() => placements.notice()).toMatch(/30 placements added/);
    await syncAll(WORKERS);
    const assignments = (await entries()).filter((e) => e.family === 'Assignment');
    expect(assignments).toHaveLength(WORKERS);
    const one = await atCustomer('assignment', assignments[0]?.resourceId as string);
    expect(validateMessage(family('Assignment'), one)).toEqual([]);
  });

  it('fills week 49 from the schedule with a few edits and an allowance with its receipt, and queues it all', async () => {
    const week = await new WeekPage(app.page).open('2026-W49');
    await week.fillAll();
    await expect.poll(() => week.total()).toBe(hours(20 * 40 + 10 * 32));
    // Monday 7,5 instead of 8, then on by keyboard: Tab to Tuesday, Enter down to the next worker.
    await (await week.cell(names[0] as string, 0)).click();
    await app.page.keyboard.type('7,5');
    await app.page.keyboard.press('Tab');
    await app.page.keyboard.type('9');
    await app.page.keyboard.press('Enter');
    await app.page.keyboard.type('6');
    await expect.poll(async () => (await week.cell(names[1] as string, 1)).inputValue()).toBe('6');
    await expect.poll(() => week.total()).toBe(hours(20 * 40 + 10 * 32 - 0.5 + 1 - 2));
    // A block pasted from a spreadsheet: Wednesday and Thursday of two workers.
    await (await week.cell(names[2] as string, 2)).click();
    await app.page.evaluate(`(() => {
      const data = new DataTransfer();
      data.setData('text/plain', '4\\t4\\n5\\t5\\n');
      document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    })()`);
    await expect.poll(async () => (await week.cell(names[3] as string, 3)).inputValue()).toBe('5');

    await week.menu(names[4] as string, /^Allowances of/);
    // Opening them adds none: the focus goes to the button that adds one, not back to the page.
    await expect.poll(() => app.page.evaluate('document.activeElement.textContent')).toBe('Add allowance');
    await app.page.keyboard.press('Enter');
    await expect
      .poll(() =>
        app.page.evaluate(
          `document.activeElement.closest('[aria-label="Allowances of ${names[4]}"]') !== null`,
        ),
      )
      .toBe(true);
    const allowance = app.page.getByRole('list', { name: `Allowances of ${names[4]}` }).getByRole('listitem');
    await allowance.getByRole('textbox', { name: 'Quantity' }).fill('42');
    const chooser = app.page.waitForEvent('filechooser');
    await allowance.locator('.receipt button').first().click();
    await (await chooser).setFiles({ name: 'parkeren.png', mimeType: 'image/png', buffer: tinyPng() });
    await allowance.getByText(/parkeren\.png/).waitFor();

    await expect.poll(() => week.state(names[29] as string)).toMatch(/Ready to queue/);
    // The allowance's row is saved a moment after its quantity and receipt: until then it would not queue.
    await expect.poll(() => week.state(names[4] as string)).toMatch(/Ready to queue/);
    await week.queueAll();
    await expect.poll(async () => (await week.status.textContent()) ?? '').toMatch(/30 timecards queued/);
    await expect.poll(() => week.state(names[0] as string)).toMatch(/Waiting to be sent/);
  });

  it('leaves the customer 30 valid timecards with the assignments’ parties, person and assignment', async () => {
    await syncAll(2 * WORKERS);
    const all = await entries();
    const byDoc = new Map<string, Json>();
    for (const e of all.filter((x) => x.family === 'Assignment')) {
      const a = await atCustomer('assignment', e.resourceId);
      byDoc.set((a.documentId as { value: string }).value, a);
    }
    const cards = all.filter((e) => e.family === 'Timecard');
    expect(cards).toHaveLength(WORKERS);
    const { validate } = official('Timecard-2.0');
    for (const e of cards) {
      const card = await atCustomer('timecard', e.resourceId);
      expect(validate(card), JSON.stringify(validate.errors)).toBe(true);
      const assignment = byDoc.get(
        (card.staffingIds as { assignmentId: { value: string } }).assignmentId.value,
      );
      if (!assignment) throw new Error('a timecard for an assignment the customer does not have');
      expect(card.supplier).toEqual(assignment.supplier);
      expect(card.customer).toEqual(assignment.customer);
      expect((card.person as Json).id).toEqual((assignment.assignedWorker as Json).workerId);
    }
  });

  it('copies week 50 from week 49, takes one change, and sends 30 new timecards', async () => {
    const week = await new WeekPage(app.page).open('2026-W50');
    await week.copyAll();
    await expect.poll(async () => (await week.status.textContent()) ?? '').toMatch(/Copied 30 of 30/);
    await (await week.cell(names[5] as string, 4)).click();
    await app.page.keyboard.type('4:30');
    await app.page.keyboard.press('Tab');
    await week.queueAll();
    await expect.poll(async () => (await week.status.textContent()) ?? '').toMatch(/30 timecards queued/);
    await syncAll(3 * WORKERS);
    const cards = (await entries()).filter((e) => e.family === 'Timecard');
    expect(new Set(cards.map((e) => e.resourceId)).size).toBe(2 * WORKERS);
  });

  it('prints a worker’s week as one page to sign', async () => {
    const week = await new WeekPage(app.page).open('2026-W49');
    await app.page.evaluate('window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }');
    await week.menu(names[0] as string, `Print ${names[0]}`);
    const sheet = app.page.locator('.print-sheet');
    await sheet.waitFor({ state: 'attached' });
    await expect.poll(() => app.page.evaluate('window.__printed')).toBe(1);
    await app.page.emulateMedia({ media: 'print' });
    const text = (await sheet.textContent()) ?? '';
    for (const words of [
      names[0],
      'Bakkerij Jansen',
      'Flex Uitzendbureau',
      'Timecard week 49',
      'Signature worker',
      'Signature customer',
    ])
      expect(text).toContain(words);
    expect(await app.page.locator('#root').isVisible()).toBe(false);
    const pdf = (await app.page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await app.page.emulateMedia({ media: 'screen' });
  });

  it('sends a change to a sent week as one update of the same resource', async () => {
    const week = await new WeekPage(app.page).open('2026-W49');
    await (await week.cell(names[6] as string, 0)).click();
    await app.page.keyboard.type('10');
    await app.page.keyboard.press('Tab');
    await expect.poll(() => week.state(names[6] as string)).toMatch(/Changed since it was sent/);
    await week.queueAll();
    await expect.poll(async () => (await week.status.textContent()) ?? '').toMatch(/1 timecard queued/);
    await syncAll(3 * WORKERS + 1);
    const [update] = (await entries()).filter((e) => e.operation === 'update');
    const sameResource = (await entries()).filter((e) => e.resourceId === update?.resourceId);
    expect(sameResource.map((e) => e.operation).sort()).toEqual(['submit', 'update']);
    const card = await atCustomer('timecard', update?.resourceId as string);
    expect((card.timeInterval as { timeTotal: string }[])[0]?.timeTotal).toBe('10.00');
  });

  it('keeps placements from 30 assignments the exchange server received or that were imported as files', async () => {
    const doc = (n: number) => {
      const fields = samplePlacement({ assignmentId: { value: `KLANT-${n}`, schemeAgencyId: 'Supplier' } });
      return assignmentOf(fields, { name: 'Flex Uitzendbureau', kvk: '12345678' }, 'LEV-77');
    };
    const received = Array.from({ length: 15 }, (_, n) =>
      fetch(`${app.serve.url}/purchase-to-pay/assignment/${randomUUID()}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
        body: JSON.stringify(doc(n)),
      }),
    );
    for (const res of await Promise.all(received)) expect(res.status).toBe(201);
    const files = Array.from({ length: 15 }, (_, n) => ({
      filename: `a${n}.json`,
      content: JSON.stringify(doc(15 + n)),
    }));
    const imported = await app.api('import?as=received', { method: 'POST', json: files });
    expect(imported.status).toBe(200);
    const placements = await new PlacementsPage(app.page).open();
    await placements.search('KLANT-');
    await expect.poll(() => placements.count()).toBe(30);
    expect((await placements.workers()).every((w) => w.startsWith('KLANT-'))).toBe(true);
  });

  it('took no keystroke into an identifier field', async () => {
    const keys: Keystroke[] = await app.page.evaluate('window.__keystrokes');
    expect(keys.length).toBeGreaterThan(10);
    const identifiers = keys.filter((k) => /number|nummer|\bid\b|identifier|scheme|document/i.test(k.field));
    expect(identifiers).toEqual([]);
  });
});
