import os from 'node:os';
import path from 'node:path';

/** Where the app keeps its data when no --data is given: the platform's per-user data directory. */
export function defaultDataDir(): string {
  const home = os.homedir();
  if (process.platform === 'win32')
    return path.join(process.env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'SETU Workbench');
  if (process.platform === 'darwin')
    return path.join(home, 'Library', 'Application Support', 'SETU Workbench');
  return path.join(process.env.XDG_DATA_HOME ?? path.join(home, '.local', 'share'), 'setu-workbench');
}
