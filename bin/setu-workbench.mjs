#!/usr/bin/env node
// The CLI: its bundle (dist/cli, built by `prepare` and by the test run) while it was made from the
// sources as they are now; otherwise (not built yet, or a source changed since) the TypeScript sources
// themselves through tsx, slower to start but never older than what is in the tree. An installed
// server package (scripts/pack-server.ts) has the bundle and no sources: it runs the bundle.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const installed = !fs.existsSync(new URL('../main/cli/index.ts', import.meta.url));

function bundleIsCurrent() {
  try {
    // Paths rather than URLs: a start checks some 160 files, and a URL made and converted for each one
    // cost the start as much as the checks themselves.
    const root = fileURLToPath(new URL('../', import.meta.url));
    const { built, inputs } = JSON.parse(fs.readFileSync(`${root}dist/cli/inputs.json`, 'utf8'));
    return inputs.every((file) => fs.statSync(root + file).mtimeMs < built);
  } catch {
    return false;
  }
}

let main;
if (installed || bundleIsCurrent()) ({ main } = await import('../dist/cli/index.mjs'));
else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../main/cli/index.ts'));
}
process.exitCode = await main(process.argv.slice(2));
