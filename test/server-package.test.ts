// The server package as an office installs it (issue 24, item 17): `npm pack` of the built bundles,
// installed into an empty folder with the production dependencies only and no build (the checkout's
// own `npm ci --omit=dev` fails: its `prepare` needs vite), then `serve` from the install, on SQLite
// and on PostgreSQL, and its systemd unit. The install reaches no further than the npm registry
// (npm's cache first): better-sqlite3's install finds its native module as it would download it
// from GitHub, here in a local folder made from the checkout's own build, which matches this Node.
import { execFile, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalPackages } from '../scripts/build-cli.ts';
import { packServer, SERVER_PACKAGE, SYSTEMD_UNIT } from '../scripts/pack-server.ts';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { freshSchema } from './support/stores.ts';

const root = path.resolve(import.meta.dirname, '..');
let dir: string;
let tarball: string;
let office: string;
let installed: string;
const cleanups: (() => Promise<void> | void)[] = [];

/** better-sqlite3's module as prebuild-install looks for it in a local folder of prebuilt ones. */
function localPrebuild(folder: string): Record<string, string> {
  const module = path.join(root, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(fs.readFileSync(path.join(module, 'package.json'), 'utf8')) as {
    version: string;
  };
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', ['czf', path.join(folder, name), '-C', module, 'build/Release/better_sqlite3.node']);
  return { npm_config_better_sqlite3_local_prebuilds: folder };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-server-package-'));
  // The test run has built the UI and the command line from the current sources (vitest's set-up).
  tarball = await packServer(path.join(dir, 'out'), { fresh: false });
  office = path.join(dir, 'opt-setu-office');
  fs.mkdirSync(office);
  // As the README has it: the folder's package.json lets better-sqlite3's install script run.
  fs.writeFileSync(
    path.join(office, 'package.json'),
    JSON.stringify({ private: true, allowScripts: { 'better-sqlite3': true } }),
  );
  const prebuilds = path.join(dir, 'prebuilds');
  fs.mkdirSync(prebuilds);
  await promisify(execFile)(
    'npm',
    ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', tarball],
    { cwd: office, env: { ...process.env, ...localPrebuild(prebuilds) } },
  );
  installed = path.join(office, 'node_modules', SERVER_PACKAGE);
}, 300_000);
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(dir, { recursive: true, force: true });
});

const bin = () => path.join(installed, 'bin', 'setu-workbench.mjs');

async function serveFromInstall(args: string[]): Promise<ServeProcess> {
  const serving = await startServe(args, bin());
  cleanups.push(() => serving.stop());
  return serving;
}

describe('the server package', () => {
  it('holds the bundles and a manifest without scripts, depending only on what the bundle loads', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest.scripts).toBeUndefined();
    expect(Object.keys(manifest.dependencies as object).sort()).toEqual([...externalPackages].sort());
    expect(fs.existsSync(path.join(installed, 'dist', 'cli', 'index.mjs'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'dist', 'renderer', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'main'))).toBe(false);
    // No development dependency came with it, nor any the bundle carries inside.
    const modules = fs.readdirSync(path.join(office, 'node_modules'));
    for (const absent of ['vite', 'tsx', 'typescript', 'esbuild', 'electron', 'pg', 'react'])
      expect(modules).not.toContain(absent);
  });

  it('serves from the install on SQLite: /health, the Workbench UI and the command line', async () => {
    const data = path.join(dir, 'data');
    const serving = await serveFromInstall(['--data', data, '--quiet']);
    expect((await fetch(`${serving.url}/health`)).status).toBe(200);
    const ui = await fetch(serving.uiUrl as string);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('<div id="root">');
    // The command line from the install works on the same data folder.
    const { stdout } = await promisify(execFile)(process.execPath, [
      bin(),
      'key',
      'add',
      'acme',
      '--data',
      data,
    ]);
    expect(stdout).toMatch(/^setu_/);
  });

  it('serves from the install as an office on PostgreSQL', async () => {
    const schema = await freshSchema();
    cleanups.push(() => schema.drop());
    const serving = await serveFromInstall(['--store', schema.url, '--role', 'both', '--quiet']);
    const health = await fetch(`${serving.url}/health`);
    expect(health.status).toBe(200);
    const key = (
      await promisify(execFile)(process.execPath, [bin(), 'key', 'add', 'acme', '--store', schema.url])
    ).stdout.trim();
    const id = randomUUID();
    const res = await fetch(`${serving.url}/purchase-to-pay/timecard/${id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        standardVersionId: '2.0',
      },
      body: JSON.stringify(variant(exampleMessage(family('Timecard'), '2.0'), id)),
    });
    expect(res.status).toBe(201);
  });

  it('carries the systemd unit the README shows, which systemd accepts', () => {
    const unit = fs.readFileSync(path.join(root, SYSTEMD_UNIT), 'utf8');
    expect(fs.readFileSync(path.join(installed, SYSTEMD_UNIT), 'utf8')).toBe(unit);
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(readme).toContain(`\`\`\`ini\n${unit}\`\`\``);
    expect(unit).toContain(`/opt/setu-office/node_modules/${SERVER_PACKAGE}/bin/setu-workbench.mjs serve`);
    let analyze: string | undefined;
    try {
      analyze = execFileSync('sh', ['-c', 'command -v systemd-analyze'], { encoding: 'utf8' }).trim();
    } catch {
      analyze = undefined;
    }
    if (analyze) execFileSync(analyze, ['verify', path.join(root, SYSTEMD_UNIT)], { stdio: 'pipe' });
  });
});
