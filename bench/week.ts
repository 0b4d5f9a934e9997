// The clerk's week at 200 placements, in Debian's Chromium against `serve` in a child process:
// opening the week (click -> its cells) against opening the Drafts list in the same run (target ≤ 3×),
// and "Queue all" for 200 rows (one request, one transaction) against 200 draft saves and queue calls
// through the API (target: at least 4× faster).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDesk } from '../main/placements/desk.ts';
import { savePlacement } from '../main/placements/service.ts';
import { saveRow } from '../main/placements/week.ts';
import { openConnection } from '../main/store/connection.ts';
import { Counterparties } from '../main/store/counterparties.ts';
import { Store } from '../main/store/store.ts';
import { addDays, isoWeekOf, mondayOfWeek, today } from '../shared/timecard/calendar.ts';
import { buildTimecard, emptyRow } from '../shared/timecard/week-card.ts';
import { launchBrowser } from '../test/e2e/support/browser.ts';
import buildUi from '../test/e2e/support/build-ui.ts';
import { type ServeProcess, startServe } from '../test/support/serve-process.ts';
import { fullWeek } from './full-week.ts';
import { arm, median } from './page-timing.ts';

const PLACEMENTS = Number(process.env.BENCH_WEEK_PLACEMENTS ?? 200);
const ROUNDS = 5;
const QUEUE_ROUNDS = 3;
const THIS_WEEK = isoWeekOf(today());
/** Weeks after this one: one for each "Queue all" round, one for each round of separate calls. */
const laterWeek = (n: number) => isoWeekOf(addDays(mondayOfWeek(THIS_WEEK) as string, 7 * n));

/** 200 placements at a customer that takes timecards, with this week and the queue rounds' weeks saved. */
function seed(dir: string): void {
  const store = Store.open(dir, { backgroundCheckpoint: false });
  const db = openConnection(store.file);
  const counterparties = new Counterparties(db);
  counterparties.add({
    name: 'klant',
    role: 'supplier',
    baseUrl: 'http://127.0.0.1:9',
    families: ['Timecard'],
  });
  const desk = openDesk(db, counterparties);
  desk.settings.setAgency({ name: 'Flex Uitzendbureau', kvk: '12345678' });
  db.transaction(() => {
    for (let i = 0; i < PLACEMENTS; i++) {
      const saved = savePlacement(desk, {
        workerName: `Medewerker ${String(i).padStart(3, '0')}`,
        counterparty: 'klant',
        start: '2026-01-05',
        rates: [
          { kind: 'hours', code: 'HT100', amount: 21.5, multiplier: 100, toBeBilled: true, toBePaid: true },
        ],
        schedule: { days: [480, 480, 480, 480, 480, 0, 0], start: 480, breakMinutes: 30 },
      });
      const id = saved.placement.id;
      for (const week of [THIS_WEEK, ...Array.from({ length: QUEUE_ROUNDS }, (_, r) => laterWeek(1 + r))])
        saveRow(desk, week, id, fullWeek(week));
    }
  })();
  db.close();
  store.close();
}

export async function benchWeek(): Promise<void> {
  console.log(`\nThe week of ${PLACEMENTS} placements (serve in a child process, Debian's Chromium)`);
  await buildUi();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-bench-week-'));
  const browser = await launchBrowser();
  let serve: ServeProcess | undefined;
  try {
    seed(dir);
    serve = await startServe(['--data', dir, '--quiet', '--role', 'both']);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(serve.uiUrl as string);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    const openings = async (link: string, condition: string) => {
      const times: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        await nav.getByRole('link', { name: 'Settings' }).click();
        await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Settings' }).waitFor();
        const done = await arm(page, condition, 'click');
        await nav.getByRole('link', { name: link }).click();
        times.push(await done());
      }
      return median(times);
    };
    const drafts = await openings('Drafts', `document.querySelector('ul[aria-label="Drafts"] > li')`);
    const week = await openings(
      'Hours',
      `document.querySelectorAll('.hours-table tbody input[data-col]').length >= 7 && document.querySelector('.hours-table .row-state')`,
    );
    const ratio = week / drafts;
    const apiMs = async (p: string) => {
      const times: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        const t0 = performance.now();
        await (
          await fetch(`${serve?.url}/api/${p}`, { headers: { authorization: `Bearer ${serve?.token}` } })
        ).json();
        times.push(performance.now() - t0);
      }
      return median(times);
    };
    console.log(
      `  open the week (click -> its cells)      ${week.toFixed(0).padStart(6)} ms   open the Drafts list: ${drafts.toFixed(0)} ms` +
        `   ratio ${ratio.toFixed(2)} (target ≤ 3)  ${ratio <= 3 ? 'OK' : 'OVER TARGET'}`,
    );
    console.log(
      `    of which GET /api/weeks/${THIS_WEEK}: ${(await apiMs(`weeks/${THIS_WEEK}`)).toFixed(1)} ms; ` +
        `GET /api/drafts: ${(await apiMs('drafts?limit=100')).toFixed(1)} ms`,
    );

    const api = (p: string, method = 'GET', json?: unknown) =>
      fetch(`${serve?.url}/api/${p}`, {
        method,
        headers: {
          authorization: `Bearer ${serve?.token}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      }).then(async (res) => {
        if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
        return res.json() as Promise<Record<string, unknown>>;
      });
    const queueAll: number[] = [];
    const separate: number[] = [];
    for (let r = 0; r < QUEUE_ROUNDS; r++) {
      const started = performance.now();
      const result = await api(`weeks/${laterWeek(1 + r)}/queue`, 'POST');
      queueAll.push(performance.now() - started);
      if (result.queued !== PLACEMENTS) throw new Error(`Queue all queued ${result.queued}`);

      // The same work as separate calls: each row's timecard saved as a draft, then queued.
      const week = laterWeek(1 + QUEUE_ROUNDS + r);
      const view = await api(`weeks/${week}`);
      const rows = view.rows as { placement: Parameters<typeof buildTimecard>[0]['placement'] }[];
      // One at a time, untimed: the server refuses a client more than 128 connections at once.
      const made: Record<string, unknown>[] = [];
      for (const row of rows)
        made.push(
          await api('drafts', 'POST', {
            family: 'Timecard',
            body: buildTimecard(
              { placement: row.placement, agency: { name: 'Flex Uitzendbureau' }, week },
              emptyRow(),
            ),
          }),
        );
      const t0 = performance.now();
      for (const [i, draft] of made.entries()) {
        const placement = rows[i]?.placement as Parameters<typeof buildTimecard>[0]['placement'];
        const body = buildTimecard(
          { placement, agency: { name: 'Flex Uitzendbureau' }, week },
          fullWeek(week),
          draft.body as Record<string, unknown>,
        );
        await api(`drafts/${draft.id}`, 'PUT', { body });
        await api('outbox', 'POST', { counterparty: 'klant', draft: draft.id });
      }
      separate.push(performance.now() - t0);
    }
    const speedup = median(separate) / median(queueAll);
    console.log(
      `  Queue all, ${PLACEMENTS} rows (one request)       ${median(queueAll).toFixed(0).padStart(6)} ms   ` +
        `${PLACEMENTS} draft saves + queue calls: ${median(separate).toFixed(0)} ms   ` +
        `${speedup.toFixed(1)}× faster (target ≥ 4×)  ${speedup >= 4 ? 'OK' : 'UNDER TARGET'}`,
    );
  } finally {
    await serve?.stop();
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchWeek();
