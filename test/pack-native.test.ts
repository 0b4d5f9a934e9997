// The pack hooks' native module, without Electron's headers (which cannot be fetched here): the CPU
// architecture read from ELF, Mach-O and PE headers, a rebuild whose result is checked for ABI and CPU
// and which never sees npm's nodedir (the rebuild itself stands in, copying the module npm built), and
// what `npm run dist` says when electron-builder's output shows Electron's zip could not be fetched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { archesOf } from '../scripts/pack/binary-arch.ts';
import { electronFetchAdvice } from '../scripts/pack/dist.ts';
import { buildNative, checkNative, NATIVE_FILE, type NativeTarget } from '../scripts/pack/native.ts';

const root = path.resolve(import.meta.dirname, '..');
const npmBuilt = path.join(root, 'node_modules', 'better-sqlite3', NATIVE_FILE);

/** What the stand-in rebuild saw, and the file it leaves: npm's build, or one given. */
const rebuilt = vi.hoisted(() => ({ env: {} as Record<string, string | undefined>, from: '' }));
vi.mock('@electron/rebuild', () => ({
  rebuild: async ({ buildPath }: { buildPath: string }) => {
    rebuilt.env = { ...process.env };
    const target = path.join(
      buildPath,
      'node_modules',
      'better-sqlite3',
      'build',
      'Release',
      'better_sqlite3.node',
    );
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(rebuilt.from, target);
  },
}));

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-native-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A file of 4096 bytes with `bytes` written at their offsets. */
function binary(name: string, write: (b: Buffer) => void): string {
  const b = Buffer.alloc(4096);
  write(b);
  const file = path.join(dir, name);
  fs.writeFileSync(file, b);
  return file;
}

const elf = (machine: number) =>
  binary(`elf-${machine}`, (b) => {
    b.writeUInt32BE(0x7f454c46, 0);
    b[4] = 2;
    b[5] = 1;
    b.writeUInt16LE(machine, 18);
  });
const machO = (cpu: number) =>
  binary(`macho-${cpu}`, (b) => {
    b.writeUInt32LE(0xfeedfacf, 0);
    b.writeUInt32LE(cpu, 4);
  });
const pe = (machine: number) =>
  binary(`pe-${machine}`, (b) => {
    b.write('MZ', 0, 'latin1');
    b.writeUInt32LE(0x80, 0x3c);
    b.write('PE\0\0', 0x80, 'latin1');
    b.writeUInt16LE(machine, 0x84);
  });

describe('the CPU a native binary is built for', () => {
  it('is read from ELF, Mach-O (one or universal) and PE headers', () => {
    expect([elf(0x3e), elf(0xb7), elf(0x28), elf(0x03)].map(archesOf)).toEqual([
      ['x64'],
      ['arm64'],
      ['armv7l'],
      ['ia32'],
    ]);
    expect([machO(0x01000007), machO(0x0100000c)].map(archesOf)).toEqual([['x64'], ['arm64']]);
    const universal = binary('universal', (b) => {
      b.writeUInt32BE(0xcafebabe, 0);
      b.writeUInt32BE(2, 4);
      b.writeUInt32BE(0x01000007, 8);
      b.writeUInt32BE(0x0100000c, 28);
    });
    expect(archesOf(universal)).toEqual(['x64', 'arm64']);
    expect([pe(0x8664), pe(0xaa64), pe(0x014c)].map(archesOf)).toEqual([['x64'], ['arm64'], ['ia32']]);
    expect(archesOf(elf(0x15))).toEqual(['unknown (15)']);
    expect(archesOf(binary('text', (b) => b.write('not a binary at all')))).toBeUndefined();
    // The module npm built here is this machine's.
    expect(archesOf(npmBuilt)).toEqual([process.arch]);
  });
});

/** The binary with its header's CPU changed to `arch` (x64 or arm64), whatever its format. */
function withArch(bytes: Buffer, arch: 'x64' | 'arm64'): Buffer {
  const copy = Buffer.from(bytes);
  const x64 = arch === 'x64';
  if (copy.readUInt32BE(0) === 0x7f454c46) copy.writeUInt16LE(x64 ? 0x3e : 0xb7, 18);
  else if (copy.readUInt32LE(0) === 0xfeedfacf) copy.writeUInt32LE(x64 ? 0x01000007 : 0x0100000c, 4);
  else copy.writeUInt16LE(x64 ? 0x8664 : 0xaa64, copy.readUInt32LE(0x3c) + 4);
  return copy;
}

describe('the rebuilt module', () => {
  const target = (over: Partial<NativeTarget> = {}): NativeTarget => ({
    runtime: 'electron',
    version: `0.0.0-test-${process.pid}`,
    // The stand-in rebuild copies npm's build: Node's ABI stands in for Electron's.
    abi: process.versions.modules,
    platform: process.platform,
    arch: process.arch,
    ...over,
  });
  const staging = (t: NativeTarget) =>
    path.join(root, 'out', 'native', `${t.runtime}-${t.version}-${t.platform}-${t.arch}`);
  afterEach(() => fs.rmSync(staging(target()), { recursive: true, force: true }));

  // The first build of the run copies the module's sources; on a busy machine that takes a while.
  it("is built without npm's nodedir, which points node-gyp at Node's headers, and the environment is kept", async () => {
    process.env.npm_config_nodedir = '/usr';
    process.env.NPM_CONFIG_NODEDIR = '/usr';
    rebuilt.from = npmBuilt;
    try {
      const built = await buildNative(target());
      expect(rebuilt.env.npm_config_nodedir).toBeUndefined();
      expect(rebuilt.env.NPM_CONFIG_NODEDIR).toBeUndefined();
      expect(process.env.npm_config_nodedir).toBe('/usr');
      expect(fs.readFileSync(built)).toEqual(fs.readFileSync(npmBuilt));
    } finally {
      delete process.env.npm_config_nodedir;
      delete process.env.NPM_CONFIG_NODEDIR;
    }
  }, 180_000);

  it('is refused when built for another CPU, though its ABI is right', async () => {
    const other = process.arch === 'arm64' ? 'x64' : 'arm64';
    const foreign = path.join(dir, 'foreign.node');
    fs.writeFileSync(foreign, withArch(fs.readFileSync(npmBuilt), other));
    expect(archesOf(foreign)).toEqual([other]);
    rebuilt.from = foreign;
    await expect(buildNative(target())).rejects.toThrow(
      `is built for the ${other} CPU architecture, not ${process.arch}.`,
    );
    expect(() => checkNative(npmBuilt, target({ arch: other }))).toThrow(
      `is built for the ${process.arch} CPU architecture, not ${other}.`,
    );
    expect(() => checkNative(npmBuilt, target({ abi: '1' }))).toThrow(
      /built for ABI \d+, not electron .*'s 1\./,
    );
    expect(() => checkNative(npmBuilt, target())).not.toThrow();
  });
});

describe("npm run dist, when Electron's zip cannot be fetched", () => {
  const log = (failure: string) =>
    [
      '  • electron-builder  version=26.17.0 os=6.18.44',
      '  • packaging       platform=linux arch=x64 electron=45.4.1 appOutDir=out/linux-unpacked',
      `  \u001b[31m⨯\u001b[39m ${failure}  failedTask=build stackTrace=RequestError: ${failure}`,
    ].join('\n');

  it('says which zip, where it is downloaded from, and how to give it', () => {
    const advice = electronFetchAdvice(log('getaddrinfo ENOTFOUND github.com'));
    expect(advice).toContain(
      "Electron 45.4.1's zip for linux-x64 could not be fetched (getaddrinfo ENOTFOUND github.com",
    );
    expect(advice).toContain('https://github.com/electron/electron/releases/tag/v45.4.1');
    expect(advice).toContain('electron-v45.4.1-linux-x64.zip and electron-v45.4.1-linux-arm64.zip');
    expect(advice).toContain('npm run dist -- -c.electronDist=/path/to/that/folder');
  });

  it('says nothing of it for other failures, nor for the network failures of later steps', () => {
    expect(electronFetchAdvice(log('ENOSPC: no space left on device'))).toBeUndefined();
    expect(
      electronFetchAdvice(
        `${log('x').split('\n').slice(0, 2).join('\n')}\n  • building        target=AppImage arch=x64\n  ⨯ getaddrinfo ENOTFOUND github.com`,
      ),
    ).toBeUndefined();
    // The native module's build (before the packaging line) says its own.
    expect(
      electronFetchAdvice(
        '  ⨯ better-sqlite3 could not be built for Electron 45.4.1 (linux-x64): getaddrinfo ENOTFOUND',
      ),
    ).toBeUndefined();
  });
});
