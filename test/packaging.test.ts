// The desktop package, packed as `npm run dist:dir` packs it (scripts/pack/dist.ts: electron-builder
// --dir with the pack hooks) against a stand-in Electron distribution: a file carrying Electron's fuse
// wire, since the real binary cannot be downloaded here. What runs in the package, the server bundle
// and better-sqlite3, runs with Node from the unpacked tree; the hooks build the native module for Node
// (SETU_PACK_NATIVE_RUNTIME=node) as they build it for Electron's ABI in a real pack. Without a stand-in,
// the pack says how to give Electron's zip where it cannot be fetched. What each OS's installer needs
// is checked in the configuration: the packages themselves are made where Electron can be fetched
// (.github/workflows/release.yml).
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
import { APP_USER_MODEL_ID } from '../main/desktop/app-identity.ts';
import { startBackend } from '../main/desktop/backend.ts';
import { buildShell } from '../scripts/build-electron.ts';
import { archesOf } from '../scripts/pack/binary-arch.ts';
import { abiOf, checkNative, nativeTarget } from '../scripts/pack/native.ts';

const root = path.resolve(import.meta.dirname, '..');
/** `npm run dist:dir`'s pack, as from a shell: electron-builder logs nothing but errors where it sees VITEST. */
const pack = (args: string[], env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/pack/dist.ts', ...args], {
    cwd: root,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
      SETU_PACK_NATIVE_RUNTIME: 'node',
      CSC_IDENTITY_AUTO_DISCOVERY: 'false',
      ...env,
    },
  });
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
  await pack(
    [
      '--dir',
      `-c.electronDist=${path.join(dir, 'electron')}`,
      `-c.directories.output=${path.join(dir, 'out')}`,
    ],
    {},
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
    expect(archesOf(packed)).toEqual([process.arch]);
    expect(() => checkNative(packed, { ...nativeTarget(process.platform, 1), abi: '1' })).toThrow(/ABI/);
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
      'zip',
    ]);
    expect(config.artifactName).not.toMatch(/\s|productName/);
    expect(config.npmRebuild).toBe(false);
    expect(config.asarUnpack).toEqual(['**/*.node']);
    for (const icon of ['icon.svg', 'icon.png', 'icon.ico', 'icon.icns', 'icons/256x256.png'])
      expect(fs.existsSync(path.join(root, 'build', icon))).toBe(true);
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.productName).toBe('SETU Workbench');
    expect(pkg.scripts.dist).toContain('scripts/pack/dist.ts --x64 --arm64');
  });

  it('carries what each OS needs: a zip for the Mac updater, ad-hoc signing, the app id, one Windows installer', () => {
    const config = parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'));
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    // electron-updater updates a Mac from the zip (ERR_UPDATER_ZIP_FILE_NOT_FOUND without one).
    expect(config.mac.target).toEqual(['dmg', 'zip']);
    // Flipping the fuses breaks the binary's signature; an unsigned arm64 app does not launch.
    expect(config.electronFuses.resetAdHocDarwinSignature).toBe(true);
    expect(config.mac.identity).toBeUndefined();
    // The shortcut the installer makes carries the id the app gives Windows (notifications go out under it).
    expect(config.appId).toBe(APP_USER_MODEL_ID);
    // With two architectures NSIS makes one installer for both; the README names it as it is made.
    const macros: Record<string, string> = { version: '0.1.0', ext: 'exe' };
    expect(config.nsis.artifactName.replace(/\$\{(\w+)\}/g, (_: string, m: string) => macros[m] ?? m)).toBe(
      'setu-workbench-0.1.0-win.exe',
    );
    expect(readme).toContain('setu-workbench-<version>-win.exe');
    expect(readme).not.toMatch(/win-(x64|arm64)\.exe/);
    for (const name of ['mac-arm64.dmg', 'mac-arm64.zip', 'linux-amd64.deb', 'linux-x86_64.AppImage'])
      expect(readme).toContain(`setu-workbench-<version>-${name}`);
    // macOS 15 took away right-click → Open for apps it cannot check.
    expect(readme).toContain('Open Anyway');
    expect(readme).not.toMatch(/right-click → _Open_/);
  });
});

describe("a pack where Electron's zip cannot be fetched", () => {
  it('says which zip and how to give it, instead of only the network error', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-pack-offline-'));
    try {
      const run = pack(['--dir', `-c.directories.output=${path.join(empty, 'out')}`], {
        // Electron's download goes to a closed loopback port, with empty caches.
        ELECTRON_MIRROR: 'http://127.0.0.1:9/',
        ELECTRON_BUILDER_CACHE: path.join(empty, 'builder-cache'),
        electron_config_cache: path.join(empty, 'electron-cache'),
      });
      const failed = (await run.then(
        () => undefined,
        (e: unknown) => e,
      )) as { code: number; stdout: string; stderr: string } | undefined;
      // What electron-builder printed, should the advice be missing.
      const printed = `${failed?.stdout}${failed?.stderr}`;
      expect(failed?.code, printed).toBe(1);
      expect(failed?.stderr, printed).toMatch(
        /Electron [\d.]+'s zip for \w+-x64 could not be fetched \(.*ECONNREFUSED[\s\S]*-c\.electronDist=/,
      );
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  }, 180_000);
});
