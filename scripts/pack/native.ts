// better-sqlite3 for the packed app: built for the target runtime's ABI and CPU in a folder of its own
// under out/native/ (a copy of the module's sources), never in the developer's node_modules, so a
// failed rebuild (no compiler, no headers, no network) fails the pack and leaves their install as it was.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rebuild } from '@electron/rebuild';
import { Arch } from 'electron-builder';
import { archesOf } from './binary-arch.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const moduleDir = path.join(root, 'node_modules', 'better-sqlite3');
export const NATIVE_FILE = path.join('build', 'Release', 'better_sqlite3.node');

export interface NativeTarget {
  runtime: 'electron' | 'node';
  version: string;
  /** NODE_MODULE_VERSION, which the .node file must carry. */
  abi: string;
  platform: string;
  /** electron-builder's name of the CPU architecture (x64, arm64, ia32, armv7l, universal). */
  arch: string;
}

/**
 * Electron's, unless SETU_PACK_NATIVE_RUNTIME=node: a stand-in Electron that is Node itself (the
 * packing test runs the packed server with Node), which takes the module as npm install built it.
 */
export function nativeTarget(platform: string, archId: Arch): NativeTarget {
  const arch = Arch[archId] ?? String(archId);
  if (process.env.SETU_PACK_NATIVE_RUNTIME === 'node')
    return { runtime: 'node', version: process.versions.node, abi: process.versions.modules, platform, arch };
  const electronDir = path.dirname(require.resolve('electron/package.json'));
  const version = (
    JSON.parse(fs.readFileSync(path.join(electronDir, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const abi = fs.readFileSync(path.join(electronDir, 'abi_version'), 'utf8').trim();
  return { runtime: 'electron', version, abi, platform, arch };
}

/** The NODE_MODULE_VERSION a native module registers itself under (its `node_register_module_vN`). */
export function abiOf(file: string): string | undefined {
  return /node_register_module_v(\d+)/.exec(fs.readFileSync(file).toString('latin1'))?.[1];
}

/** Throws unless the .node file is built for the target's ABI and CPU architecture. */
export function checkNative(file: string, target: NativeTarget): void {
  const abi = abiOf(file);
  if (abi !== target.abi)
    throw new Error(
      `${file} is built for ABI ${abi ?? 'unknown'}, not ${target.runtime} ${target.version}'s ${target.abi}.`,
    );
  const arches = archesOf(file) ?? [];
  const wanted = target.arch === 'universal' ? ['x64', 'arm64'] : [target.arch];
  if (!wanted.every((arch) => arches.includes(arch)))
    throw new Error(
      `${file} is built for the ${arches.join(' and ') || 'unknown'} CPU architecture, not ${wanted.join(' and ')}.`,
    );
}

const fits = (file: string, target: NativeTarget) => {
  try {
    checkNative(file, target);
    return true;
  } catch {
    return false;
  }
};

/**
 * Runs `build` without npm's nodedir in the environment: `npm run dist` hands npm's configuration on as
 * npm_config_* variables, and node-gyp takes npm_config_nodedir (Debian's npm sets /usr) for the
 * headers to build against, which would be Node's where Electron's are needed.
 */
async function withoutNpmNodedir<T>(build: () => Promise<T>): Promise<T> {
  const saved = Object.entries(process.env).filter(([name]) => /^npm_config_nodedir$/i.test(name));
  for (const [name] of saved) delete process.env[name];
  try {
    return await build();
  } finally {
    for (const [name, value] of saved) process.env[name] = value;
  }
}

/** Builds (or finds built) the module for `target`; answers the .node file's path. */
export async function buildNative(target: NativeTarget): Promise<string> {
  const staging = path.join(
    root,
    'out',
    'native',
    `${target.runtime}-${target.version}-${target.platform}-${target.arch}`,
  );
  const copy = path.join(staging, 'node_modules', 'better-sqlite3');
  const built = path.join(copy, NATIVE_FILE);
  if (fs.existsSync(built) && fits(built, target)) return built;

  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(moduleDir, copy, {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(moduleDir, 'build')),
  });
  const { version } = JSON.parse(fs.readFileSync(path.join(moduleDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  fs.writeFileSync(
    path.join(staging, 'package.json'),
    JSON.stringify({ name: 'native', private: true, dependencies: { 'better-sqlite3': version } }),
  );
  if (target.runtime === 'node') {
    if (target.platform !== process.platform || target.arch !== process.arch)
      throw new Error(
        `A Node build of better-sqlite3 is only at hand for ${process.platform}-${process.arch}.`,
      );
    fs.mkdirSync(path.dirname(built), { recursive: true });
    fs.copyFileSync(path.join(moduleDir, NATIVE_FILE), built);
  } else {
    try {
      await withoutNpmNodedir(() =>
        rebuild({
          buildPath: staging,
          electronVersion: target.version,
          arch: target.arch,
          platform: target.platform as NodeJS.Platform,
          onlyModules: ['better-sqlite3'],
          force: true,
          mode: 'sequential',
        }),
      );
    } catch (e) {
      throw new Error(
        `better-sqlite3 could not be built for Electron ${target.version} (${target.platform}-${target.arch}): ${(e as Error).message}`,
      );
    }
  }
  checkNative(built, target);
  return built;
}
