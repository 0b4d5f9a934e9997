// The desktop app looking after itself, through the shell's modules as far as they run without
// Electron's binary: the server bundle in a Node child under the supervisor (crash, restart, give
// up, a quit during a restart), backups and restore through the management API (a restored file
// serves the same messages), daily backups, the log, the window's page (crashes, failed loads),
// updates, the main bundle's start (run with a stand-in for Electron: Chromium's profile, the
// single-instance lock, Windows' app id, a failed start, errors nothing caught), the menu and the
// window's place.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { APP_USER_MODEL_ID } from '../main/desktop/app-identity.ts';
import type { ServerProcess } from '../main/desktop/backend.ts';
import { FileLog, logFile } from '../main/desktop/log.ts';
import { menuTemplate } from '../main/desktop/menu.ts';
import { loadPage, MAX_PAGE_CRASHES, PAGE_WINDOW_MS, pageCare } from '../main/desktop/page-care.ts';
import type { StartMessage } from '../main/desktop/protocol.ts';
import { type Supervised, supervise } from '../main/desktop/supervisor.ts';
import { CHECK_EVERY_MS, keepUpdated, type Updater } from '../main/desktop/updates.ts';
import { placeOnScreen } from '../main/desktop/window-place.ts';
import { languageOf, sayer } from '../main/desktop/words.ts';
import { chromiumProfileDir, defaultDataDir, type Place } from '../main/paths.ts';
import { applyPendingRestore, backupsDir, checkBackup, DB_FILE, dailyBackup } from '../main/store/backup.ts';
import { makePrivate } from '../main/store/private-files.ts';
import { Store } from '../main/store/store.ts';
import { buildShell, shellDir } from '../scripts/build-electron.ts';
import type { Draft } from '../shared/api/types.ts';
import { startServe } from './support/serve-process.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-care-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeAll(() => buildShell());

/** The server bundle in a Node child process, as the supervisor drives it; `pids` to kill it by. */
function spawner() {
  const children: ReturnType<typeof fork>[] = [];
  const spawn = (): ServerProcess => {
    const child = fork(path.join(shellDir, 'utility.cjs'), [], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    children.push(child);
    return {
      postMessage: (m) => child.send(m as object),
      on: (event, listener) => child.on(event, listener),
      once: (event, listener) => child.once(event, listener),
      kill: () => child.kill(),
    };
  };
  return { spawn, children, latest: () => children.at(-1) };
}

const start = (): StartMessage => ({
  type: 'start',
  dataDir: dir,
  role: 'supplier',
  secretsKey: Buffer.alloc(32, 5).toString('base64'),
  backupsKept: 2,
});

interface Watched {
  supervised: Supervised;
  restarted: () => Promise<void>;
  gaveUp: Promise<string>;
  opened: string[];
  kill: () => void;
}

async function watched(): Promise<Watched> {
  const { spawn, latest } = spawner();
  let restarted: () => void = () => {};
  let gaveUp: (reason: string) => void = () => {};
  const gave = new Promise<string>((resolve) => {
    gaveUp = resolve;
  });
  const opened: string[] = [];
  const supervised = await supervise({
    spawn,
    start: start(),
    log: new FileLog(dir),
    onOpen: (folder) => opened.push(folder),
    onRestarted: () => restarted(),
    onGaveUp: (reason) => gaveUp(reason),
    backoffMs: 10,
  });
  return {
    supervised,
    restarted: () =>
      new Promise<void>((resolve) => {
        restarted = resolve;
      }),
    gaveUp: gave,
    opened,
    kill: () => latest()?.kill('SIGKILL'),
  };
}

const api = (s: Supervised, p: string, init: RequestInit = {}) =>
  fetch(`${s.current().url}/api/${p}`, {
    ...init,
    headers: {
      authorization: `Bearer ${s.current().token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
const newDraft = async (s: Supervised) =>
  (
    (await (
      await api(s, 'drafts', { method: 'POST', body: JSON.stringify({ family: 'Timecard' }) })
    ).json()) as Draft
  ).id;
const draftIds = async (s: Supervised) =>
  ((await (await api(s, 'drafts')).json()) as { items: { id: string }[] }).items.map((d) => d.id).sort();

describe('the server process under the supervisor', () => {
  it('is started again on the same address when it crashes, and its data is there', async () => {
    const w = await watched();
    try {
      const url = w.supervised.current().url;
      const id = await newDraft(w.supervised);
      const again = w.restarted();
      w.kill();
      await again;
      expect(w.supervised.current().url).toBe(url);
      expect(await draftIds(w.supervised)).toEqual([id]);
      const log = fs.readFileSync(path.join(dir, 'logs', 'workbench.log'), 'utf8');
      expect(log).toMatch(/server process ended unexpectedly \(exit code null\); crash 1/);
      expect(log).toContain(`server process started again at ${url}`);
    } finally {
      await w.supervised.stop();
    }
  });

  it('gives up after repeated crashes, with the reason for the error screen', async () => {
    const w = await watched();
    for (let crash = 1; crash <= 3; crash++) {
      const again = w.restarted();
      w.kill();
      await again;
    }
    w.kill();
    expect(await w.gaveUp).toMatch(/ended unexpectedly 4 times within 10 minutes/);
  });

  it('leaves no server process behind when the app quits while a crashed one is started again', async () => {
    const { spawn, children } = spawner();
    let secondStarting: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      secondStarting = resolve;
    });
    let restarted = false;
    const supervised = await supervise({
      spawn: () => {
        const child = spawn();
        if (children.length === 2) secondStarting();
        return child;
      },
      start: start(),
      log: new FileLog(dir),
      onOpen: () => {},
      onRestarted: () => {
        restarted = true;
      },
      onGaveUp: () => {},
      backoffMs: 10,
    });
    children[0]?.kill('SIGKILL');
    await second;
    // The quit comes while the new process is still starting (its store opening, its port not yet bound).
    await supervised.stop();
    expect(children).toHaveLength(2);
    for (const child of children) expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
    // The one started meanwhile was asked to stop, not killed: it closed its store.
    expect(children[1]?.exitCode).toBe(0);
    expect(restarted).toBe(false);
  });

  it('asks the app to open the data or log folder; headless serve says it cannot', async () => {
    const w = await watched();
    try {
      const res = await api(w.supervised, 'desktop/open', {
        method: 'POST',
        body: JSON.stringify({ folder: 'logs' }),
      });
      expect(res.status).toBe(204);
      await expect.poll(() => w.opened).toEqual(['logs']);
      expect(
        (
          await api(w.supervised, 'desktop/open', {
            method: 'POST',
            body: JSON.stringify({ folder: '/etc' }),
          })
        ).status,
      ).toBe(400);
    } finally {
      await w.supervised.stop();
    }
    const serve = await startServe(['--data', dir]);
    try {
      const res = await fetch(`${serve.url}/api/desktop/open`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ folder: 'data' }),
      });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { description: string }).description).toContain(dir);
    } finally {
      await serve.stop();
    }
  });
});

describe('backups and restore', () => {
  it('a backup copy, restored, serves the same messages; the replaced database is kept', async () => {
    const w = await watched();
    try {
      const before = [await newDraft(w.supervised), await newDraft(w.supervised)].sort();
      const copy = await api(w.supervised, 'backups/copy');
      expect(copy.status).toBe(200);
      expect(copy.headers.get('content-disposition')).toMatch(
        /filename="setu-workbench-\d{4}-\d{2}-\d{2}\.sqlite"/,
      );
      const bytes = new Uint8Array(await copy.arrayBuffer());
      await newDraft(w.supervised);
      expect(await draftIds(w.supervised)).toHaveLength(3);

      const again = w.restarted();
      const restore = await api(w.supervised, 'backups/restore', {
        method: 'POST',
        body: bytes,
        headers: { 'content-type': 'application/vnd.sqlite3' },
      });
      expect(await restore.json()).toEqual({ restarting: true });
      await again;
      expect(await draftIds(w.supervised)).toEqual(before);
      const kept = fs.readdirSync(backupsDir(dir)).filter((n) => n.endsWith('-before-restore.sqlite'));
      expect(kept).toHaveLength(1);
      // What the restore replaced (three drafts) can itself be restored.
      checkBackup(path.join(backupsDir(dir), kept[0] as string));
    } finally {
      await w.supervised.stop();
    }
  });

  it('refuses what is not a sound database of this version, before touching anything', async () => {
    const w = await watched();
    try {
      const id = await newDraft(w.supervised);
      const refused = async (body: Uint8Array) => {
        const res = await api(w.supervised, 'backups/restore', { method: 'POST', body });
        expect(res.status).toBe(400);
        return ((await res.json()) as { description: string }).description;
      };
      expect(await refused(new TextEncoder().encode('not a database at all '.repeat(100)))).toMatch(
        /cannot be opened|not a SETU Workbench database/,
      );
      const newer = path.join(dir, 'newer.sqlite');
      const copy = new Uint8Array(await (await api(w.supervised, 'backups/copy')).arrayBuffer());
      fs.writeFileSync(newer, copy);
      const db = new Database(newer);
      db.prepare(
        "INSERT INTO migrations (id, name, sha256, applied_at) VALUES (999, 'future', 'x', 'now')",
      ).run();
      db.close();
      expect(await refused(fs.readFileSync(newer))).toMatch(/newer version of the Workbench/);
      expect(fs.existsSync(path.join(dir, 'restore-pending.sqlite'))).toBe(false);
      expect(await draftIds(w.supervised)).toEqual([id]);
    } finally {
      await w.supervised.stop();
    }
  });

  it('takes one automatic backup a day and keeps the last N of them, never the others', () => {
    Store.open(dir).close();
    fs.mkdirSync(backupsDir(dir), { recursive: true });
    fs.writeFileSync(path.join(backupsDir(dir), 'workbench-2026-01-01T00-00-00-000Z-manual.sqlite'), '');
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 9));
    expect(dailyBackup(dir, 2, day(1))).toBeDefined();
    expect(dailyBackup(dir, 2, new Date(Date.UTC(2026, 10, 1, 18)))).toBeUndefined();
    dailyBackup(dir, 2, day(2));
    dailyBackup(dir, 2, day(3));
    const names = fs.readdirSync(backupsDir(dir)).sort();
    expect(names).toEqual([
      'workbench-2026-01-01T00-00-00-000Z-manual.sqlite',
      'workbench-2026-11-02T09-00-00-000Z-daily.sqlite',
      'workbench-2026-11-03T09-00-00-000Z-daily.sqlite',
    ]);
    checkBackup(path.join(backupsDir(dir), names[2] as string));
  });

  it('without a staged restore, the store opens as it was', () => {
    Store.open(dir).close();
    expect(applyPendingRestore(dir)).toBeUndefined();
    expect(fs.existsSync(path.join(dir, DB_FILE))).toBe(true);
  });
});

describe('the log', () => {
  it('rotates by size and keeps three earlier files', () => {
    const log = new FileLog(dir, 200);
    for (let i = 0; i < 40; i++) log.info(`line ${i} ${'x'.repeat(40)}`);
    const names = fs.readdirSync(path.join(dir, 'logs')).sort();
    expect(names).toEqual(['workbench.1.log', 'workbench.2.log', 'workbench.3.log', 'workbench.log']);
    expect(fs.readFileSync(path.join(dir, 'logs', 'workbench.log'), 'utf8')).toContain('line 39');
    for (const name of names) expect(fs.statSync(path.join(dir, 'logs', name)).size).toBeLessThanOrEqual(200);
  });

  it('keeps writing when a file cannot be rotated, starting over rather than growing without end', () => {
    const log = new FileLog(dir, 300);
    // A name the rotation cannot take (a folder where the oldest log goes), as a file held open by another
    // program on Windows cannot be renamed.
    fs.mkdirSync(path.join(dir, 'logs', 'workbench.3.log', 'held'), { recursive: true });
    for (let i = 0; i < 40; i++) expect(() => log.info(`line ${i} ${'x'.repeat(40)}`)).not.toThrow();
    const text = fs.readFileSync(logFile(dir), 'utf8');
    expect(text).toContain('line 39');
    expect(text).toMatch(/warn the log could not be rotated, so it starts over: /);
    expect(fs.statSync(logFile(dir)).size).toBeLessThanOrEqual(300);
  });
});

describe("the window's page", () => {
  const logged = () => {
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(m),
      warn: (m: string) => lines.push(m),
      error: (m: string) => lines.push(m),
    };
    return { lines, log };
  };

  it('is loaded again after a crash, and after repeated crashes gets the page in words', () => {
    const { lines, log } = logged();
    let now = 0;
    const done: string[] = [];
    const gone = pageCare({
      log,
      reload: () => done.push('reload'),
      giveUp: (crashes) => done.push(`give up after ${crashes}`),
      now: () => now,
    });
    for (let i = 0; i <= MAX_PAGE_CRASHES; i++) gone({ reason: 'crashed', exitCode: 139 });
    expect(done).toEqual(['reload', 'reload', 'reload', `give up after ${MAX_PAGE_CRASHES + 1}`]);
    expect(lines[0]).toBe("the window's page ended (crashed, exit code 139); crash 1");
    // Crashes long apart are each reloaded: only those within the window count.
    now += PAGE_WINDOW_MS + 1;
    gone({ reason: 'oom', exitCode: 0 });
    expect(done.at(-1)).toBe('reload');
    expect(lines.at(-1)).toBe("the window's page ended (oom, exit code 0); crash 1");
  });

  it('logs a load that fails instead of leaving it unhandled', async () => {
    const { lines, log } = logged();
    const win = {
      loadURL: () => Promise.reject(new Error("ERR_CONNECTION_REFUSED (-102) loading 'http://127.0.0.1:9/'")),
    };
    await expect(loadPage(win, 'http://127.0.0.1:9/', log)).resolves.toBeUndefined();
    expect(lines).toEqual([
      "the window could not load http://127.0.0.1:9/: ERR_CONNECTION_REFUSED (-102) loading 'http://127.0.0.1:9/'",
    ]);
  });
});

describe('updates', () => {
  afterEach(() => vi.useRealTimers());

  /** electron-updater's autoUpdater as far as keepUpdated uses it, counting the checks. */
  function updater() {
    const feeds: string[] = [];
    let checks = 0;
    let downloaded: () => void = () => {};
    const u: Updater = {
      logger: null,
      setFeedURL: ({ url }) => feeds.push(url),
      checkForUpdatesAndNotify: async () => {
        checks++;
        if (checks === 2) throw new Error('net::ERR_NAME_NOT_RESOLVED');
      },
      once: (_event, listener) => {
        downloaded = listener;
      },
    };
    return { u, feeds, checks: () => checks, download: () => downloaded() };
  }

  it('checks an https feed at start and every few hours, until an update is downloaded', async () => {
    vi.useFakeTimers();
    const { u, feeds, checks, download } = updater();
    const log = new FileLog(dir);
    keepUpdated('https://intranet.example/setu/', log, async () => u);
    await vi.advanceTimersByTimeAsync(0);
    expect(feeds).toEqual(['https://intranet.example/setu/']);
    expect(checks()).toBe(1);
    expect(CHECK_EVERY_MS).toBeLessThanOrEqual(6 * 60 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(checks()).toBe(2);
    await vi.advanceTimersByTimeAsync(CHECK_EVERY_MS);
    expect(checks()).toBe(3);
    download();
    await vi.advanceTimersByTimeAsync(3 * CHECK_EVERY_MS);
    expect(checks()).toBe(3);
    // A failed check is logged, and the next one comes all the same.
    expect(fs.readFileSync(logFile(dir), 'utf8')).toContain(
      'update check at https://intranet.example/setu/ failed: net::ERR_NAME_NOT_RESOLVED',
    );
  });

  it('uses no feed but an https one, and says so in the log', async () => {
    const log = new FileLog(dir);
    let loaded = false;
    keepUpdated('http://intranet.example/setu/', log, async () => {
      loaded = true;
      return updater().u;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).toBe(false);
    expect(fs.readFileSync(logFile(dir), 'utf8')).toContain(
      'updates are off: the update feed http://intranet.example/setu/ is not an https:// address',
    );
  });
});

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

describe("the data folder and Chromium's profile", () => {
  const places: Place[] = [
    { platform: 'win32', env: { APPDATA: 'C:/Users/an/AppData/Roaming' }, home: 'C:/Users/an' },
    { platform: 'darwin', env: {}, home: '/Users/an' },
    { platform: 'linux', env: {}, home: '/home/an' },
    {
      platform: 'linux',
      env: { XDG_DATA_HOME: '/home/an/data', XDG_CACHE_HOME: '/home/an/data/cache' },
      home: '/home/an',
    },
  ];

  it('are apart on every OS, and the data folder is where earlier versions kept it', () => {
    expect(places.map((p) => defaultDataDir(p))).toEqual([
      path.join('C:/Users/an/AppData/Roaming', 'SETU Workbench'),
      path.join('/Users/an/Library/Application Support', 'SETU Workbench'),
      path.join('/home/an/.local/share', 'setu-workbench'),
      path.join('/home/an/data', 'setu-workbench'),
    ]);
    for (const place of places) {
      const data = defaultDataDir(place);
      const profile = chromiumProfileDir(place);
      expect(path.relative(data, profile)).toMatch(/^\.\./);
      expect(path.relative(profile, data)).toMatch(/^\.\./);
    }
  });
});

describe('the data folder', () => {
  it.skipIf(process.platform === 'win32')(
    'is made private at start even when files and folders in it vanish meanwhile, as a cache deletes them',
    () => {
      const folder = path.join(dir, 'data');
      const cache = path.join(folder, 'Cache', 'Cache_Data');
      fs.mkdirSync(cache, { recursive: true });
      fs.mkdirSync(path.join(folder, 'GPUCache'));
      for (const name of ['a', 'b']) fs.writeFileSync(path.join(cache, name), '', { mode: 0o644 });
      fs.writeFileSync(path.join(folder, 'workbench.sqlite'), '', { mode: 0o644 });
      const list = fs.readdirSync;
      // What a folder lists is deleted before the walk gets to it: the files of one, and another folder.
      const spy = vi.spyOn(fs, 'readdirSync').mockImplementation(((at: string, options: never) => {
        const entries = list(at, options);
        if (at === cache) for (const name of ['a', 'b']) fs.rmSync(path.join(cache, name));
        if (at === folder) fs.rmSync(path.join(folder, 'GPUCache'), { recursive: true });
        return entries;
      }) as typeof fs.readdirSync);
      try {
        expect(() => makePrivate(folder)).not.toThrow();
      } finally {
        spy.mockRestore();
      }
      expect(fs.statSync(path.join(folder, 'workbench.sqlite')).mode & 0o777).toBe(0o600);
      // What vanished stays gone: the walk creates nothing but the data folder itself.
      expect(fs.existsSync(path.join(folder, 'GPUCache'))).toBe(false);
    },
  );
});

describe('the menu and the window', () => {
  const actions = { openData: () => {}, openLogs: () => {}, help: () => {}, about: () => {} };
  const labels = (items: { label?: string; submenu?: unknown }[]): string[] =>
    items.flatMap((i) => [i.label ?? '', ...(Array.isArray(i.submenu) ? labels(i.submenu) : [])]);

  it('speaks Dutch where the system does, English elsewhere, with copy and paste and its own help', () => {
    expect(languageOf(['nl-NL', 'en-US'])).toBe('nl');
    expect(languageOf(['de-DE', 'en-GB'])).toBe('en');
    expect(languageOf(['fr-FR'])).toBe('en');
    const nl = menuTemplate(sayer('nl'), actions, { mac: false, devTools: false });
    expect(labels(nl)).toEqual(
      expect.arrayContaining(['Bestand', 'Gegevensmap openen', 'Logboeken openen', 'Kopiëren', 'Plakken']),
    );
    expect(labels(nl)).toContain('Over SETU Workbench');
    const en = menuTemplate(sayer('en'), actions, { mac: true, devTools: false });
    expect(labels(en)).toEqual(expect.arrayContaining(['Open logs', 'Copy', 'Paste', 'SETU Workbench help']));
    const edit = en.find((m) => m.label === 'Edit')?.submenu as { role?: string }[];
    expect(edit.map((i) => i.role)).toEqual(expect.arrayContaining(['copy', 'paste', 'cut', 'selectAll']));
    expect(JSON.stringify([nl, en])).not.toMatch(/electron/i);
    expect(labels(en)).not.toContain('Developer tools');
  });

  it('opens where it was, unless that is off every screen now', () => {
    const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];
    const place = { x: 100, y: 80, width: 1200, height: 800, maximized: false };
    expect(placeOnScreen(place, screen)).toEqual(place);
    expect(placeOnScreen({ ...place, x: 2500 }, screen)).toBeUndefined();
    expect(placeOnScreen({ ...place, y: -400 }, screen)).toBeUndefined();
    expect(placeOnScreen(undefined, screen)).toBeUndefined();
  });
});
