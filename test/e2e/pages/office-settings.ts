// Settings › Office server: the office's address and this computer's key, how the connection stands,
// and a fetch now. Named in both languages, as the clerk may read either.
import type { Locator, Page } from 'playwright-core';

export class OfficeSettings {
  readonly section: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: /^(Office server|Kantoorserver)$/ });
  }

  /** Opens Settings by its link in the navigation. */
  async open(): Promise<this> {
    await this.page.locator('nav a[href="#/settings"]').click();
    await this.section.waitFor();
    return this;
  }

  address(): Locator {
    return this.section.getByLabel(/^(Address of the office server|Adres van de kantoorserver)$/);
  }

  key(): Locator {
    return this.section.getByLabel(/^(Key for this computer|Sleutel voor deze computer)$/);
  }

  /** Saves the address and key, which connects; resolves once the office has answered. */
  async connect(url: string, key: string): Promise<void> {
    await this.address().fill(url);
    await this.key().fill(key);
    await this.press(/^(Save and connect|Opslaan en verbinden)$/, 'PUT');
  }

  async fetchNow(): Promise<void> {
    await this.press(/^(Fetch messages now|Berichten nu ophalen)$/, 'POST');
  }

  /** The sentence that says how the connection stands. */
  async state(): Promise<string> {
    return (await this.section.getByRole('status').textContent()) ?? '';
  }

  /** The section's text as the clerk sees it, error included. */
  text(): Promise<string> {
    return this.section.innerText();
  }

  /**
   * Presses a button and waits for the management API's answer to the office call it makes (the
   * status bar asks GET /api/office meanwhile, so the method tells them apart).
   */
  private async press(name: RegExp, method: 'PUT' | 'POST'): Promise<void> {
    await Promise.all([
      this.page.waitForResponse(
        (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith('/api/office'),
      ),
      this.section.getByRole('button', { name }).click(),
    ]);
  }
}
