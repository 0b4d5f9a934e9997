// The desktop shell: one window on the local server's UI. The exchange server, store and sync run in a
// utilityProcess (desktop/utility.ts); this process starts it with the data key (and starts it again
// when it crashes: desktop/supervisor.ts), keeps the window on the server's origin and its page loaded
// (desktop/page-care.ts), answers the preload's calls, and keeps the log (desktop/log.ts) and the menu.
// `--data DIR` and `--role ROLE` work as for `serve`. Chromium's profile is kept apart from the data
// folder (paths.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  app,
  BrowserWindow,
  dialog,
  type IpcMainInvokeEvent,
  ipcMain,
  Menu,
  Notification,
  safeStorage,
  session,
  shell,
  utilityProcess,
  type WebContents,
} from 'electron';
import type { DesktopFolder } from '../shared/api/types.ts';
import { APP_USER_MODEL_ID } from './desktop/app-identity.ts';
import { openWindow, showWindow } from './desktop/app-window.ts';
import { channels } from './desktop/channels.ts';
import { readSettings } from './desktop/desktop-settings.ts';
import { type Dialogs, openFiles, saveFile } from './desktop/dialogs.ts';
import { FileLog, lineWriter, logDir, logProcessErrors } from './desktop/log.ts';
import { menuTemplate } from './desktop/menu.ts';
import { showNotification } from './desktop/notifications.ts';
import { loadPage, pageCare } from './desktop/page-care.ts';
import { desktopSecretsKey } from './desktop/secrets-key.ts';
import { supervise } from './desktop/supervisor.ts';
import { troublePage } from './desktop/trouble-page.ts';
import { keepUpdated } from './desktop/updates.ts';
import { externalLink, isAppUrl, permissionAllowed, requestAllowed } from './desktop/web-policy.ts';
import { languageOf, sayer } from './desktop/words.ts';
import { chromiumProfileDir, defaultDataDir } from './paths.ts';
import type { ServerRole } from './server/context.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const roles: ServerRole[] = ['supplier', 'customer', 'both'];

function settings(): { dataDir: string; role: ServerRole } {
  // Not strict: Chromium's own switches may be on the command line too.
  const { values } = parseArgs({
    args: process.argv.slice(1),
    options: { data: { type: 'string' }, role: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const role = (typeof values.role === 'string' ? values.role : 'supplier') as ServerRole;
  if (!roles.includes(role)) throw new Error(`--role must be one of ${roles.join(', ')}`);
  return { dataDir: typeof values.data === 'string' ? values.data : defaultDataDir(), role };
}

/** Keeps every page on the server's origin: no navigation away, no new windows, no webviews. */
function guardContents(contents: WebContents, origin: string): void {
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url, origin)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const link = isAppUrl(url, origin) ? undefined : externalLink(url);
    if (link) void shell.openExternal(link);
    return { action: 'deny' };
  });
}

/** No permissions but the clipboard write, no requests but to the server (see web-policy.ts). */
function secureSession(origin: string): void {
  const s = session.defaultSession;
  s.setPermissionRequestHandler((_contents, permission, callback) => callback(permissionAllowed(permission)));
  s.setPermissionCheckHandler((_contents, permission) => permissionAllowed(permission));
  s.webRequest.onBeforeRequest((details, callback) =>
    callback({ cancel: !requestAllowed(details.url, origin) }),
  );
}

function dialogsFor(event: IpcMainInvokeEvent): Dialogs {
  const win = BrowserWindow.fromWebContents(event.sender);
  return {
    showOpenDialog: (options) => (win ? dialog.showOpenDialog(win, options) : dialog.showOpenDialog(options)),
    showSaveDialog: (options) => (win ? dialog.showSaveDialog(win, options) : dialog.showSaveDialog(options)),
  };
}

/** The log, once the start has made it: a failed start names it. */
let startLog: FileLog | undefined;

async function run(): Promise<void> {
  await app.whenReady();
  const { dataDir, role } = settings();
  const log = new FileLog(dataDir);
  startLog = log;
  logProcessErrors(process, log);
  const language = languageOf(app.getPreferredSystemLanguages());
  const say = sayer(language);
  log.info(`SETU Workbench ${app.getVersion()} starting (Electron ${process.versions.electron})`);
  const desktop = readSettings(dataDir);
  const openFolder = (folder: DesktopFolder) =>
    void shell.openPath(folder === 'logs' ? logDir(dataDir) : dataDir);
  let quitting = false;

  const key = await desktopSecretsKey(dataDir, safeStorage);
  const supervised = await supervise({
    spawn: () => {
      const child = utilityProcess.fork(path.join(here, 'utility.cjs'), [], {
        serviceName: 'SETU Workbench server',
        stdio: 'pipe',
      });
      child.stdout?.on(
        'data',
        lineWriter((line) => log.info(`server: ${line}`)),
      );
      child.stderr?.on(
        'data',
        lineWriter((line) => log.warn(`server: ${line}`)),
      );
      return child;
    },
    start: {
      type: 'start',
      dataDir,
      role,
      secretsKey: key.toString('base64'),
      backupsKept: desktop.backupsKept,
      systemNetwork: true,
    },
    log,
    onOpen: openFolder,
    resolveProxy: (url) => session.defaultSession.resolveProxy(url),
    onRestarted: (backend) => {
      if (win && !win.isDestroyed()) void loadPage(win, `${backend.url}/`, log);
    },
    onGaveUp: (reason) => {
      log.error(`gave up: ${reason}`);
      const answer = dialog.showMessageBoxSync({
        type: 'error',
        title: say('stoppedTitle'),
        message: say('stoppedTitle'),
        detail: `${say('stoppedText', { reason })}\n${say('seeLog', { log: log.file })}`,
        buttons: [say('openLog'), say('quit')],
        defaultId: 0,
      });
      if (answer === 0) void shell.openPath(log.file);
      app.exit(1);
    },
  });
  key.fill(0);
  const appUrl = () => `${supervised.current().url}/`;
  const origin = new URL(appUrl()).origin;

  app.on('will-quit', (event) => {
    if (quitting) return;
    quitting = true;
    event.preventDefault();
    void supervised.stop().finally(() => app.quit());
  });

  secureSession(origin);
  app.on('web-contents-created', (_event, contents) => guardContents(contents, origin));
  // Only the app's own page may call; a frame elsewhere (were one ever loaded) gets nothing.
  const handle = (channel: string, body: (event: IpcMainInvokeEvent, input: unknown) => unknown) =>
    ipcMain.handle(channel, (event, input: unknown) => {
      if (!isAppUrl(event.senderFrame?.url ?? '', origin))
        throw new Error('Refused: not the Workbench page.');
      return body(event, input);
    });
  handle(channels.managementToken, () => supervised.current().token);
  handle(channels.openFiles, (event, options) => openFiles(dialogsFor(event), options));
  handle(channels.saveFile, (event, options) =>
    saveFile(dialogsFor(event), options, app.getPath('downloads')),
  );
  handle(channels.notify, (event, options) =>
    showNotification(Notification, options, BrowserWindow.fromWebContents(event.sender)),
  );

  const message = (detail: string) =>
    void dialog.showMessageBox({ type: 'info', message: 'SETU Workbench', detail, buttons: [say('ok')] });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate(
        say,
        {
          openData: () => openFolder('data'),
          openLogs: () => openFolder('logs'),
          help: () => message(say('helpText', { data: dataDir })),
          about: () => message(say('aboutText', { version: app.getVersion() })),
        },
        { mac: process.platform === 'darwin', devTools: !app.isPackaged },
      ),
    ),
  );
  const window = openWindow(dataDir, path.join(here, 'preload.cjs'), !app.isPackaged);
  win = window;
  const care = pageCare({
    log,
    reload: () => void loadPage(window, appUrl(), log),
    giveUp: (crashes) =>
      void loadPage(window, troublePage(say, language, { crashes, log: log.file, appUrl: appUrl() }), log),
  });
  window.webContents.on('render-process-gone', (_event, details) => {
    if (!quitting && !window.isDestroyed()) care(details);
  });
  // A first page that cannot be shown is a failed start (said in words, below); later loads are logged.
  await window.loadURL(appUrl());
  if (desktop.updateFeed && app.isPackaged) keepUpdated(desktop.updateFeed, log);
}

// Before anything else, Chromium's profile goes where it does not share the data folder (paths.ts), and
// Windows learns the id the installer gave the app's shortcut. Then one instance per user (the lock is
// kept in the profile): a second would run a second server and sync on the same store. A second launch
// brings this one's window to the front instead.
let win: BrowserWindow | undefined;
const profile = chromiumProfileDir();
fs.mkdirSync(profile, { recursive: true, mode: 0o700 });
app.setPath('userData', profile);
if (process.platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
if (!app.requestSingleInstanceLock()) app.quit();
else {
  app.on('second-instance', () => showWindow(win));
  app.enableSandbox();
  run().catch((e: Error) => {
    startLog?.error(`could not start: ${e.message}`);
    const say = sayer(languageOf(app.getPreferredSystemLanguages()));
    dialog.showErrorBox(
      say('startFailed'),
      startLog ? `${e.message}\n${say('seeLog', { log: startLog.file })}` : e.message,
    );
    app.exit(1);
  });
}
