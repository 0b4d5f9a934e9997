// `npm start`: builds the shell and runs Electron on it. package.json's allowScripts keeps Electron's
// download out of `npm install` (its host may be unreachable, and a failed postinstall would roll the
// whole install back), so the first start runs the `electron` package's own install script; where
// that cannot fetch the binary either, say so and point at the browser UI instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildShell } from './build-electron.ts';

const require = createRequire(import.meta.url);

function electronBinary(): string | undefined {
  try {
    // The package's index answers the binary's path, and throws while it has none.
    delete require.cache[require.resolve('electron')];
    const binary = require('electron') as string;
    return fs.existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

function installElectron(): string | undefined {
  process.stderr.write("Electron's binary is not installed yet: fetching it (once)…\n");
  spawnSync(process.execPath, [require.resolve('electron/install.js')], { stdio: 'inherit' });
  return electronBinary();
}

await buildShell();
const binary = electronBinary() ?? installElectron();
if (!binary) {
  process.stderr.write(
    "\nElectron's binary could not be installed (its download host cannot be reached, or\n" +
      'ELECTRON_SKIP_BINARY_DOWNLOAD is set), so the desktop app cannot start here.\n' +
      'Use the same UI in a browser: npm run serve (it prints the address to open).\n' +
      'With network access, npm start tries the download again.\n',
  );
  process.exit(1);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(binary, [root, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
