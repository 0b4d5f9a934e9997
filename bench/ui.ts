// The UI with 100,000 drafts, in Debian's Chromium against `serve` in a child process: the time from
// starting `serve` to the Drafts page being interactive, to open the list, and to search it, against
// the targets of the issue (1.5 s, 300 ms, 200 ms). Each figure is shown beside what bounds it from
// below in the same run: for the start, the floor of this stack (a minimal Vite + React page with
// react-intl and one fetch, served by node:http: floor/), for the others the API call.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { describeDraft } from '../main/messages/draft-content.ts';
import { openConnection } from '../main/store/connection.ts';
import { Drafts } from '../main/store/drafts.ts';
import { Store } from '../main/store/store.ts';
import { buildCli } from '../scripts/build-cli.ts';
import { family } from '../shared/messages/registry.ts';
import { launchBrowser } from '../test/e2e/support/browser.ts';
import buildUi from '../test/e2e/support/build-ui.ts';
import { type ServeProcess, startServe } from '../test/support/serve-process.ts';
import { arm, median } from './page-timing.ts';

const examples = path.resolve(import.meta.dirname, '../../shared/spec/examples/json');
const DRAFTS = Number(process.env.BENCH_UI_DRAFTS ?? 100_000);
const ROUNDS = 5;
/** A start varies by a factor of two from one to the next on a shared machine: three were too few. */
const STARTS = 7;
/** The drafts page waits this long after the last keystroke before it searches (pages/drafts.tsx). */
const SEARCH_PAUSE_MS = 100;
const docValue = (i: number) => `BENCH-${String(i).padStart(6, '0')}`;

/** Drafts of every family with an official example, each with its own documentId, in one transaction. */
export function seed(dir: string): number {
  const started = performance.now();
  const store = Store.open(dir, { backgroundCheckpoint: false });
  const db = openConnection(store.file);
  const drafts = new Drafts(db);
  const bases = fs.readdirSync(examples).map((file) => {
    const [name = '', version = ''] = file.replace(/\.json$/, '').split('-');
    const doc = JSON.parse(fs.readFileSync(path.join(examples, file), 'utf8'));
    return { doc, content: describeDraft(family(name), version, doc), value: doc.documentId.value as string };
  });
  db.transaction(() => {
    for (let i = 0; i < DRAFTS; i++) {
      const base = bases[i % bases.length] as (typeof bases)[number];
      const value = docValue(i);
      drafts.create({
        ...base.content,
        body: { ...base.doc, documentId: { ...base.doc.documentId, value } },
        title: base.content.title.replace(base.value, value),
        summary: base.content.summary.replace(base.value, value),
      });
    }
  })();
  db.close();
  store.close();
  return performance.now() - started;
}

const nowWall = () => performance.timeOrigin + performance.now();

/**
 * How long a new page is left before a start is timed. Chromium goes on starting the page's renderer
 * process for a while after newPage() returns; timed at once, a start shared two cores with that and
 * took 453 ms instead of 319 (ours) and 276 instead of 182 (the floor's server), medians of 7
 * alternating spawns each way. A clerk opens the address in a browser that is already running.
 */
const PAGE_SETTLE_MS = 1_000;

/** A blank page in a context of its own, with Chromium done setting it up. */
async function blankPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
  await new Promise((resolve) => setTimeout(resolve, PAGE_SETTLE_MS));
  return page;
}
const ROWS = 'ul[aria-label="Drafts"] > li';
const INTERACTIVE = `document.querySelector('${ROWS}') && document.querySelector('input[type=search]:enabled')`;

/** Spawn `serve` (of `cli`, by default this checkout's) -> first rows of the Drafts page rendered and the search box enabled. */
export async function startToInteractive(
  browser: Browser,
  dir: string,
  cli?: string,
): Promise<{ ms: number; serve: ServeProcess; page: Page }> {
  const page = await blankPage(browser);
  const started = nowWall();
  const serve = await startServe(['--data', dir, '--quiet', '--role', 'both'], cli, 'printed');
  try {
    // The Drafts page by its address: the first page is the start checklist or the week.
    await page.goto(`${serve.uiUrl}#/drafts`, { waitUntil: 'domcontentloaded' });
    const rendered = await (await arm(page, INTERACTIVE))();
    return { ms: rendered - started, serve, page };
  } catch (e) {
    // Not yet the caller's to stop: left running, it would outlive the benchmark.
    await serve.stop();
    throw e;
  }
}

const floorSources = path.join(import.meta.dirname, 'floor');

/** Builds the floor's page (floor/main.tsx) as Vite builds any React page; answers the folder. */
export async function buildFloor(into: string): Promise<string> {
  const out = path.join(into, 'floor');
  await build({
    root: floorSources,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: out, emptyOutDir: true, target: 'es2022' },
  });
  return out;
}

/**
 * The floor of the start for this stack: node:http spawned, serving a minimal Vite + React page with
 * react-intl that fetches 30 rows (floor/), until the rows and the search box are there.
 */
export async function floorStart(browser: Browser, floor: string): Promise<number> {
  const page = await blankPage(browser);
  const started = nowWall();
  const child = spawn(process.execPath, [path.join(floorSources, 'server.mjs'), floor], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const port = await new Promise<string>((resolve) =>
      child.stdout.once('data', (c: Buffer) => resolve(c.toString().trim())),
    );
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'domcontentloaded' });
    return (await (await arm(page, INTERACTIVE))()) - started;
  } finally {
    // Gone before the next start is timed, as `serve` is before this one: a child still exiting would
    // slow whatever starts next.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
    await page.context().close();
  }
}

/** How long the API takes to answer `path`, asked from the page as the UI asks (median of rounds). */
async function apiMs(page: Page, paths: string[]): Promise<number> {
  const times: number[] = [];
  for (const p of paths)
    times.push(
      await page.evaluate(`(async () => {
        const started = performance.now();
        const res = await fetch('/api/${p}', {
          headers: { Authorization: 'Bearer ' + sessionStorage.getItem('setu-workbench-token') },
        });
        await res.json();
        return performance.now() - started;
      })()`),
    );
  return median(times);
}

function line(what: string, ms: number, context: string, target: number): void {
  console.log(
    `  ${what.padEnd(40)} ${Math.round(ms).toLocaleString('en').padStart(6)} ms   ${context.padEnd(44)} ` +
      `(target < ${target.toLocaleString('en')} ms)  ${ms < target ? 'OK' : 'OVER TARGET'}`,
  );
}

export async function benchUi(): Promise<void> {
  console.log(
    `\nUI with ${DRAFTS.toLocaleString('en')} drafts (serve in a child process, Debian's Chromium)`,
  );
  await buildUi();
  // `serve` runs from the CLI bundle only while it is as new as the sources; built here, it is not
  // the sources through tsx that get timed.
  await buildCli();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-bench-ui-'));
  const floor = await buildFloor(dir);
  const data = path.join(dir, 'data');
  fs.mkdirSync(data);
  const browser = await launchBrowser();
  let serve: ServeProcess | undefined;
  try {
    const seedMs = seed(data);
    const starts: number[] = [];
    const floors: number[] = [];
    let page: Page | undefined;
    for (let r = 0; r < STARTS; r++) {
      // The last round's server and page are gone before either start is timed: left running, they
      // would slow the floor's start (the store's background integrity check reads the whole file).
      await serve?.stop();
      await page?.context().close();
      floors.push(await floorStart(browser, floor));
      const run = await startToInteractive(browser, data);
      starts.push(run.ms);
      serve = run.serve;
      page = run.page;
    }
    if (!page) throw new Error('no page');
    const nav = page.getByRole('navigation', { name: 'Sections' });

    const opens: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      await nav.getByRole('link', { name: 'Inbox' }).click();
      await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
      const done = await arm(page, `document.querySelector('${ROWS}')`, 'click');
      await nav.getByRole('link', { name: 'Drafts' }).click();
      opens.push(await done());
    }

    // Each query names one draft: the rows are filtered once the only row left is that draft.
    const queries = Array.from({ length: ROUNDS }, (_, r) =>
      docValue((Math.floor((DRAFTS / ROUNDS) * r) + 4321) % DRAFTS),
    );
    const searches: number[] = [];
    const search = page.getByRole('searchbox', { name: 'Search drafts' });
    for (const q of queries) {
      const done = await arm(
        page,
        `(() => { const rows = document.querySelectorAll('${ROWS}');
          return rows.length === 1 && rows[0].textContent.includes(${JSON.stringify(q)}); })()`,
        'input',
      );
      await search.fill(q);
      searches.push(await done());
    }

    const listApi = await apiMs(
      page,
      Array.from({ length: ROUNDS }, () => 'drafts?limit=100'),
    );
    const searchApi = await apiMs(
      page,
      queries.map((q) => `drafts?limit=100&q=${encodeURIComponent(q)}`),
    );
    console.log(
      `  (seeded in ${(seedMs / 1000).toFixed(1)} s; median of ${ROUNDS} rounds, starts of ${STARTS})`,
    );
    line(
      'serve start -> Drafts page interactive',
      median(starts),
      `floor (Vite + React page, one fetch): ${Math.round(median(floors))} ms`,
      1500,
    );
    const startRatio = median(starts) / median(floors);
    console.log(
      `  ${'serve start -> interactive / floor'.padEnd(40)} ratio ${startRatio.toFixed(2)}  (target <= 1.5)  ${startRatio <= 1.5 ? 'OK' : 'ABOVE TARGET'}`,
    );
    // One start varies by a factor of two on a shared machine: the runs say how far to trust the median.
    const runs = (xs: number[]) => xs.map((x) => Math.round(x)).join(', ');
    console.log(`  ${''.padEnd(40)} starts ${runs(starts)}; floor ${runs(floors)}`);
    line(
      'open the list (click -> first rows)',
      median(opens),
      `of which GET /api/drafts: ${listApi.toFixed(1)} ms`,
      300,
    );
    line(
      'search it (typing -> the filtered rows)',
      median(searches),
      `of which the typing pause ${SEARCH_PAUSE_MS} ms, GET ?q=: ${searchApi.toFixed(1)} ms`,
      200,
    );
  } finally {
    await serve?.stop();
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUi();
