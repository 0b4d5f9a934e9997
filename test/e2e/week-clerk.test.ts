// The clerk's week in Chromium, in Dutch and English at 1280 × 860, with 36 workers (more than the grid
// renders at once): the keyboard path for one worker's week (open the week, fill it, queue all) in at
// most 40 key presses, counted; the focus staying in the grid from one week to the next and after an
// hour type is added; the allowance panel creating nothing by being opened; a copy of last week marking
// its exceptions until they are typed into; the state column whole in both languages; the search
// bringing any worker into view; names in the language's order. axe finds nothing serious.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekOf, today } from '../../shared/timecard/calendar.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { tempDir } from '../support/temp.ts';
import { launchBrowser } from './support/browser.ts';
import { seriousViolations } from './support/languages.ts';
import { type ManagementApi, managementApi } from './support/placed-worker.ts';
import { addCustomer, placeWorkers, putRow } from './support/week-people.ts';

const first = ['Anna', 'Bram', 'Chris', 'Daan', 'Eva', 'Fleur', 'Gijs', 'Hanna', 'Isa', 'Joost', 'Kees'];
const last = ['Bakker', 'de Vries', 'Jansen'];
/** 33 workers, and three whose names a byte order sorts after Z. */
const workers = [
  ...first.flatMap((f) => last.map((l) => `${f} ${l}`)),
  'Ömer Yilmaz',
  'Ünal Demir',
  'Zoë Zwart',
];

const EARLIER = '2027-W10';
const COPY = '2027-W11';
const STATES = '2027-W12';
/** The English run copies another week from another Eva: the Dutch run's copy fills every empty row. */
const EARLIER_EN = '2027-W15';
const COPY_EN = '2027-W16';
const mondays: Record<string, string> = {
  [EARLIER]: '2027-03-08',
  [STATES]: '2027-03-22',
  [EARLIER_EN]: '2027-04-12',
};
const dayOf = (week: string, i: number) => {
  const d = new Date(`${mondays[week]}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + i);
  return d.toISOString().slice(0, 10);
};

let browser: Browser;
let serve: ServeProcess;
let api: ManagementApi;
let ids: Map<string, string>;

beforeAll(async () => {
  serve = await startServe(['--data', tempDir('setu-e2e-clerk-'), '--quiet', '--role', 'both']);
  browser = await launchBrowser();
  api = managementApi(serve);
  await addCustomer(api, 'bakkerij', 'Bakkerij Jansen');
  ids = await placeWorkers(
    api,
    workers.map((name) => ({ name, customer: 'bakkerij' })),
  );
  // Eva Bakker's and Eva de Vries's week 10 (one for each language) had overtime on Tuesday and a
  // six-hour Friday; the rest as the schedule.
  const hours = (week: string, friday: number) => ({
    HT100: Object.fromEntries([0, 1, 2, 3, 4].map((i) => [dayOf(week, i), i === 4 ? friday : 480])),
  });
  for (const [eva, week] of [
    ['Eva Bakker', EARLIER],
    ['Eva de Vries', EARLIER_EN],
  ] as const)
    await putRow(api, week, ids.get(eva) as string, {
      ...hours(week, 360),
      HT150: { [dayOf(week, 1)]: 90 },
    });
  // Week 12: Anna ready to queue, Bram with an allowance that says neither how many nor how much.
  await putRow(api, STATES, ids.get('Anna Bakker') as string, hours(STATES, 270));
  await putRow(api, STATES, ids.get('Bram Bakker') as string, hours(STATES, 270), [
    { id: '7b1f1a52-6c0e-4d43-9e8e-0d1f4c6a9a01', code: 'KM', date: dayOf(STATES, 0) },
  ]);
});
afterAll(async () => {
  await browser?.close();
  await serve?.stop();
});

describe.each([
  {
    locale: 'nl-NL',
    hours: 'Uren',
    heading: 'Uren, week',
    ready: 'Klaar om te versturen',
    problem: 'Probleem',
    copyAll: 'Alles zoals vorige week',
    marked: 'Gekopieerd uit week 10',
    allowances: /^Vergoedingen van Chris Bakker/,
    addAllowance: 'Vergoeding toevoegen',
    addType: 'Uursoort toevoegen voor Daan Bakker',
    more: 'Meer',
    next: 'Volgende week',
  },
  {
    locale: 'en-US',
    hours: 'Hours',
    heading: 'Hours, week',
    ready: 'Ready to queue',
    problem: 'Problem',
    copyAll: 'Everything as last week',
    marked: 'Copied from week 15',
    allowances: /^Allowances of Chris Bakker/,
    addAllowance: 'Add allowance',
    addType: 'Add hour type for Daan Bakker',
    more: 'More',
    next: 'Next week',
  },
])('in $locale', (words) => {
  let page: Page;
  beforeAll(async () => {
    const context = await browser.newContext({
      locale: words.locale,
      viewport: { width: 1280, height: 860 },
    });
    page = await context.newPage();
    await page.goto(serve.uiUrl as string);
    await page.locator('#content').waitFor();
  });
  afterAll(() => page?.context().close());

  const openWeek = async (week: string) => {
    await page.goto(`${serve.url}/#/week/${week}`);
    await page
      .getByRole('heading', { name: `${words.heading} ${Number(week.slice(6))}`, level: 1 })
      .waitFor();
    await page.locator('.hours-grid tbody input[data-col]').first().waitFor();
    // The page keeps its search from week to week, and the grid where it was: the tests start at the top.
    await page.evaluate("document.querySelector('.hours-grid').scrollTo(0, 0)");
  };
  /** The focused element: its cell's place in the grid, or its text. */
  const focused = () =>
    page.evaluate(
      '({ row: document.activeElement?.dataset.row, code: document.activeElement?.dataset.code, col: document.activeElement?.dataset.col, text: document.activeElement?.textContent, label: document.activeElement?.getAttribute("aria-label") })',
    ) as Promise<{ row?: string; code?: string; col?: string; text?: string; label?: string }>;

  it('takes one worker’s week from opening the week to queued in at most 40 key presses', async () => {
    // Each worker's week is queued once: each language takes its own worker, found by a name no other
    // worker or customer holds, typed without its accent.
    const [worker, typed] = words.locale === 'nl-NL' ? ['Ömer Yilmaz', 'omer'] : ['Ünal Demir', 'unal'];
    const week = isoWeekOf(today());
    // From another page, the focus where the page puts it.
    await page.goto(`${serve.url}/#/drafts`);
    await page.locator('main h1').waitFor();
    let presses = 0;
    const press = async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    };
    const type = async (text: string) => {
      for (const ch of text) await press(ch);
    };
    // Back to the Hours link in the menu.
    for (let i = 0; i < 25 && (await focused()).text !== words.hours; i++) await press('Shift+Tab');
    expect((await focused()).text).toBe(words.hours);
    await press('Enter');
    await page
      .getByRole('heading', { name: `${words.heading} ${Number(week.slice(6))}`, level: 1 })
      .waitFor();
    await page.locator('.hours-grid tbody input[data-col]').first().waitFor();
    // Find the worker; Enter goes into their hours.
    await press('Control+F');
    await type(typed);
    await press('Enter');
    await expect.poll(async () => (await focused()).row).toBe(ids.get(worker));
    // Their row's menu is one Shift+Tab back; its first item fills the week from the schedule.
    await press('Shift+Tab');
    expect((await focused()).label).toContain(worker);
    await press('Enter');
    await press('Tab');
    await press('Enter');
    await expect.poll(async () => (await focused()).row).toBe(ids.get(worker));
    await press('Alt+K');
    await expect
      .poll(async () => {
        const view = (await (await api(`weeks/${week}`)).json()) as {
          rows: { placement: { id: string }; state: string }[];
        };
        return view.rows.find((r) => r.placement.id === ids.get(worker))?.state;
      })
      .toBe('queued');
    expect(presses).toBeLessThanOrEqual(40);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps the focus in the grid from week to week and on the hour type just added', async () => {
    await openWeek(STATES);
    const cell = page.locator(`.hours-grid input[data-row="${ids.get('Anna Bakker')}"][data-col="2"]`);
    await cell.focus();
    await page.keyboard.press('Alt+PageDown');
    await page.getByRole('heading', { name: `${words.heading} 13`, level: 1 }).waitFor();
    await expect.poll(focused).toMatchObject({ row: ids.get('Anna Bakker'), col: '2' });
    // By the button, the first row's first cell takes the focus, not the heading.
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await page.getByRole('heading', { name: `${words.heading} 14`, level: 1 }).waitFor();
    await expect.poll(async () => (await focused()).col).toBe('0');

    await openWeek(STATES);
    await page.locator(`summary[aria-label="${words.more}: Daan Bakker"]`).click();
    await page.getByRole('group', { name: words.addType }).getByRole('button').first().click();
    await expect.poll(focused).toMatchObject({ row: ids.get('Daan Bakker') });
    expect((await focused()).code).not.toBe('HT100');
  });

  it('opens the allowances without adding one', async () => {
    await openWeek(STATES);
    const chris = ids.get('Chris Bakker') as string;
    await page.locator(`summary[aria-label="${words.more}: Chris Bakker"]`).click();
    await page.getByRole('button', { name: words.allowances }).click();
    await expect.poll(async () => (await focused()).text).toBe(words.addAllowance);
    expect(await page.getByRole('list', { name: words.allowances }).count()).toBe(0);
    // A change of hours saves the row as shown: with no allowance, and so still a row of hours only.
    const cell = page.locator(`.hours-grid input[data-row="${chris}"][data-col="0"]`);
    await cell.fill('8');
    await cell.press('Tab');
    await expect
      .poll(async () => {
        const view = (await (await api(`weeks/${STATES}`)).json()) as {
          rows: { placement: { id: string }; state: string; row?: { allowances: unknown[] } }[];
        };
        return view.rows.find((r) => r.placement.id === chris)?.state;
      })
      .toBe('draft');
    const previous = (await (await api(`weeks/2027-W13/rows/${chris}/previous`)).json()) as {
      row: { allowances: unknown[] };
    };
    expect(previous.row.allowances).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('marks what a copy of last week brought otherwise than the schedule, until typed into', async () => {
    await openWeek(words.locale === 'nl-NL' ? COPY : COPY_EN);
    await page.getByRole('button', { name: words.copyAll, exact: true }).click();
    const eva = ids.get(words.locale === 'nl-NL' ? 'Eva Bakker' : 'Eva de Vries') as string;
    const marked = page.locator(`.hour-cell.marked input[data-row="${eva}"]`);
    await expect.poll(() => marked.count()).toBe(2);
    for (const input of await marked.all()) expect(await input.getAttribute('title')).toContain(words.marked);
    expect(await seriousViolations(page)).toEqual([]);
    const friday = page.locator(`.hours-grid input[data-row="${eva}"][data-code="HT100"][data-col="4"]`);
    expect(await friday.evaluate((el) => el.closest('td')?.classList.contains('marked'))).toBe(true);
    await friday.fill('8');
    await friday.press('Tab');
    await expect.poll(() => marked.count()).toBe(1);
  });

  it('shows the whole state of a row at 1280 pixels, and a problem whole on hover', async () => {
    await openWeek(STATES);
    const width = (await page.evaluate('document.documentElement.clientWidth')) as number;
    for (const [worker, said] of [
      ['Anna Bakker', words.ready],
      ['Bram Bakker', words.problem],
    ] as const) {
      const state = page.locator(`tr:has(input[data-row="${ids.get(worker)}"]) .row-state`).first();
      await expect.poll(() => state.textContent()).toContain(said);
      const box = await state.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, worker).toBe(true);
      const title = (await state.getAttribute('title')) ?? '';
      expect(title).toContain(said);
      if (said === words.ready)
        // Nothing of it cut off: no line past the ones shown, no letter past the cell.
        expect(
          await state.evaluate(
            (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
          ),
        ).toBe(true);
    }
  });

  it('finds a worker out of view and brings their row into view; names sort as the language does', async () => {
    await openWeek(STATES);
    const zoe = page.locator(`.hours-grid input[data-row="${ids.get('Zoë Zwart')}"]`);
    expect(await zoe.count()).toBe(0);
    await page.keyboard.press('Control+F');
    await page.keyboard.type('zoe');
    await expect.poll(() => zoe.count()).toBeGreaterThan(0);
    await expect.poll(() => zoe.first().isVisible()).toBe(true);
    expect(await page.locator('tr.found .worker').first().textContent()).toBe('Zoë Zwart');
    // Zoë is the last row: Ömer and Ünal sort among the O's and U's, not after Z.
    const names = await page.locator('.hours-grid .worker').allTextContents();
    expect(names.at(-1)).toBe('Zoë Zwart');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
