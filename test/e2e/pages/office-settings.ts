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

  /** Saves the address and key, which connects; resolves once the office has answered. */
  async connect(url: string, key: string): Promise<void> {
    await this.address().fill(url);
    await this.section.getByLabel(/^(Key for this computer|Sleutel voor deze computer)$/).fill(key);
    await this.section.getByRole('button', { name: /^(Save and connect|Opslaan en verbinden)$/ }).click();
    await this.answered();
  }

  async fetchNow(): Promise<void> {
    await this.section.getByRole('button', { name: /^(Fetch messages now|Berichten nu ophalen)$/ }).click();
    await this.answered();
  }

  /** The sentence that says how the connection stands. */
  async state(): Promise<string> {
    return (await this.section.getByRole('status').textContent()) ?? '';
  }

  /** The section's text as the clerk sees it, error included. */
  text(): Promise<string> {
    return this.section.innerText();
  }

  /** While the office is asked, the buttons are disabled; they are enabled again once it answered. */
  private async answered(): Promise<void> {
    await this.section.locator('button[type="submit"]:not([disabled])').waitFor();
  }
}
