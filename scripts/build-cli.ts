// Bundles the command line (and with it the server, store and sync engine) into dist/cli with esbuild,
// so `node bin/setu-workbench.mjs` starts without compiling TypeScript: one ES module per command,
// loaded when that command runs (main/cli/index.ts imports them lazily). better-sqlite3 is a native
// module and stays outside. The schema validators are compiled ahead of time into dist/cli/validators
// (scripts/precompiled-validators.ts). `prepare` runs it, so `npm install` is enough.
//
// inputs.json records the sources the bundle was made from and when: bin/setu-workbench.mjs runs the
// bundle only while none of them changed since, and otherwise the sources themselves (through tsx), so
// an edit is never masked by an older bundle.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { buildValidators } from './precompiled-validators.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const cliDir = path.join(root, 'dist', 'cli');

/**
 * The packages the bundle loads from node_modules, which an installed server package depends on
 * (scripts/pack-server.ts): better-sqlite3, a native module; undici, imported lazily by its named
 * exports (Pool, request), which its CommonJS module, bundled, would give back from import() as a
 * bare default export.
 */
export const externalPackages = ['better-sqlite3', 'undici'] as const;

export async function buildCli(): Promise<void> {
  const started = Date.now();
  const staging = `${cliDir}.${process.pid}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  const precompiled = await buildValidators(staging);
  const compiler = path.join(root, 'shared/schema/compiler.ts');
  let replaced = false;
  const aheadOfTime: Plugin = {
    name: 'precompiled-validators',
    setup(b) {
      b.onLoad({ filter: /[\\/]schema[\\/]compiler\.ts$/ }, (args) => {
        if (args.path !== compiler) return undefined;
        replaced = true;
        return { contents: precompiled, loader: 'js', resolveDir: root };
      });
    },
  };
  // The schemas (and any other JSON the bundle takes in) as one string each for JSON.parse: V8 reads a
  // string of 130 KB much faster than the same data written as object literals, at every start.
  const jsonAsString: Plugin = {
    name: 'json-as-string',
    setup(b) {
      b.onLoad({ filter: /\.json$/ }, (args) => ({
        contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(fs.readFileSync(args.path, 'utf8'))))});`,
        loader: 'js',
      }));
    },
  };
  const result = await build({
    entryPoints: { index: path.join(root, 'main/cli/index.ts') },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    metafile: true,
    plugins: [aheadOfTime, jsonAsString],
    external: [...externalPackages],
    // jsonc-parser's `main` is a UMD build whose dynamic requires a bundler cannot follow; its ESM build bundles.
    mainFields: ['module', 'main'],
    // The CommonJS packages bundled in (pg, for an office server's store) require Node's built-ins:
    // give them a require.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  // A moved compiler would leave ajv's compiler in the bundle, compiling every schema at run time:
  // a slower start and first validation that no test of the results would notice.
  if (!replaced) throw new Error(`${compiler} was not replaced by the precompiled validators`);
  // The validators are made from the schemas and the compiler's options, which the bundle itself no
  // longer reads: they count among its sources all the same.
  const validatorInputs = fs.readdirSync(path.join(root, 'schemas')).map((f) => `schemas/${f}`);
  const inputs = [
    ...new Set([
      ...Object.keys(result.metafile.inputs),
      ...validatorInputs,
      'shared/schema/compiler.ts',
      'scripts/precompiled-validators.ts',
    ]),
  ].filter((f) => !f.includes('node_modules'));
  fs.writeFileSync(path.join(staging, 'inputs.json'), JSON.stringify({ built: started, inputs }));
  // Swapped in whole, so a CLI starting meanwhile sees the old bundle or the new one, never half of one.
  const old = `${cliDir}.${process.pid}.old`;
  if (fs.existsSync(cliDir)) fs.renameSync(cliDir, old);
  fs.renameSync(staging, cliDir);
  fs.rmSync(old, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildCli();
