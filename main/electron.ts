// The desktop shell: one window on the local server's UI. The exchange server, store and sync run in a
// utilityProcess (desktop/utility.ts); this process starts it with the data key, keeps the window on
// the server's origin and answers the preload's three calls. `--data DIR` and `--role ROLE` work as
// for `serve`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  app,
  BrowserWindow,
  dialog,
  type IpcMainInvokeEvent,
  ipcMain,
  Notification,
  safeStorage,
  session,
  shell,
  utilityProcess,
  type WebContents,
} from 'electron';
import { startBackend } from './desktop/backend.ts';
import { channels } from './desktop/channels.ts';
import { readSettings } from './desktop/desktop-settings.ts';
import { type Dialogs, openFiles, saveFile } from './desktop/dialogs.ts';
import { FileLog } from './desktop/log.ts';
import { showNotification } from './desktop/notifications.ts';
import { desktopSecretsKey } from './desktop/secrets-key.ts';
import { checkForUpdates } from './desktop/updates.ts';
import { externalLink, isAppUrl, permissionAllowed, requestAllowed } from './desktop/web-policy.ts';
import { windowOptions } from './desktop/window-options.ts';
import { defaultDataDir } from './paths.ts';
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

async function run(): Promise<void> {
  await app.whenReady();
  const { dataDir, role } = settings();
  const key = await desktopSecretsKey(dataDir, safeStorage);
  const child = utilityProcess.fork(path.join(here, 'utility.cjs'), [], {
    serviceName: 'SETU Workbench server',
  });
  const backend = await startBackend(child, {
    type: 'start',
    dataDir,
    role,
    secretsKey: key.toString('base64'),
  });
  key.fill(0);
  const origin = new URL(backend.url).origin;

  let quitting = false;
  app.on('will-quit', (event) => {
    if (quitting) return;
    quitting = true;
    event.preventDefault();
    void backend.stop().finally(() => app.quit());
  });
  void backend.exited.then((code) => {
    if (quitting) return;
    quitting = true;
    dialog.showErrorBox(
      'SETU Workbench stopped',
      `The Workbench's server process ended unexpectedly (exit code ${code}). Start the app again.`,
    );
    app.exit(1);
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
  handle(channels.managementToken, () => backend.token);
  handle(channels.openFiles, (event, options) => openFiles(dialogsFor(event), options));
  handle(channels.saveFile, (event, options) =>
    saveFile(dialogsFor(event), options, app.getPath('downloads')),
  );
  handle(channels.notify, (event, options) =>
    showNotification(Notification, options, BrowserWindow.fromWebContents(event.sender)),
  );

  const win = new BrowserWindow(windowOptions(path.join(here, 'preload.cjs'), !app.isPackaged));
  win.once('ready-to-show', () => win.show());
  app.on('second-instance', () => {
    if (win.isDestroyed()) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  await win.loadURL(`${backend.url}/`);
  const { updateFeed } = readSettings(dataDir);
  if (updateFeed && app.isPackaged) void checkForUpdates(updateFeed, new FileLog(dataDir));
}

// One instance per user: a second would run a second server and sync on the same store.
if (!app.requestSingleInstanceLock()) app.quit();
else {
  app.enableSandbox();
  run().catch((e: Error) => {
    dialog.showErrorBox('SETU Workbench could not start', e.message);
    app.exit(1);
  });
}
