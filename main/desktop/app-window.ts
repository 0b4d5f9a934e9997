// The one window: opened where it was last (desktop.json, if still on a screen), its place remembered
// when it closes, shown once the page has painted; a second launch of the app brings it to the front.
import { BrowserWindow, screen, type BrowserWindow as Window } from 'electron';
import { readSettings, rememberWindow } from './desktop-settings.ts';
import { windowOptions } from './window-options.ts';
import { placeOnScreen } from './window-place.ts';

export function openWindow(dataDir: string, preload: string, devTools: boolean): Window {
  const place = placeOnScreen(
    readSettings(dataDir).window,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const options = windowOptions(preload, devTools);
  const win = new BrowserWindow(place ? { ...options, ...bounds(place) } : options);
  if (place?.maximized) win.maximize();
  win.once('ready-to-show', () => win.show());
  win.on('close', () => {
    try {
      rememberWindow(dataDir, { ...win.getNormalBounds(), maximized: win.isMaximized() });
    } catch {
      // Not remembering the window's place is no reason to keep it from closing.
    }
  });
  return win;
}

const bounds = ({ x, y, width, height }: { x: number; y: number; width: number; height: number }) => ({
  x,
  y,
  width,
  height,
});

/** Brings the window to the front (a second launch, a notification's click). */
export function showWindow(win: Window | undefined): void {
  if (!win || win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  win.show();
  win.focus();
}
