// The server package (`npm run pack:server`): an npm tarball of the built command line and UI, for an
// office server or any machine that runs `serve` without the desktop app. Its install builds nothing
// and needs no development dependency (the checkout's `prepare` needs vite): the bundles are in it,
// and its dependencies are only the packages the bundle loads from node_modules (build-cli.ts), so
//   npm install --omit=dev ./setu-workbench-server-VERSION.tgz
// in an empty folder gives node_modules/setu-workbench-server/bin/setu-workbench.mjs, which runs the
// bundle (bin/setu-workbench.mjs finds no sources beside it). The systemd unit comes with it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'vite';
import { buildCli, externalPackages } from './build-cli.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_PACKAGE = 'setu-workbench-server';
export const SYSTEMD_UNIT = 'deploy/setu-office.service';

interface Manifest {
  version: string;
  description: string;
  license: string;
  author: string;
  engines: Record<string, string>;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
}

const readManifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** Everything the package holds, copied from the checkout (the bundles as they were last built). */
const CONTENTS = ['bin/setu-workbench.mjs', 'dist/cli', 'dist/renderer', SYSTEMD_UNIT, 'README.md'];

/**
 * Packs the server into `outDir` and answers the tarball's path; with `fresh`, builds the UI and the
 * command line from the sources first (the test run has built both already).
 */
export async function packServer(outDir: string, { fresh = true } = {}): Promise<string> {
  if (fresh) {
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
    await buildCli();
  }
  const app = readManifest(root);
  // The versions the bundle was built and tested with, as a lockfile would hold them.
  const dependencies = Object.fromEntries(
    externalPackages.map((name) => {
      if (!app.dependencies[name])
        throw new Error(`package.json does not depend on ${name}, which the bundle loads`);
      return [name, readManifest(path.join(root, 'node_modules', name)).version];
    }),
  );
  const staging = path.join(root, 'out', `server-package.${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    for (const item of CONTENTS) {
      const from = path.join(root, item);
      if (!fs.existsSync(from))
        throw new Error(`${item} is missing: build first (npm run pack:server builds)`);
      fs.cpSync(from, path.join(staging, item), { recursive: true });
    }
    // No scripts: installing the package runs only its dependencies' own install (better-sqlite3's).
    const manifest = {
      name: SERVER_PACKAGE,
      version: app.version,
      description:
        'SETU Workbench, built: the SETU exchange server (serve), the office server on PostgreSQL, and the command line (key, validate, convert, ...).',
      license: app.license,
      author: app.author,
      type: 'module',
      engines: app.engines,
      bin: app.bin,
      dependencies,
    };
    fs.writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(outDir, { recursive: true });
    const { stdout } = await promisify(execFile)(
      'npm',
      ['pack', staging, '--pack-destination', outDir, '--json', '--ignore-scripts'],
      { cwd: outDir },
    );
    const [packed] = JSON.parse(stdout) as { filename: string }[];
    return path.join(outDir, (packed as { filename: string }).filename);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = await packServer(path.join(root, 'out'));
  process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
}
