import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileLog, logFile } from '../main/desktop/log.ts';
import { menuTemplate } from '../main/desktop/menu.ts';
import { loadPage, MAX_PAGE_CRASHES, PAGE_WINDOW_MS, pageCare } from '../main/desktop/page-care.ts';
import { CHECK_EVERY_MS, keepUpdated, type Updater } from '../main/desktop/updates.ts';
import { placeOnScreen } from '../main/desktop/window-place.ts';
import { languageOf, sayer } from '../main/desktop/words.ts';
import { chromiumProfileDir, defaultDataDir, type Place } from '../main/paths.ts';
import { makePrivate } from '../main/store/private-files.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-care-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

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
