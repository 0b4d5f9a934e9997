// The IPC channels behind the preload's bridge (shared/api/desktop-bridge.ts), one per bridge method.
export const channels = {
  managementToken: 'workbench:management-token',
  openFiles: 'workbench:open-files',
  saveFile: 'workbench:save-file',
  notify: 'workbench:notify',
} as const;
