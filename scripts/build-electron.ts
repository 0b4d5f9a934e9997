// Bundles the desktop shell into dist/main with esbuild (already installed as vite's and tsx's), so the
// packaged app runs without tsx: electron.cjs (main process), utility.cjs (the server process: server,
// store, sync, schemas as JSON imports) and preload.cjs (CommonJS, as sandboxed preloads must be).
// electron is provided by the runtime and better-sqlite3 is a native module rebuilt for Electron by
// electron-builder, so both stay outside the bundles.
//
// The bundles sit two levels below the app root, as the sources in main/*/ do, so paths the code
// derives from import.meta.url (the renderer at ../../dist/renderer/) resolve the same.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BuildOptions, build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const shellDir = path.join(root, 'dist', 'main');

const common: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  outdir: shellDir,
  outExtension: { '.js': '.cjs' },
  sourcemap: 'linked',
  logLevel: 'warning',
  external: ['electron', 'better-sqlite3'],
  // jsonc-parser's `main` is a UMD build whose dynamic requires a bundler cannot follow; its ESM build bundles.
  mainFields: ['module', 'main'],
  // CommonJS has no import.meta: give the modules that use it their bundle's URL.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
};

export async function buildShell(): Promise<void> {
  await Promise.all([
    build({
      ...common,
      entryPoints: {
        electron: path.join(root, 'main/electron.ts'),
        utility: path.join(root, 'main/desktop/utility.ts'),
      },
    }),
    // A sandboxed preload may require nothing but electron (and a few of Node's basics).
    build({
      ...common,
      entryPoints: { preload: path.join(root, 'main/preload.ts') },
      define: {},
      banner: {},
    }),
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildShell();
