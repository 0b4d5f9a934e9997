import os from 'node:os';
import path from 'node:path';

/** The parts of the process a folder's place depends on (tests give those of another OS). */
export interface Place {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  home: string;
}

const here = (): Place => ({ platform: process.platform, env: process.env, home: os.homedir() });

/** Where the app keeps its data when no --data is given: the platform's per-user data directory. */
export function defaultDataDir({ platform, env, home }: Place = here()): string {
  if (platform === 'win32')
    return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'SETU Workbench');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'SETU Workbench');
  return path.join(env.XDG_DATA_HOME ?? path.join(home, '.local', 'share'), 'setu-workbench');
}

/**
 * Where the desktop app's Chromium keeps its profile (caches, local storage, crash reports): the
 * platform's per-user cache directory, never the data folder. Electron's default (its `userData`) is
 * the data folder itself on Windows and macOS, where Chromium creates and deletes files of its own
 * while the store makes every file in the folder private at start.
 */
export function chromiumProfileDir({ platform, env, home }: Place = here()): string {
  if (platform === 'win32')
    return path.join(env.LOCALAPPDATA ?? path.join(home, 'AppData', 'Local'), 'SETU Workbench', 'Chromium');
  if (platform === 'darwin') return path.join(home, 'Library', 'Caches', 'SETU Workbench');
  return path.join(env.XDG_CACHE_HOME ?? path.join(home, '.cache'), 'setu-workbench', 'chromium');
}
