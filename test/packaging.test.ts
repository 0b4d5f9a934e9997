// The desktop package, packed as `npm run dist:dir` packs it (electron-builder --dir with the pack
// hooks) against a stand-in Electron distribution: a file carrying Electron's fuse wire, since the
// real binary cannot be downloaded here. What runs in the package, the server bundle and
// better-sqlite3, runs with Node from the unpacked tree; the hooks build the native module for Node
// (SETU_PACK_NATIVE_RUNTIME=node) as they build it for Electron's ABI in a real pack.
import { execFile, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { extractAll, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { SENTINEL } from '@electron/fuses/dist/constants.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startBackend } from '../main/desktop/backend.ts';
import { buildShell } from '../scripts/build-electron.ts';
import { abiOf, checkAbi, nativeTarget } from '../scripts/pack/native.ts';

const root = path.resolve(import.meta.dirname, '..');
let dir: string;
let app: string;
let resources: string;

/** Electron's fuse wire as an unconfigured binary carries it (version 1, eight fuses). */
function standInElectron(folder: string): void {
  fs.mkdirSync(folder, { recursive: true });
  const wire = Buffer.concat([
    Buffer.from(`#!/bin/sh\n# ${SENTINEL}`),
    Buffer.from([1, 8]),
    Buffer.from('10110001\n'),
  ]);
  fs.writeFileSync(path.join(folder, 'electron'), wire, { mode: 0o755 });
  fs.writeFileSync(path.join(folder, 'LICENSE'), 'stand-in');
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-pack-'));
  standInElectron(path.join(dir, 'electron'));
  await buildShell();
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'node_modules/electron-builder/cli.js',
      '--dir',
      `-c.electronDist=${path.join(dir, 'electron')}`,
      `-c.directories.output=${path.join(dir, 'out')}`,
    ],
    {
      cwd: root,
      env: { ...process.env, SETU_PACK_NATIVE_RUNTIME: 'node', CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
    },
  );
  app = path.join(dir, 'out', `${process.platform === 'linux' ? 'linux' : process.platform}-unpacked`);
  resources = path.join(app, 'resources');
}, 180_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = (folder: string): string[] =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/'));

describe('the package', () => {
  it('holds the bundles, and from node_modules better-sqlite3 and what loads it, nothing else', () => {
    const entries = listPackage(path.join(resources, 'app.asar'), { isPack: false }).map((e) => e.slice(1));
    const top = new Set(
      entries.map((e) =>
        e
          .split('/')
          .slice(0, e.startsWith('node_modules/') ? 2 : 1)
          .join('/'),
      ),
    );
    expect([...top].sort()).toEqual([
      'dist',
      'node_modules',
      'node_modules/better-sqlite3',
      'node_modules/bindings',
      'node_modules/file-uri-to-path',
      'package.json',
    ]);
    expect(entries).toEqual(
      expect.arrayContaining(['dist/main/electron.cjs', 'dist/main/utility.cjs', 'dist/main/preload.cjs']),
    );
    expect(entries).toContain('dist/renderer/index.html');
    expect(entries.filter((e) => e.endsWith('.map') || /react|tsx|esbuild/.test(e))).toEqual([]);
    // Beside the asar: the native module alone, built for the runtime that loads it.
    expect(files(path.join(resources, 'app.asar.unpacked'))).toEqual([
      'node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    ]);
    const packed = path.join(
      resources,
      'app.asar.unpacked/node_modules/better-sqlite3/build/Release/better_sqlite3.node',
    );
    expect(abiOf(packed)).toBe(process.versions.modules);
    expect(() => checkAbi(packed, { ...nativeTarget(process.platform, 1), abi: '1' })).toThrow(/ABI/);
  });

  it('has its fuses set: no run-as-node, NODE_OPTIONS or inspect; encrypted cookies; the asar only, checked', async () => {
    const wire = await getCurrentFuseWire(path.join(app, 'setu-workbench'));
    const on = (fuse: FuseV1Options) => wire[fuse] === '1'.charCodeAt(0);
    expect(on(FuseV1Options.RunAsNode)).toBe(false);
    expect(on(FuseV1Options.EnableNodeOptionsEnvironmentVariable)).toBe(false);
    expect(on(FuseV1Options.EnableNodeCliInspectArguments)).toBe(false);
    expect(on(FuseV1Options.GrantFileProtocolExtraPrivileges)).toBe(false);
    expect(on(FuseV1Options.EnableCookieEncryption)).toBe(true);
    expect(on(FuseV1Options.EnableEmbeddedAsarIntegrityValidation)).toBe(true);
    expect(on(FuseV1Options.OnlyLoadAppFromAsar)).toBe(true);
  });

  it('runs: the packed server bundle, with Node from the unpacked tree, answers / and /api/drafts', async () => {
    const tree = path.join(dir, 'tree');
    extractAll(path.join(resources, 'app.asar'), tree);
    fs.cpSync(path.join(resources, 'app.asar.unpacked'), tree, { recursive: true });
    const data = path.join(dir, 'data');
    const child = fork(path.join(tree, 'dist/main/utility.cjs'), [], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const backend = await startBackend(
      {
        postMessage: (m) => child.send(m as object),
        on: (event, listener) => child.on(event, listener),
        once: (event, listener) => child.once(event, listener),
        kill: () => child.kill(),
      },
      { type: 'start', dataDir: data, role: 'supplier', secretsKey: Buffer.alloc(32, 3).toString('base64') },
    );
    try {
      const page = await fetch(`${backend.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>SETU Workbench</title>');
      const drafts = await fetch(`${backend.url}/api/drafts`, {
        headers: { authorization: `Bearer ${backend.token}` },
      });
      expect(drafts.status).toBe(200);
      // The store is the packed better-sqlite3's: the tree is outside the checkout, so nothing else resolves.
      expect(fs.existsSync(path.join(data, 'workbench.sqlite'))).toBe(true);
    } finally {
      await backend.stop();
    }
  });

  it('is configured for every desktop, with artifact names without spaces and updates off unless configured', () => {
    const config = parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'));
    expect([config.linux.target, config.win.target, config.mac.target].flat()).toEqual([
      'AppImage',
      'deb',
      'nsis',
      'dmg',
    ]);
    expect(config.artifactName).not.toMatch(/\s|productName/);
    expect(config.npmRebuild).toBe(false);
    expect(config.asarUnpack).toEqual(['**/*.node']);
    for (const icon of ['icon.svg', 'icon.png', 'icon.ico', 'icon.icns', 'icons/256x256.png'])
      expect(fs.existsSync(path.join(root, 'build', icon))).toBe(true);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.productName).toBe('SETU Workbench');
    expect(pkg.scripts.dist).toContain('--x64 --arm64');
  });
});
