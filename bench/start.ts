// Start time of the command line: `validate` of one file against `node -e 0`, the floor of any Node
// program, each started as a user starts it (a new process), interleaved, median of 7.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../scripts/build-cli.ts';
import { median } from './page-timing.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = 7;
const TARGET = 2.5;

const timed = (args: string[]) => {
  const started = performance.now();
  execFileSync(process.execPath, args, { stdio: 'ignore' });
  return performance.now() - started;
};

export async function benchStart(): Promise<void> {
  await buildCli();
  const file = path.join(root, '../shared/spec/examples/json/Timecard-2.0.json');
  const validate = [path.join(root, 'bin/setu-workbench.mjs'), 'validate', file];
  timed(validate);
  const cli: number[] = [];
  const bare: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    bare.push(timed(['-e', '0']));
    cli.push(timed(validate));
  }
  const ratio = median(cli) / median(bare);
  console.log('\nstart time (new process, median of 7)');
  console.log(
    `  ${'CLI validate of one file'.padEnd(44)} ${median(cli).toFixed(0).padStart(6)} ms   node -e 0: ${median(bare).toFixed(0)} ms   ratio ${ratio.toFixed(2)}  (target <= ${TARGET})  ${ratio <= TARGET ? 'OK' : 'ABOVE TARGET'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchStart();
