// Several revisions under the same load, in alternating rounds: a change of a few percent, which one
// `npm run bench` cannot tell from the machine's drift (±5% from run to run here, more for the UI's
// start), shows in the medians, as the drift falls on every revision alike. Each revision is checked
// out in a git worktree; '.' is the working tree as it is.
//
//   node --import tsx bench/compare.ts [--get | --ui] [--rounds N] REV...
//
// By default the exchange server's PUT (with --get, its GET) under wrk, from each revision's own
// bench/serve-child.ts. With --ui, `serve` start -> Drafts interactive as bench/ui.ts times it, from
// each revision's own build, beside the floor's start (bench/floor/) in every round.
// `--rounds` of 5 or more keeps one slow round from deciding.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../test/e2e/support/browser.ts';
import { median } from './page-timing.ts';
import { loadGets, loadPuts, startChild } from './server.ts';
import { buildFloor, floorStart, seed, startToInteractive } from './ui.ts';

const repository = path.resolve(import.meta.dirname, '..');

const { values, positionals: revisions } = parseArgs({
  allowPositionals: true,
  options: {
    get: { type: 'boolean', default: false },
    ui: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '5' },
  },
});
const rounds = Number(values.rounds);
if (revisions.length === 0 || !Number.isInteger(rounds) || rounds < 1 || (values.get && values.ui))
  throw new Error('usage: node --import tsx bench/compare.ts [--get | --ui] [--rounds N] REV...');

type Tree = { rev: string; dir: string };

async function compareServer(trees: Tree[]): Promise<void> {
  const rates = trees.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++)
    for (const [i, tree] of trees.entries()) {
      const server = await startChild(['setu'], tree.dir);
      try {
        rates[i]?.push((values.get ? await loadGets(server.url) : loadPuts(server.url)).rate);
      } finally {
        await server.stop();
      }
    }
  console.log(
    `\nSETU ${values.get ? 'GET of a stored timecard' : 'PUT timecard'}, ${rounds} alternating rounds`,
  );
  for (const [i, tree] of trees.entries()) {
    const runs = rates[i] ?? [];
    console.log(
      `  ${tree.rev.padEnd(12)} median ${Math.round(median(runs)).toLocaleString('en').padStart(7)} req/s   (${runs.map((r) => Math.round(r)).join(', ')})`,
    );
  }
}

async function compareUi(trees: Tree[], scratch: string): Promise<void> {
  for (const tree of trees) {
    const run = (...args: string[]) => execFileSync(process.execPath, args, { cwd: tree.dir, stdio: 'pipe' });
    run(path.join(tree.dir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn');
    run('--import', 'tsx', 'scripts/build-cli.ts');
  }
  const floor = await buildFloor(scratch);
  const data = path.join(scratch, 'data');
  fs.mkdirSync(data);
  seed(data);
  const browser = await launchBrowser();
  try {
    const floors: number[] = [];
    const starts = trees.map(() => [] as number[]);
    for (let round = 0; round < rounds; round++) {
      floors.push(await floorStart(browser, floor));
      // The first start after the floor's ran slower here: every other round runs them in reverse.
      const order = [...trees.entries()];
      for (const [i, tree] of round % 2 === 0 ? order : order.reverse()) {
        const { ms, serve, page } = await startToInteractive(
          browser,
          data,
          path.join(tree.dir, 'bin/setu-workbench.mjs'),
        );
        starts[i]?.push(ms);
        await serve.stop();
        await page.context().close();
      }
    }
    console.log(
      `\nserve start -> Drafts interactive, ${rounds} alternating rounds; floor (Vite + React page, one fetch): median ${Math.round(median(floors))} ms (${floors.map((r) => Math.round(r)).join(', ')})`,
    );
    for (const [i, tree] of trees.entries()) {
      const runs = starts[i] ?? [];
      console.log(
        `  ${tree.rev.padEnd(12)} median ${String(Math.round(median(runs))).padStart(4)} ms   ratio ${(median(runs) / median(floors)).toFixed(2)}   (${runs.map((r) => Math.round(r)).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
  }
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-compare-'));
const git = (...args: string[]) => execFileSync('git', args, { cwd: repository, stdio: 'pipe' });
const trees = revisions.map((rev, i) => {
  if (rev === '.') return { rev, dir: repository };
  const dir = path.join(scratch, String(i));
  git('worktree', 'add', '--detach', dir, rev);
  fs.symlinkSync(path.join(repository, 'node_modules'), path.join(dir, 'node_modules'));
  return { rev, dir };
});
try {
  await (values.ui ? compareUi(trees, scratch) : compareServer(trees));
} finally {
  for (const tree of trees) if (tree.dir !== repository) git('worktree', 'remove', '--force', tree.dir);
  fs.rmSync(scratch, { recursive: true, force: true });
}
