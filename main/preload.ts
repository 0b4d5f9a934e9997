// The preload: gives the page exactly the bridge of shared/api/desktop-bridge.ts as `window.workbench`,
// each method one named IPC call whose handler (main/electron.ts) checks what it is given. Sandboxed,
// so it is bundled to CommonJS with only `electron` left to require.
import { contextBridge, ipcRenderer } from 'electron';
import type { DesktopBridge } from '../shared/api/desktop-bridge.ts';
import { channels } from './desktop/channels.ts';

const bridge: DesktopBridge = {
  managementToken: () => ipcRenderer.invoke(channels.managementToken),
  openFiles: (options) => ipcRenderer.invoke(channels.openFiles, options),
  saveFile: (options) => ipcRenderer.invoke(channels.saveFile, options),
  notify: (options) => ipcRenderer.invoke(channels.notify, options),
};

contextBridge.exposeInMainWorld('workbench', bridge);
