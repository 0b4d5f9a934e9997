// A placement made by hand in Chromium: the form asks for words, dates and amounts (never a SETU
// identifier), says what is missing at the field, and saving drafts the placement's Assignment and
// queues it to the customer; a change is queued as an update of the same resource.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlacementForm, PlacementsPage } from './pages/placements-page.ts';
import { launchBrowser } from './support/browser.ts';
import { type Keystroke, recordKeystrokes } from './support/keystrokes.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

let browser: Browser;
let app: WorkbenchApp;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
  await recordKeystrokes(app.page);
  const res = await app.api('counterparties', {
    method: 'POST',
    json: {
      name: 'bakkerij',
      role: 'customer',
      families: ['Assignment', 'Timecard'],
      baseUrl: 'http://127.0.0.1:9',
      party: { name: 'Bakkerij Jansen', kvk: '87654321' },
    },
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

type Entry = { family: string; operation: string; resourceId: string };
const assignmentEntries = async () =>
  ((await (await app.api('outbox')).json()) as { items: Entry[] }).items.filter(
    (e) => e.family === 'Assignment',
  );

describe('a placement by hand', () => {
  it('says at the field what is missing, and puts the focus there', async () => {
    await new PlacementsPage(app.page).open();
    const form = await PlacementForm.add(app.page);
    await form.save();
    await expect.poll(() => form.error('Name')).toBe('Name is required');
    expect(await form.focusedLabel()).toBe('Name');
  });

  it('saves a placement in words and queues its assignment to the customer', async () => {
    const form = new PlacementForm(app.page);
    await form.field('Name').fill('Sanne Visser');
    await form.customer('Bakkerij Jansen');
    await form.field('Position').fill('Inpakker');
    await form.field('First day').fill('2026-11-30');
    await form.rate('Normal hours').fill('19,75');
    await form.schedule('Friday').fill('4,5');
    await form.field('Work starts at').fill('07:30');
    await form.save();
    await expect
      .poll(() => form.status())
      .toBe('Saved. The assignment waits in the outbox for Bakkerij Jansen.');
    expect(app.page.url()).toMatch(/#\/placements\/[0-9a-f-]{36}$/);
    const [entry] = await assignmentEntries();
    expect(entry?.operation).toBe('submit');
    const list = await new PlacementsPage(app.page).open();
    await expect.poll(() => list.workers()).toEqual(['Sanne Visser']);
  });

  it('queues a change as an update of the same assignment', async () => {
    const list = new PlacementsPage(app.page);
    await list.openPlacement('Sanne Visser');
    const form = new PlacementForm(app.page);
    await form.field('Last day').fill('2027-03-31');
    await form.save();
    await expect.poll(() => form.status()).toMatch(/waits in the outbox/);
    const entries = await assignmentEntries();
    expect(entries.map((e) => e.operation)).toEqual(['update', 'submit']);
    expect(new Set(entries.map((e) => e.resourceId)).size).toBe(1);
  });

  it('took no keystroke into an identifier field', async () => {
    const keys: Keystroke[] = await app.page.evaluate('window.__keystrokes');
    expect(keys.length).toBeGreaterThan(20);
    expect(keys.filter((k) => /number|nummer|\bid\b|identifier|scheme|document/i.test(k.field))).toEqual([]);
  });
});
