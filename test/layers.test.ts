// The layers (README: Layers) as `npm run lint` keeps them: Biome refuses an import that crosses one the
// wrong way, upward or sideways, in main/, the renderer and shared/, and an import circle, while it
// takes the imports that go the right way. And no folder of main/ or the renderer imports, through
// others, a folder that imports it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');

/** An import written in a file of a folder: [folder, specifier as that file writes it]. */
type Import = [folder: string, specifier: string];

const wrongWay: Import[] = [
  // The crossings issue 25 found, each the way it was written.
  ['main/desktop', '../cli/serve.ts'],
  ['main/placements', '../api/draft-params.ts'],
  ['main/placements', '../server/http-error.ts'],
  ['main/desktop', '../api/backups-api.ts'],
  ['main/sync', '../server/office-feed.ts'],
  ['main/cli', '../api/import.ts'],
  ['renderer/form', '../timecard/index.ts'],
  ['renderer/errors', '../components/when.tsx'],
  // Upward, sideways, and a file one folder deeper.
  ['main/store', '../sync/queue.ts'],
  ['main/store/postgres', '../../api/routes.ts'],
  ['main/api', '../app/serve.ts'],
  ['main/server', '../sync/engine.ts'],
  ['main/app', '../cli/serve.ts'],
  ['main/cli', '../desktop/utility.ts'],
  ['main', './cli/serve.ts'],
  ['renderer/components', '../pages/drafts.tsx'],
  ['renderer/hours', '../readable/names.ts'],
  ['renderer/pages', '../app.tsx'],
  ['renderer/i18n/messages', '../../api/call.ts'],
  ['renderer/words', '../errors/issue-words.ts'],
  // Across the process boundary, and into shared/ from either side.
  ['main/api', '../../renderer/api/call.ts'],
  ['renderer/components', '../../main/api/routes.ts'],
  ['renderer', '../main/api/routes.ts'],
  ['shared', '../main/store/store.ts'],
  ['shared/api', '../../renderer/api/call.ts'],
];

const rightWay: Import[] = [
  ['main/app', '../api/mount.ts'],
  ['main/desktop', '../app/serve.ts'],
  ['main/cli', '../messages/received.ts'],
  ['main/placements', '../messages/draft-content.ts'],
  ['main/sync', '../../shared/api/office-feed.ts'],
  ['main/store/postgres', '../backup.ts'],
  ['main', './desktop/channels.ts'],
  ['renderer/week', '../hours/hours-grid.tsx'],
  ['renderer/components', '../router.ts'],
  ['renderer/errors', '../words/loader.ts'],
  ['renderer/pages', '../../package.json'],
  ['shared/api', '../registry.ts'],
];

const written: string[] = [];
afterEach(() => {
  for (const file of written.splice(0)) fs.rmSync(path.join(root, file), { force: true });
});

let probes = 0;
/** A new file's path in `folder`, from the repository's root. */
const probePath = (folder: string) => path.join(folder, `layer-probe-${process.pid}-${probes++}.ts`);

/** Writes the file for the length of the test. */
function write(file: string, text: string): string {
  fs.writeFileSync(path.join(root, file), text);
  written.push(file);
  return file;
}

const importing = ([folder, specifier]: Import) => write(probePath(folder), `import '${specifier}';\n`);

/** Biome's lint of the files, as `npm run lint` runs it: its exit code, and each file's rules that failed. */
async function lint(files: string[]): Promise<{ code: number; failed: Map<string, string[]> }> {
  const args = ['lint', '--reporter=json', '--max-diagnostics=none', ...files];
  let stdout: string;
  let code = 0;
  try {
    ({ stdout } = await promisify(execFile)(biome, args, { cwd: root }));
  } catch (e) {
    const failure = e as { code?: number; stdout?: string };
    if (typeof failure.code !== 'number' || failure.stdout === undefined) throw e;
    ({ code, stdout } = { code: failure.code, stdout: failure.stdout });
  }
  const report = JSON.parse(stdout) as {
    diagnostics: { severity: string; category: string; location: { path: string } }[];
  };
  const failed = new Map<string, string[]>();
  for (const d of report.diagnostics)
    if (d.severity === 'error')
      failed.set(d.location.path, [...(failed.get(d.location.path) ?? []), d.category]);
  return { code, failed };
}

describe('lint keeps the layers', () => {
  it('refuses an import that crosses a layer the wrong way', { timeout: 120_000 }, async () => {
    const files = wrongWay.map(importing);
    const { code, failed } = await lint(files);
    const missed = wrongWay.filter(
      (_, i) => !failed.get(files[i] as string)?.includes('lint/style/noRestrictedImports'),
    );
    expect(missed).toEqual([]);
    expect(code).not.toBe(0);
  });

  it('takes the imports that go the right way', { timeout: 120_000 }, async () => {
    const files = rightWay.map(importing);
    const { code, failed } = await lint(files);
    expect([...failed]).toEqual([]);
    expect(code).toBe(0);
  });

  it('refuses two modules that import each other', { timeout: 120_000 }, async () => {
    const first = probePath('renderer/components');
    const second = probePath('renderer/components');
    write(first, `import { b } from './${path.basename(second)}';\nexport const a = () => b;\n`);
    write(second, `import { a } from './${path.basename(first)}';\nexport const b = () => a;\n`);
    const { code, failed } = await lint([first, second]);
    expect(code).not.toBe(0);
    expect(failed.get(first)).toContain('lint/suspicious/noImportCycles');
  });
});

/** The imports of every module under `dir`, by path from the root, to the modules they name. */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const { importedFiles } = ts.preProcessFile(
          fs.readFileSync(path.join(root, file), 'utf8'),
          true,
          true,
        );
        graph.set(
          file,
          importedFiles
            .map((i) => i.fileName)
            .filter((name) => name.startsWith('.'))
            .map((name) => path.join(folder, name)),
        );
      }
    }
  };
  visit(dir);
  return graph;
}

/** Circles among the folders of `dir` (a file directly in `dir` counts as a folder of its own). */
function folderCircles(dir: string): string[][] {
  const unit = (file: string) => path.relative(dir, file).split(path.sep)[0] as string;
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of importGraph(dir))
    for (const target of targets) {
      if (!target.startsWith(`${dir}${path.sep}`) || unit(file) === unit(target)) continue;
      edges.set(unit(file), (edges.get(unit(file)) ?? new Set()).add(unit(target)));
    }
  const circles: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) circles.push([...trail.slice(at), node]);
    if (at >= 0 || done.has(node)) return;
    for (const next of edges.get(node) ?? []) walk(next, [...trail, node]);
    done.add(node);
  };
  for (const node of edges.keys()) walk(node, []);
  return circles;
}

describe('the import graph', () => {
  it('has no circle among the folders of main/ or the renderer', () => {
    expect(folderCircles('main')).toEqual([]);
    expect(folderCircles('renderer')).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    // form/ imports components/ (its day input): components/ importing form/ closes a circle.
    importing(['renderer/components', '../form/controls.tsx']);
    expect(folderCircles('renderer')).toContainEqual(expect.arrayContaining(['components', 'form']));
  });
});
