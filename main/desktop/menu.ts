// The app menu, in the app's language: File (the data folder, the logs), Edit (copy and paste work in
// every field), View, Window, and Help with the app's own help and about; nothing points at Electron.
import type { MenuItemConstructorOptions } from 'electron';
import type { Say } from './words.ts';

export interface MenuActions {
  openData(): void;
  openLogs(): void;
  help(): void;
  about(): void;
}

export function menuTemplate(
  say: Say,
  actions: MenuActions,
  options: { mac: boolean; devTools: boolean },
): MenuItemConstructorOptions[] {
  const folders: MenuItemConstructorOptions[] = [
    { label: say('openData'), click: actions.openData },
    { label: say('openLogs'), click: actions.openLogs },
  ];
  const about: MenuItemConstructorOptions = { label: say('about'), click: actions.about };
  const separator: MenuItemConstructorOptions = { type: 'separator' };
  const quit: MenuItemConstructorOptions = { role: 'quit', label: say('quit') };
  return [
    ...(options.mac ? [{ label: 'SETU Workbench', submenu: [about, separator, quit] }] : []),
    {
      label: say('file'),
      submenu: options.mac ? folders : [...folders, separator, quit],
    },
    {
      label: say('edit'),
      submenu: [
        { role: 'undo', label: say('undo') },
        { role: 'redo', label: say('redo') },
        separator,
        { role: 'cut', label: say('cut') },
        { role: 'copy', label: say('copy') },
        { role: 'paste', label: say('paste') },
        { role: 'selectAll', label: say('selectAll') },
      ],
    },
    {
      label: say('view'),
      submenu: [
        { role: 'reload', label: say('reload') },
        separator,
        { role: 'zoomIn', label: say('zoomIn') },
        { role: 'zoomOut', label: say('zoomOut') },
        { role: 'resetZoom', label: say('actualSize') },
        separator,
        { role: 'togglefullscreen', label: say('fullScreen') },
        ...(options.devTools ? [{ role: 'toggleDevTools', label: say('devTools') } as const] : []),
      ],
    },
    { label: say('window'), submenu: [{ role: 'minimize', label: say('minimize') }] },
    {
      role: 'help',
      label: say('help'),
      submenu: [{ label: say('helpItem'), click: actions.help }, ...(options.mac ? [] : [about])],
    },
  ];
}
