// The one contract between the Electron preload (main/preload.ts) and the renderer: a small, named,
// typed API. In a browser (`serve`) it is absent and the renderer falls back to web equivalents.

export interface PickedFile {
  name: string;
  /** The file's bytes; the renderer sends them to the management API as they are. */
  bytes: Uint8Array;
}

export interface DesktopBridge {
  /** The per-install management token, handed over without ever appearing in a URL. */
  managementToken(): Promise<string>;
  /** The native open dialog; an empty list when the user cancels. */
  openFiles(options: { title: string; extensions: string[]; multiple: boolean }): Promise<PickedFile[]>;
  /** The native save dialog; false when the user cancels. The file is written atomically. */
  saveFile(options: { suggestedName: string; bytes: Uint8Array }): Promise<boolean>;
  /** A desktop notification (messages arrived, a sync failed) through the operating system. */
  notify(options: { title: string; body: string }): Promise<void>;
}

declare global {
  interface Window {
    workbench?: DesktopBridge;
  }
}
