// The schema validators compiled ahead of time (ajv's standalone code), for the CLI bundle: loading
// ajv and compiling one schema took ~100 ms of a `validate` that should start in a few dozen.
//
// They are made from schemas/ by the same build that makes the bundle, with the options of
// shared/schema/compiler.ts, and stand in for that module in the bundle only; running from the sources
// (tests, tsx) compiles at run time. So nothing generated is kept in the tree to drift from the
// schemas, and test/precompiled-validators.test.ts checks that both give the same errors.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { families } from '../shared/messages/registry.ts';
import { projectAjv, schemaId } from '../shared/schema/compiler.ts';
import { schemaDocuments } from '../shared/schema/schemas.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the code validates against: every message document (not the `$defs` libraries) and line body. */
export function precompiledNames(): string[] {
  const documents = Object.keys(schemaDocuments).filter((name) => 'type' in (schemaDocuments[name] ?? {}));
  const lineBodies = families.flatMap((f) => f.lines.flatMap((kind) => Object.values(kind.bodySchema)));
  return [...new Set([...documents, ...lineBodies])];
}

/** Each validator's standalone code, a CommonJS module exporting the function. */
export function validatorSources(): Map<string, string> {
  const ajv = projectAjv({ source: true });
  return new Map(
    precompiledNames().map((name) => {
      const fn = ajv.getSchema(schemaId(name));
      if (!fn) throw new Error(`unknown schema ${name}`);
      // CommonJS, as ajv-formats is: Node hands its module.exports (the function) to a default import.
      return [name, (standaloneCode as unknown as typeof standaloneCode.default)(ajv, fn)];
    }),
  );
}

const fileOf = (name: string) => `${name.replace('#/$defs/', '.')}.cjs`;

/**
 * Writes each validator into `dir`/validators, with ajv-formats' formats (all they require) once
 * beside them so that they load without node_modules, and returns the module that stands in for
 * shared/schema/compiler.ts: it loads a schema's validator from there when first asked for it.
 */
export async function buildValidators(dir: string): Promise<string> {
  const sources = validatorSources();
  const files = new Map([...sources.keys()].map((name) => [name, fileOf(name)]));
  if (new Set([...files.values(), 'formats.cjs']).size !== files.size + 1)
    throw new Error('two validators share a file name');
  const entries: Plugin = {
    name: 'validator-sources',
    setup(b) {
      b.onResolve({ filter: /^validator:/ }, (args) => ({ path: args.path, namespace: 'validator' }));
      b.onResolve({ filter: /^ajv-formats\/dist\/formats$/ }, () => ({
        path: './formats.cjs',
        external: true,
      }));
      b.onLoad({ filter: /.*/, namespace: 'validator' }, (args) => ({
        contents: sources.get(args.path.slice('validator:'.length)),
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
  // Minified, with the formats once instead of in each file: 1.2 MB instead of 2.3, which the server
  // loads soon after it starts.
  const common: BuildOptions = {
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minify: true,
    outdir: path.join(dir, 'validators'),
    outExtension: { '.js': '.cjs' },
    logLevel: 'warning',
  };
  await Promise.all([
    build({
      ...common,
      entryPoints: Object.fromEntries(
        [...files].map(([name, file]) => [file.replace(/\.cjs$/, ''), `validator:${name}`]),
      ),
      plugins: [entries],
    }),
    build({ ...common, entryPoints: { formats: 'ajv-formats/dist/formats' }, absWorkingDir: root }),
  ]);
  return `import { createRequire } from 'node:module';
const load = createRequire(import.meta.url);
const files = ${JSON.stringify(Object.fromEntries(files))};
export function compileSchema(schemaName) {
  const file = files[schemaName];
  return file === undefined ? undefined : load(\`./validators/\${file}\`);
}
`;
}
