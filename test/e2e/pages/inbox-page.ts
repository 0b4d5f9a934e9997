// The Inbox and the page of one received message.
import type { Locator, Page } from 'playwright-core';

export class InboxPage {
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: /^(Received messages|Ontvangen berichten)$/ });
  }

  /** Opens the Inbox by its link in the navigation (named "Inbox", or "Inbox, 2 new" with arrivals). */
  async open(): Promise<this> {
    await this.page.locator('nav a[href="#/inbox"]').click();
    await this.page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
    return this;
  }

  /** The navigation's count of what arrived since the Inbox was last looked at ('' without any). */
  unread(): Promise<string> {
    return this.page
      .locator('nav a[href="#/inbox"] .unread-badge')
      .textContent({ timeout: 100 })
      .then((t) => t ?? '')
      .catch(() => '');
  }

  titles(): Promise<string[]> {
    return this.list.getByRole('listitem').getByRole('link').allTextContents();
  }

  async filterFamily(title: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Kind of message' }).selectOption({ label: title });
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search received messages' }).fill(text);
  }

  async openMessage(title: string): Promise<MessagePage> {
    await this.list.getByRole('link', { name: title, exact: true }).click();
    await this.page.getByRole('heading', { name: title, level: 1 }).waitFor();
    return new MessagePage(this.page);
  }
}

export class MessagePage {
  constructor(readonly page: Page) {}

  /** The facts shown as a term list at the top: Kind, Received, From… */
  async fact(term: string): Promise<string> {
    const dd = this.page
      .locator('.message-page > dl dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
    return (await dd.textContent()) ?? '';
  }

  /** The readable view of the message. */
  readable(): Locator {
    return this.page.getByRole('tabpanel');
  }

  /** A fact of the readable view's summary: Worker, Customer, Period, Rate… */
  async summary(term: string): Promise<string> {
    const dd = this.readable()
      .locator('.readable-summary dt', { hasText: term })
      .locator('xpath=following-sibling::dd[1]');
    // Intl writes "€ 23,40" with a no-break space.
    return ((await dd.textContent()) ?? '').replace(/\s/g, ' ');
  }

  /** The rows of the revision history, newest first, as "revision change by version". */
  async history(): Promise<string[][]> {
    const rows = this.page.locator('table.history').getByRole('row');
    const out: string[][] = [];
    for (const row of (await rows.all()).slice(1)) out.push(await row.getByRole('cell').allTextContents());
    return out;
  }

  async showPreview(format: 'JSON' | 'XML' | 'Readable'): Promise<void> {
    await this.page.getByRole('tab', { name: format }).click();
  }

  /** The preview's text as it is now (it is fetched after the tab is chosen). */
  previewText(format: 'JSON' | 'XML'): Promise<string> {
    return this.page
      .getByRole('textbox', { name: new RegExp(`^${format}( preview|-voorbeeld)$`) })
      .inputValue();
  }

  async useAsDraft(): Promise<void> {
    await this.page.getByRole('button', { name: 'Use as draft' }).click();
  }

  /** Ties the message's key to a relation, chosen by name where the key belongs to none. */
  async tieSender(relation: string): Promise<void> {
    await this.page
      .getByRole('combobox', { name: /^(Relation of this key|Relatie van deze sleutel)$/ })
      .selectOption({ label: relation });
    await this.page.getByRole('button', { name: /^(Tie to this relation|Koppelen)$/ }).click();
  }

  /** "Place someone" on a received order: the placement form opens from the order. */
  async placeSomeone(): Promise<void> {
    await this.page.getByRole('link', { name: /^(Place someone|Iemand plaatsen)$/ }).click();
    await this.page.locator('form.placement-editor .order-note').waitFor();
  }
}
