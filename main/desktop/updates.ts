// Updates through electron-updater, off unless desktop.json names a feed: an agency's IT puts the
// packages and latest*.yml of `npm run dist` on a web server of its own. The updater is loaded only
// then, so an app without a feed never loads it.
import type { Logger } from './log.ts';

export async function checkForUpdates(feed: string, log: Logger): Promise<void> {
  try {
    const { autoUpdater } = await import('electron-updater');
    autoUpdater.logger = { info: log.info, warn: log.warn, error: log.error, debug: () => {} };
    autoUpdater.setFeedURL({ provider: 'generic', url: feed });
    await autoUpdater.checkForUpdatesAndNotify();
  } catch (e) {
    log.warn(`update check at ${feed} failed: ${(e as Error).message}`);
  }
}
