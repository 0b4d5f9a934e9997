// The Placements page: the list, its search, and the spreadsheet import.
import type { Locator, Page } from 'playwright-core';

export class PlacementsPage {
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Placements' });
  }

  async open(): Promise<this> {
    await this.page.getByRole('navigation').getByRole('link', { name: 'Placements' }).click();
    await this.page.getByRole('heading', { name: 'Placements', level: 1 }).waitFor();
    return this;
  }

  /** Chooses a spreadsheet in the file picker "Import spreadsheet…" opens. */
  async importSheet(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Import spreadsheet…' }).click();
    await (await chooser).setFiles(file);
  }

  /** Searches as a person types it; the list answers from the server. */
  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search by worker, customer or number' }).fill(text);
  }

  async notice(): Promise<string> {
    return (await this.page.locator('.placements-page > [role="status"]').textContent()) ?? '';
  }

  /** The workers of the rows in view (the list renders only those). */
  async workers(): Promise<string[]> {
    return this.list.locator('li a').allTextContents();
  }

  /** How many placements the list holds, as it tells assistive technology. */
  async count(): Promise<number> {
    const first = this.list.locator('li').first();
    return (await first.count()) === 0 ? 0 : Number(await first.getAttribute('aria-setsize'));
  }
}
