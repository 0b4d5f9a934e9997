// The status bar at the top of every page: online/offline, the office server, entries to sync, Sync
// and its progress.
import type { Locator, Page } from 'playwright-core';

export class StatusBar {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('region', { name: /^(Sync status|Verzendstatus)$/ });
  }

  /** "Online", "Offline", or "Offline: <name> cannot be reached" (in the UI's language). */
  async connectivity(): Promise<string> {
    return (await this.root.getByRole('status').first().textContent()) ?? '';
  }

  /** The office server's indicator ("Office: connected"…), '' where no office is set up. */
  async office(): Promise<string> {
    const link = this.root.getByRole('link', { name: /^(Office|Kantoor): / });
    return (await link.count()) === 0 ? '' : ((await link.textContent()) ?? '');
  }

  async toSync(): Promise<number> {
    const text = await this.root.getByRole('link', { name: /(to send|te versturen)$/ }).textContent();
    return Number(text?.split(' ')[0]);
  }

  progress(): Locator {
    return this.root.getByRole('progressbar', { name: 'Sync progress' });
  }

  async sync(): Promise<void> {
    await this.root.locator('button[data-shortcut="sync"]').click();
  }
}
