// Updates through electron-updater, off unless desktop.json names a feed: an agency's IT puts the
// packages and latest*.yml of `npm run dist` on a web server of its own. The updater is loaded only
// then, so an app without a feed never loads it. Only an https:// feed is used: what it serves is run
// as the app. The feed is asked at start and every few hours (an app that stays open for weeks still
// updates), until an update has been downloaded; it is installed when the app quits.
import type { Logger as UpdaterLogger } from 'electron-updater';
import type { Logger } from './log.ts';

export const CHECK_EVERY_MS = 4 * 60 * 60 * 1000;

/** The part of electron-updater's autoUpdater used here. */
export interface Updater {
  logger: UpdaterLogger | null;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
  once(event: 'update-downloaded', listener: () => void): unknown;
}

const electronUpdater = async (): Promise<Updater> => (await import('electron-updater')).autoUpdater;

/** Checks the feed now and every `everyMs`, until an update has been downloaded. */
export function keepUpdated(
  feed: string,
  log: Logger,
  load: () => Promise<Updater> = electronUpdater,
  everyMs = CHECK_EVERY_MS,
): void {
  if (new URL(feed).protocol !== 'https:') {
    log.warn(`updates are off: the update feed ${feed} is not an https:// address, and only those are used`);
    return;
  }
  load().then(
    (updater) => {
      updater.logger = { info: log.info, warn: log.warn, error: log.error, debug: () => {} };
      updater.setFeedURL({ provider: 'generic', url: feed });
      const check = () =>
        updater
          .checkForUpdatesAndNotify()
          .catch((e: Error) => log.warn(`update check at ${feed} failed: ${e.message}`));
      const timer = setInterval(check, everyMs);
      updater.once('update-downloaded', () => clearInterval(timer));
      void check();
    },
    (e: Error) => log.warn(`the updater could not be loaded: ${e.message}`),
  );
}
