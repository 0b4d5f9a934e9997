// The timecard editor in the draft editor, as a person uses it: a week of hours typed into the grid by
// keyboard with its totals, saved as one time-interval line per day; an allowance with a PNG receipt
// that the store keeps for sync to upload; last week copied, from the same timecard or from the same
// assignment's other timecard; an imported timecard's hours read back into the grid, edited in place,
// and its validation issues shown by the cell and field they concern.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpec } from '../support/official.ts';
import { tinyPng } from '../support/png.ts';
import { addDays, dayName, TimecardGrid } from './pages/timecard-grid.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

type Json = Record<string, unknown>;
type Line = Json & { id: { value: string }; period: { dateTimePeriod: { start: string; end?: string } } };
type Draft = {
  id: string;
  body: Json & { timeInterval?: Line[]; allowance?: Json[] };
  issues: { path: string }[];
};

const MONDAY = '2026-11-16';
/** HT100 as the grid names it (Settings' list of hour types). */
const NORMAL = 'Normal hours';
const weekdays = [0, 1, 2, 3, 4].map((i) => addDays(MONDAY, i));

let browser: Browser;
let app: WorkbenchApp;
let grid: TimecardGrid;
let draftId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
  grid = new TimecardGrid(app.page);
  const res = await app.api('drafts', { method: 'POST', json: { family: 'Timecard' } });
  draftId = ((await res.json()) as Draft).id;
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

async function saved(id = draftId): Promise<Draft> {
  return (await (await app.api(`drafts/${id}`)).json()) as Draft;
}

describe('the timecard week grid', () => {
  it('takes a week of hours by keyboard, totals them, and saves one time-interval line per day', async () => {
    await grid.openDraft(draftId);
    await grid.goToWeekOf('2026-11-19');
    await grid.addHourType('HT100');
    await grid.typeRow(MONDAY, NORMAL, ['8', '8', '8', '8', '8']);
    expect(await grid.total('Week total')).toBe('40');
    expect(await grid.total(`Total ${dayName(MONDAY)}`)).toBe('8');
    expect(await grid.total(`Total ${dayName('2026-11-21')}`)).toBe('0');
    expect(await grid.total(`Total ${NORMAL}`)).toBe('40');

    // What is not hours is shown as a mistake and not saved.
    const saturday = grid.cell('2026-11-21', NORMAL);
    await saturday.fill('eight');
    expect(await saturday.getAttribute('aria-invalid')).toBe('true');
    expect(await grid.problem(saturday)).toMatch(/Type hours as 8, 7.5 or 8:30/);
    expect(await grid.total('Week total')).toBe('40');
    await saturday.fill('');

    await expect.poll(async () => (await saved()).body.timeInterval?.length).toBe(5);
    const draft = await saved();
    const lines = draft.body.timeInterval as Line[];
    // No start from a schedule and none typed: the hours go with their day, without invented times.
    expect(lines.map(({ id, ...line }) => line)).toEqual(
      weekdays.map((day) => ({
        typeCode: { value: 'HT100' },
        period: { dateTimePeriod: { start: day } },
        timeTotal: '8.00',
        dayAssignment: day,
      })),
    );
    expect(new Set(lines.map((l) => l.id.value)).size).toBe(5);
    expect(draft.body.period).toEqual({ datePeriod: { start: MONDAY, end: '2026-11-22' } });
    expect(draft.issues.filter((i) => i.path.startsWith('/timeInterval'))).toEqual([]);
  });

  it('keeps an allowance with its PNG receipt stored on the workbench for sync to upload', async () => {
    const png = tinyPng();
    const allowance = await grid.addAllowance();
    await grid.fillAllowance(allowance, { type: 'Parking', date: '2026-11-18', amount: '12.50' });
    await grid.attachReceipt(allowance, { name: 'parking.png', mimeType: 'image/png', buffer: png });
    await allowance.getByText(`parking.png · ${png.length} B`).waitFor();

    await expect
      .poll(async () => (await saved()).body.allowance?.[0]?.attachment)
      .toEqual({ url: expect.stringMatching(/^\/attachment\/[0-9a-f-]{36}$/) });
    const [line] = (await saved()).body.allowance as [Json & { attachment: { url: string } }];
    expect(line).toMatchObject({
      typeCode: { value: 'Parking' },
      period: { datePeriod: { start: '2026-11-18' } },
      payRates: [{ amount: { value: 12.5, currency: { value: 'EUR' } }, toBeBilled: true, toBePaid: true }],
    });
    const id = line.attachment.url.split('/').pop() as string;
    const stored = await app.api(`attachments/${id}/content`);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await stored.arrayBuffer())).toEqual(png);
    await screenshot(app.page, 'timecard-grid');
  });

  it('copies last week into the next one', async () => {
    await grid.hours.getByRole('button', { name: 'Next week' }).click();
    await grid.cell('2026-11-23', NORMAL).waitFor();
    expect(await grid.total('Week total')).toBe('0');
    await grid.hours.getByRole('button', { name: 'Copy last week' }).click();
    await expect.poll(() => grid.copyResult().textContent()).toMatch(/^Copied 5 entries from the week of/);
    expect(await grid.total('Week total')).toBe('40');
    await expect.poll(async () => (await saved()).body.timeInterval?.length).toBe(10);
    const lines = (await saved()).body.timeInterval as Line[];
    expect(lines.slice(5).map((l) => l.period.dateTimePeriod.start)).toEqual(
      weekdays.map((day) => addDays(day, 7)),
    );
    expect(new Set(lines.map((l) => l.id.value)).size).toBe(10);
  });
});

describe('copying last week from another timecard', () => {
  it('takes the week before from the newest other draft of the same assignment', async () => {
    const example = JSON.parse(readSpec('examples', 'json', 'Timecard-2.0.json')) as Json;
    const assignment = { assignmentId: { value: 'A-copy-week', schemeAgencyId: 'Supplier' } };
    const create = async (body: Json) =>
      (
        (await (
          await app.api('drafts', { method: 'POST', json: { family: 'Timecard', body } })
        ).json()) as Draft
      ).id;
    await create({
      ...example,
      documentId: { value: 'TC-43', schemeAgencyId: 'Customer' },
      staffingIds: assignment,
    });
    const { timeInterval, ...rest } = example;
    const next = await create({
      ...rest,
      documentId: { value: 'TC-44', schemeAgencyId: 'Customer' },
      staffingIds: assignment,
      period: { datePeriod: { start: '2024-10-28', end: '2024-11-03' } },
    });

    await grid.openDraft(next);
    await grid.hours.getByRole('button', { name: 'Copy last week' }).click();
    await expect
      .poll(() => grid.copyResult().textContent())
      .toMatch(/^Copied 1 entry from the week of .* in TC-43\.$/);
    expect(await grid.cell('2024-10-30', NORMAL).inputValue()).toBe('8');
    await expect.poll(async () => (await saved(next)).body.timeInterval?.length).toBe(1);
    const [copy] = (await saved(next)).body.timeInterval as [Line];
    expect(copy.period.dateTimePeriod).toEqual({ start: '2024-10-30T09:00:00', end: '2024-10-30T17:30:00' });
  });
});

describe('an imported timecard', () => {
  it('shows its hours and its issues by the cell and field, and edits its line in place', async () => {
    const content = readSpec('examples', 'json', 'Timecard-2.0.json');
    const res = await app.api('import', {
      method: 'POST',
      json: [{ filename: 'Timecard-2.0.json', content }],
    });
    const [result] = ((await res.json()) as { results: { draft: { id: string } }[] }).results;
    const imported = await saved(result?.draft.id);
    // Two mistakes, as a counterparty's file may have them: a value outside its list, a missing type.
    const body = structuredClone(imported.body);
    const [line] = body.timeInterval as [Line];
    line.homeOfficeIndicator = 'Garden';
    body.allowance = [{ id: { value: 'a1', schemeAgencyId: 'Customer' } }];
    expect((await app.api(`drafts/${imported.id}`, { method: 'PUT', json: { body } })).status).toBe(200);

    await grid.openDraft(imported.id);
    const wednesday = grid.cell('2024-10-23', NORMAL);
    await expect.poll(() => wednesday.inputValue()).toBe('8');
    expect(await grid.total('Week total')).toBe('8');
    expect(await wednesday.getAttribute('aria-invalid')).toBe('true');
    expect(await grid.problem(wednesday)).toBe('Where must be one of: At home, At the office');
    const type = grid.allowance(1).getByLabel('Type', { exact: true });
    expect(await type.getAttribute('aria-invalid')).toBe('true');
    expect(await grid.problem(type)).toBe('Kind is required');

    await wednesday.fill('7.5');
    await expect.poll(async () => (await saved(imported.id)).body.timeInterval?.[0]?.timeTotal).toBe('7.50');
    const [edited] = (await saved(imported.id)).body.timeInterval as [Line];
    // Same line: its id, start, half-hour break and pay rates kept.
    expect(edited).toEqual({
      ...line,
      period: { dateTimePeriod: { start: '2024-10-23T09:00:00', end: '2024-10-23T17:00:00' } },
      timeTotal: '7.50',
    });
  });
});
