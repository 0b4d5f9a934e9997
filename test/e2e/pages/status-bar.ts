// The status bar at the top of every page: online/offline, entries to sync, Sync and its progress.
import type { Locator, Page } from 'playwright-core';

export class StatusBar {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('region', { name: 'Sync status' });
  }

  /** "Online", "Offline", or "Offline: <name> unreachable". */
  async connectivity(): Promise<string> {
    return (await this.root.getByRole('status').first().textContent()) ?? '';
  }

  async toSync(): Promise<number> {
    const text = await this.root.getByRole('link', { name: /to sync$/ }).textContent();
    return Number(text?.split(' ')[0]);
  }

  progress(): Locator {
    return this.root.getByRole('progressbar', { name: 'Sync progress' });
  }

  async sync(): Promise<void> {
    await this.root.getByRole('button', { name: 'Sync', exact: true }).click();
  }
}
