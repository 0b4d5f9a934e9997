// The window's page looked after by the main process: a load that fails is logged rather than left
// unhandled, and a page whose renderer process ends (a crash, out of memory, killed) is logged and
// loaded again, but after MAX_PAGE_CRASHES within PAGE_WINDOW_MS it gets a page in words instead of
// being loaded into the same crash over and over.
import { CrashCount } from './crash-count.ts';
import type { Logger } from './log.ts';

export const MAX_PAGE_CRASHES = 3;
export const PAGE_WINDOW_MS = 10 * 60 * 1000;

/** What Electron's render-process-gone event says, as far as it is used here. */
export interface PageGone {
  reason: string;
  exitCode: number;
}

/** Loads `url` into the window; a failed load (the server restarting meanwhile, say) is logged. */
export async function loadPage(
  win: { loadURL(url: string): Promise<void> },
  url: string,
  log: Logger,
): Promise<void> {
  try {
    await win.loadURL(url);
  } catch (e) {
    log.warn(
      `the window could not load ${url.startsWith('data:') ? 'its page in words' : url}: ${(e as Error).message}`,
    );
  }
}

export interface PageCareOptions {
  log: Logger;
  reload(): void;
  /** Past too many crashes: shows the page in words, with how many there were. */
  giveUp(crashes: number): void;
  now?: () => number;
}

/** The handler for the page's render-process-gone events. */
export function pageCare(options: PageCareOptions): (gone: PageGone) => void {
  const crashes = new CrashCount(PAGE_WINDOW_MS, options.now);
  return ({ reason, exitCode }) => {
    const count = crashes.add();
    options.log.error(`the window's page ended (${reason}, exit code ${exitCode}); crash ${count}`);
    if (count > MAX_PAGE_CRASHES) options.giveUp(count);
    else options.reload();
  };
}
