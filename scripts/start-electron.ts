// `npm start`: builds the shell and runs Electron on it. Electron's binary is downloaded by the
// `electron` package's install step; where it is missing (ELECTRON_SKIP_BINARY_DOWNLOAD, no network)
// say so and point at the browser UI instead.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildShell } from './build-electron.ts';

function electronBinary(): string | undefined {
  try {
    const binary = createRequire(import.meta.url)('electron') as string;
    return fs.existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

await buildShell();
const binary = electronBinary();
if (!binary) {
  process.stderr.write(
    "Electron's binary is not installed, so the desktop app cannot start here.\n" +
      'Use the same UI in a browser: npm run serve (it prints the address to open).\n' +
      'To install Electron: node node_modules/electron/install.js (needs network access).\n',
  );
  process.exit(1);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(binary, [root, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
