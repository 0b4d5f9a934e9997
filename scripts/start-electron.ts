// `npm start`: builds the shell and runs Electron on it. Electron's binary is not fetched by `npm install`
// (package.json's allowScripts denies any install script of the `electron` package, whose download host
// may be unreachable; a failed install script would roll the whole install back), so the first start
// runs the package's own install script; where that cannot fetch it, say so and point at the browser UI.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildShell } from './build-electron.ts';

const require = createRequire(import.meta.url);

/**
 * Runs the `electron` package's own install script, which returns at once when the binary is in place
 * and fetches it otherwise; answers why it failed, if it did.
 */
function installElectron(): string | undefined {
  const run = spawnSync(process.execPath, [require.resolve('electron/install.js')], { encoding: 'utf8' });
  if (run.status === 0) return undefined;
  return run.stderr.split('\n').find((line) => line.trim()) ?? `exit code ${run.status}`;
}

function electronBinary(): string | undefined {
  const binary = require('electron') as string;
  return fs.existsSync(binary) ? binary : undefined;
}

await buildShell();
const failure = installElectron();
const binary = failure ? undefined : electronBinary();
if (!binary) {
  process.stderr.write(
    `Electron's binary could not be installed${failure ? ` (${failure})` : ''}, so the desktop app\n` +
      'cannot start here. Use the same UI in a browser: npm run serve (it prints the address to open).\n' +
      'With network access, npm start tries the download again.\n',
  );
  process.exit(1);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(binary, [root, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
