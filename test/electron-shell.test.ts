// The desktop shell, as far as it runs without Electron's binary: the built bundles (the server
// process started as a plain Node child, the preload in a sandbox-like VM context), the window's
// security options, the web policy, and the file dialogs' handlers with stand-in dialogs.
import { execFile, fork } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vm from 'node:vm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BackendFailed, type ServerProcess, startBackend } from '../main/desktop/backend.ts';
import { channels } from '../main/desktop/channels.ts';
import { type Dialogs, openFiles, saveFile } from '../main/desktop/dialogs.ts';
import { type Notifier, showNotification } from '../main/desktop/notifications.ts';
import type { StartMessage } from '../main/desktop/protocol.ts';
import { externalLink, isAppUrl, permissionAllowed, requestAllowed } from '../main/desktop/web-policy.ts';
import { windowOptions } from '../main/desktop/window-options.ts';
import { KEY_FILE } from '../main/store/secrets.ts';
import { buildShell, shellDir } from '../scripts/build-electron.ts';
import type { DesktopBridge } from '../shared/api/desktop-bridge.ts';

const root = path.resolve(import.meta.dirname, '..');
const bundle = (name: string) => path.join(shellDir, name);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-shell-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

beforeAll(() => buildShell());

/** The server bundle in a Node child process, seen through the interface the shell drives it by. */
function serverProcess(): ServerProcess {
  const child = fork(bundle('utility.cjs'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return {
    postMessage: (m) => child.send(m as object),
    on: (event, listener) => child.on(event, listener),
    once: (event, listener) => child.once(event, listener),
    kill: () => child.kill(),
  };
}

const start = (over: Partial<StartMessage> = {}): StartMessage => ({
  type: 'start',
  dataDir: dir,
  role: 'supplier',
  secretsKey: Buffer.alloc(32, 7).toString('base64'),
  ...over,
});

describe('the server process', () => {
  it('reports its address and token, serves the UI and the API, and stops cleanly', async () => {
    const backend = await startBackend(serverProcess(), start());
    expect(new URL(backend.url).hostname).toBe('127.0.0.1');
    const page = await fetch(`${backend.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<title>SETU Workbench</title>');

    const api = (p: string, init: RequestInit = {}) =>
      fetch(`${backend.url}/api/${p}`, {
        ...init,
        headers: { authorization: `Bearer ${backend.token}`, 'content-type': 'application/json' },
      });
    expect((await fetch(`${backend.url}/api/drafts`)).status).toBe(401);
    const added = await api('counterparties', {
      method: 'POST',
      body: JSON.stringify({ name: 'acme', role: 'supplier', baseUrl: 'https://x.example', token: 'T-123' }),
    });
    expect(added.status).toBe(201);
    // The token was sealed with the key the app handed over: no key file was made.
    expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(false);

    await backend.stop();
    expect(await backend.exited).toBe(0);
    // The store was closed, not abandoned: its WAL was folded into the database.
    expect(fs.existsSync(path.join(dir, 'workbench.sqlite-wal'))).toBe(false);
  });

  it('without a key from the app, uses the data directory key file as serve does', async () => {
    const backend = await startBackend(serverProcess(), start({ secretsKey: undefined }));
    expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(true);
    await backend.stop();
  });

  it('reports why it could not start, for the app to show', async () => {
    fs.writeFileSync(
      path.join(dir, 'workbench.sqlite'),
      'these are not the bytes of a database '.repeat(200),
    );
    const failed = startBackend(serverProcess(), start());
    await expect(failed).rejects.toThrow(BackendFailed);
    await expect(failed).rejects.toThrow(/not a database/);
  });
});

describe('the bundles', () => {
  // require("x"), and createRequire(...)("x") as main/store/sqlite.ts takes better-sqlite3.
  const requires = (file: string) =>
    new Set(
      [
        ...fs
          .readFileSync(bundle(file), 'utf8')
          .matchAll(/\b(?:require|createRequire\)?\([^)]*\))\("([^"]+)"\)/g),
      ].map((m) => m[1]),
    );

  it('keep the main process thin: electron and Node built-ins only, no store', () => {
    const outside = [...requires('electron.cjs')].filter((m) => m !== 'electron' && !isBuiltin(m ?? ''));
    expect(outside).toEqual([]);
    expect(requires('utility.cjs')).toContain('better-sqlite3');
  });

  it('package the built entry: package.json main, electron-builder files (packaging.test.ts packs them)', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { main: string };
    expect(path.resolve(root, pkg.main)).toBe(bundle('electron.cjs'));
    const config = parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'));
    expect(config.files).toEqual(expect.arrayContaining(['dist/main/**', 'dist/renderer/**']));
    expect(config.files.some((f: string) => /test|shared|schemas/.test(f))).toBe(false);
  });
});

describe('the preload bundle', () => {
  /** Runs preload.cjs as a sandboxed preload runs: CommonJS, with nothing but `electron` to require. */
  function loadPreload() {
    const exposed: Record<string, unknown> = {};
    const invoked: unknown[][] = [];
    const electron = {
      contextBridge: {
        exposeInMainWorld: (name: string, api: unknown) => {
          exposed[name] = api;
        },
      },
      ipcRenderer: {
        invoke: async (...args: unknown[]) => {
          invoked.push(args);
          return 'answer';
        },
      },
    };
    const module = { exports: {} };
    const require = (id: string) => {
      if (id === 'electron') return electron;
      throw new Error(`a sandboxed preload cannot require ${id}`);
    };
    vm.runInNewContext(fs.readFileSync(bundle('preload.cjs'), 'utf8'), {
      require,
      module,
      exports: module.exports,
    });
    return { exposed, invoked };
  }

  it('exposes exactly the desktop bridge as window.workbench, each method one named IPC call', async () => {
    const { exposed, invoked } = loadPreload();
    const methods = { managementToken: true, openFiles: true, saveFile: true, notify: true } satisfies Record<
      keyof DesktopBridge,
      true
    >;
    expect(Object.keys(exposed)).toEqual(['workbench']);
    const bridge = exposed.workbench as DesktopBridge;
    expect(Object.keys(bridge).sort()).toEqual(Object.keys(methods).sort());
    const open = { title: 'Import', extensions: ['json', 'xml'], multiple: true };
    const save = { suggestedName: 'a.json', bytes: new Uint8Array([1]) };
    expect(await bridge.managementToken()).toBe('answer');
    await bridge.openFiles(open);
    await bridge.saveFile(save);
    const note = { title: 'Messages arrived', body: 'Open the Inbox.' };
    await bridge.notify(note);
    expect(invoked).toEqual([
      [channels.managementToken],
      [channels.openFiles, open],
      [channels.saveFile, save],
      [channels.notify, note],
    ]);
  });
});

describe('the window', () => {
  it('is sandboxed and isolated, without Node.js', () => {
    const options = windowOptions('/app/dist/main/preload.cjs', false);
    expect(options.webPreferences).toMatchObject({
      preload: '/app/dist/main/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      devTools: false,
    });
  });

  it('stays on the server origin and loads nothing remote', () => {
    const origin = 'http://127.0.0.1:41234';
    expect(isAppUrl('http://127.0.0.1:41234/#/drafts/1', origin)).toBe(true);
    expect(isAppUrl('http://127.0.0.1:41235/', origin)).toBe(false);
    expect(isAppUrl('https://evil.example/', origin)).toBe(false);
    expect(isAppUrl('not a url', origin)).toBe(false);
    expect(requestAllowed('http://127.0.0.1:41234/assets/index.js', origin)).toBe(true);
    expect(requestAllowed('data:image/png;base64,AAAA', origin)).toBe(true);
    expect(requestAllowed('https://cdn.example/lib.js', origin)).toBe(false);
    expect(requestAllowed('file:///etc/passwd', origin)).toBe(false);
  });

  it('opens only web links in the system browser', () => {
    expect(externalLink('https://www.setu.nl/')).toBe('https://www.setu.nl/');
    expect(externalLink('file:///etc/passwd')).toBeUndefined();
    expect(externalLink('javascript:alert(1)')).toBeUndefined();
    expect(externalLink('smb://share/x')).toBeUndefined();
  });

  it('grants no permission but writing to the clipboard', () => {
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fileSystem'])
      expect(permissionAllowed(p)).toBe(false);
    expect(permissionAllowed('clipboard-sanitized-write')).toBe(true);
  });
});

describe('the file dialogs', () => {
  const dialogs = (answer: { canceled: boolean; filePaths?: string[]; filePath?: string }) => {
    const asked: unknown[] = [];
    const d: Dialogs = {
      showOpenDialog: async (options) => {
        asked.push(options);
        return { canceled: answer.canceled, filePaths: answer.filePaths ?? [] };
      },
      showSaveDialog: async (options) => {
        asked.push(options);
        return { canceled: answer.canceled, filePath: answer.filePath };
      },
    };
    return { d, asked };
  };

  it('open: reads the chosen files, none when cancelled, and refuses malformed input', async () => {
    fs.writeFileSync(path.join(dir, 'a.json'), '{"a":1}');
    const { d, asked } = dialogs({ canceled: false, filePaths: [path.join(dir, 'a.json')] });
    const files = await openFiles(d, { title: 'Import', extensions: ['json'], multiple: true });
    expect(files).toEqual([{ name: 'a.json', bytes: new Uint8Array(Buffer.from('{"a":1}')) }]);
    expect(asked[0]).toMatchObject({
      title: 'Import',
      filters: [{ extensions: ['json'] }],
      properties: ['openFile', 'multiSelections'],
    });
    expect(
      await openFiles(dialogs({ canceled: true }).d, { title: 'x', extensions: [], multiple: false }),
    ).toEqual([]);
    await expect(openFiles(d, { title: 'x', extensions: ['*.*'], multiple: false })).rejects.toThrow(
      TypeError,
    );
    await expect(openFiles(d, 'everything')).rejects.toThrow(TypeError);
  });

  it('save: writes the chosen file whole, suggests a plain name, and writes nothing when cancelled', async () => {
    const target = path.join(dir, 'out.xml');
    fs.writeFileSync(target, 'old');
    const { d, asked } = dialogs({ canceled: false, filePath: target });
    const bytes = new Uint8Array(Buffer.from('<Timecard/>'));
    expect(await saveFile(d, { suggestedName: '../../etc/timecard.xml', bytes }, dir)).toBe(true);
    expect(fs.readFileSync(target, 'utf8')).toBe('<Timecard/>');
    expect(fs.readdirSync(dir)).toEqual(['out.xml']);
    expect(asked[0]).toMatchObject({ defaultPath: path.join(dir, 'timecard.xml') });

    expect(await saveFile(dialogs({ canceled: true }).d, { suggestedName: 'a', bytes }, dir)).toBe(false);
    await expect(saveFile(d, { suggestedName: 'a', bytes: 'text' }, dir)).rejects.toThrow(TypeError);
  });
});

describe('notifications', () => {
  it('shows checked text through the system, and refuses anything else from the page', () => {
    const shown: unknown[] = [];
    class FakeNotification {
      static isSupported = () => true;
      constructor(readonly options: unknown) {}
      on() {
        return this;
      }
      show() {
        shown.push(this.options);
      }
    }
    const notifier = FakeNotification as unknown as Notifier;
    showNotification(notifier, { title: 'Messages arrived', body: 'Open the Inbox.' }, null);
    expect(shown).toEqual([{ title: 'Messages arrived', body: 'Open the Inbox.' }]);
    expect(() => showNotification(notifier, { title: 'x'.repeat(201), body: '' }, null)).toThrow(TypeError);
    expect(() => showNotification(notifier, 'everything', null)).toThrow(TypeError);
    expect(shown).toHaveLength(1);
  });
});

describe('npm start', () => {
  it("runs Electron's install script where its binary is missing, and says to use the browser UI when that fails", async () => {
    const { ELECTRON_SKIP_BINARY_DOWNLOAD: _skip, ...env } = process.env;
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/start-electron.ts'], {
      cwd: root,
      env: {
        ...env,
        // Points Electron's package at an empty directory: no binary there, whatever this machine has;
        // and its download at a closed loopback port with an empty cache, so the install fails here too.
        ELECTRON_OVERRIDE_DIST_PATH: dir,
        ELECTRON_MIRROR: 'http://127.0.0.1:9/',
        electron_config_cache: path.join(dir, 'cache'),
      },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/could not be installed \(\w*Error: [^)]+\)[\s\S]*npm run serve/),
    });
  });
});
