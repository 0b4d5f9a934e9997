import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { APP_USER_MODEL_ID } from '../main/desktop/app-identity.ts';
import { logFile } from '../main/desktop/log.ts';
import { chromiumProfileDir, defaultDataDir, type Place } from '../main/paths.ts';
import { buildShell, shellDir } from '../scripts/build-electron.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-care-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeAll(() => buildShell());

describe('the main process bundle', () => {
  interface MainOptions {
    lock?: boolean;
    platform?: NodeJS.Platform;
    argv?: string[];
    /** Whether Electron gets ready; when not, the start stops there. */
    ready?: boolean;
    safeStorage?: { isAsyncEncryptionAvailable(): Promise<boolean> };
  }

  /**
   * Runs electron.cjs against a stand-in for Electron's app, a process of the platform asked for
   * (its profile and data folders under the test's folder), and records what is asked of them.
   */
  function runMain({ lock = true, platform = 'linux', argv = [], ready = false, safeStorage }: MainOptions) {
    const calls: string[] = [];
    const listeners: Record<string, () => void> = {};
    const processListeners: Record<string, (error: unknown) => void> = {};
    const errorBoxes: [string, string][] = [];
    let exit: (code: number) => void = () => {};
    const exited = new Promise<number>((resolve) => {
      exit = resolve;
    });
    const app = {
      setPath: (name: string, value: string) => calls.push(`setPath ${name} ${value}`),
      setAppUserModelId: (id: string) => calls.push(`setAppUserModelId ${id}`),
      requestSingleInstanceLock: () => {
        calls.push('requestSingleInstanceLock');
        return lock;
      },
      quit: () => calls.push('quit'),
      exit: (code: number) => {
        calls.push(`exit ${code}`);
        exit(code);
      },
      on: (event: string, listener: () => void) => {
        calls.push(`on ${event}`);
        listeners[event] = listener;
      },
      enableSandbox: () => calls.push('enableSandbox'),
      whenReady: () => {
        calls.push('whenReady');
        return ready ? Promise.resolve() : new Promise(() => {});
      },
      getPreferredSystemLanguages: () => ['nl-NL', 'en-US'],
      getVersion: () => '0.0.0-test',
    };
    const electron = {
      app,
      dialog: { showErrorBox: (title: string, content: string) => errorBoxes.push([title, content]) },
      safeStorage,
    };
    const place: Place = {
      platform,
      env: {
        ...process.env,
        XDG_CACHE_HOME: path.join(dir, 'cache'),
        XDG_DATA_HOME: path.join(dir, 'share'),
        LOCALAPPDATA: path.join(dir, 'Local'),
        APPDATA: path.join(dir, 'Roaming'),
      },
      home: os.homedir(),
    };
    const proc = Object.create(process, {
      platform: { value: platform },
      env: { value: place.env },
      argv: { value: ['electron', ...argv] },
      on: {
        value: (event: string, listener: (error: unknown) => void) => {
          processListeners[event] = listener;
        },
      },
    });
    const file = path.join(shellDir, 'electron.cjs');
    const module = { exports: {} };
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), {
      require: (id: string) => (id === 'electron' ? electron : require(id)),
      module,
      exports: module.exports,
      __filename: file,
      __dirname: shellDir,
      process: proc,
      setTimeout,
      Buffer,
      URL,
    });
    return { calls, listeners, processListeners, errorBoxes, exited, place };
  }

  it("keeps Chromium's profile out of the data folder, and takes the single-instance lock there before anything else", () => {
    const second = runMain({ lock: false });
    const profile = chromiumProfileDir(second.place);
    expect(second.calls).toEqual([`setPath userData ${profile}`, 'requestSingleInstanceLock', 'quit']);
    // Electron refuses a userData folder that does not exist.
    expect(fs.statSync(profile).isDirectory()).toBe(true);
    expect(path.relative(defaultDataDir(second.place), profile)).toMatch(/^\.\./);

    const first = runMain({ lock: true });
    expect(first.calls).toEqual([
      `setPath userData ${profile}`,
      'requestSingleInstanceLock',
      'on second-instance',
      'enableSandbox',
      'whenReady',
    ]);
    // A second launch before the window exists is answered without a failure.
    expect(() => first.listeners['second-instance']?.()).not.toThrow();
  });

  it("on Windows, gives the app the id of the installer's shortcut, and its profile a folder in Local", () => {
    const run = runMain({ platform: 'win32' });
    const config = parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../electron-builder.yml'), 'utf8'),
    );
    expect(APP_USER_MODEL_ID).toBe(config.appId);
    expect(run.calls.slice(0, 3)).toEqual([
      `setPath userData ${path.join(dir, 'Local', 'SETU Workbench', 'Chromium')}`,
      `setAppUserModelId ${config.appId}`,
      'requestSingleInstanceLock',
    ]);
  });

  it("says in the system's language that it could not start, why, and where the log is", async () => {
    const data = path.join(dir, 'data');
    const run = runMain({
      ready: true,
      argv: ['--data', data],
      safeStorage: {
        isAsyncEncryptionAvailable: () => Promise.reject(new Error('The keychain is locked.')),
      },
    });
    expect(await run.exited).toBe(1);
    expect(run.errorBoxes).toEqual([
      [
        'SETU Workbench kon niet starten',
        `The keychain is locked.\nWat er gebeurde staat in het logboek: ${logFile(data)}`,
      ],
    ]);
    expect(fs.readFileSync(logFile(data), 'utf8')).toContain(
      'error could not start: The keychain is locked.',
    );
  });

  it('writes main-process errors that nothing caught to the log', async () => {
    const data = path.join(dir, 'data');
    // The start waits for the keychain for good: the log and its handlers are in place by then.
    const run = runMain({
      ready: true,
      argv: ['--data', data],
      safeStorage: { isAsyncEncryptionAvailable: () => new Promise(() => {}) },
    });
    await expect
      .poll(() => Object.keys(run.processListeners).sort())
      .toEqual(['uncaughtException', 'unhandledRejection']);
    run.processListeners.uncaughtException?.(new TypeError('x is not a function'));
    run.processListeners.unhandledRejection?.('a plain reason');
    const log = fs.readFileSync(logFile(data), 'utf8');
    expect(log).toMatch(/error main process error: TypeError: x is not a function\n +at /);
    expect(log).toContain('error main process promise rejected: a plain reason');
  });
});
