// The one window's options. The page is the local server's UI: it gets no Node.js, runs sandboxed and
// isolated from the preload, which hands it only the bridge in shared/api/desktop-bridge.ts.
import type { BrowserWindowConstructorOptions } from 'electron';

export function windowOptions(preload: string, devTools: boolean): BrowserWindowConstructorOptions {
  return {
    title: 'SETU Workbench',
    width: 1280,
    height: 840,
    minWidth: 800,
    minHeight: 560,
    // Shown once the page has painted, so the user never sees an empty frame.
    show: false,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      // Files dropped on the window are imported by the page; the window itself never navigates to them.
      navigateOnDragDrop: false,
      devTools,
    },
  };
}
