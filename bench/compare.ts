// The exchange server of several revisions under the same wrk load, in alternating rounds: a change of
// a few percent, which one `npm run bench` cannot tell from the machine's drift (±5% from run to run
// here), shows in the medians, as the drift falls on every revision alike. Each revision's own
// bench/serve-child.ts is bundled from a git worktree; '.' is the working tree as it is.
//
//   node --import tsx bench/compare.ts [--get] [--rounds N] REV...
//
// The round's order is the same each time; `--rounds` of 5 or more keeps one slow round from deciding.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadGets, loadPuts, startChild } from './server.ts';

const repository = path.resolve(import.meta.dirname, '..');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const { values, positionals: revisions } = parseArgs({
  allowPositionals: true,
  options: { get: { type: 'boolean', default: false }, rounds: { type: 'string', default: '5' } },
});
const rounds = Number(values.rounds);
if (revisions.length === 0 || !Number.isInteger(rounds) || rounds < 1)
  throw new Error('usage: node --import tsx bench/compare.ts [--get] [--rounds N] REV...');

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
} finally {
  for (const tree of trees) if (tree.dir !== repository) git('worktree', 'remove', '--force', tree.dir);
  fs.rmSync(scratch, { recursive: true, force: true });
}
