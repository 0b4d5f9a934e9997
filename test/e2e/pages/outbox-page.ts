// The Outbox (entries not yet sent, Sync with its progress, Retry, Cancel, details) and Sent pages.
import type { Locator, Page } from 'playwright-core';

export interface EntryRow {
  title: string;
  counterparty: string;
  worker: string;
  period: string;
  total: string;
  state: string;
  result: string;
}

/** Opens a section by its link in the navigation (its address: the same in every language). */
async function open(page: Page, section: 'outbox' | 'sent'): Promise<void> {
  await page.locator(`nav a[href="#/${section}"]`).click();
  await page.locator('main h1').waitFor();
}

/** The cells of each rendered row, in the order the page shows them. */
const cellsOf = (list: Locator) =>
  list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => [...(li.firstElementChild?.children ?? [])].map((c) => (c.textContent ?? '').trim())),
    );

export class OutboxPage {
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: /^(Outbox entries|Berichten in de wachtrij)$/ });
  }

  async open(): Promise<this> {
    await open(this.page, 'outbox');
    return this;
  }

  async entries(): Promise<EntryRow[]> {
    return (await cellsOf(this.list)).map(([title, counterparty, worker, period, total, state, result]) => ({
      title: title ?? '',
      counterparty: counterparty ?? '',
      worker: worker ?? '',
      period: period ?? '',
      total: total ?? '',
      state: state ?? '',
      result: result ?? '',
    }));
  }

  async filterCounterparty(name: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Relation' }).selectOption({ label: name });
  }

  /** "Sync all", or "Sync <name>" when the list shows one counterparty. */
  async sync(name = 'all'): Promise<void> {
    await this.page.getByRole('button', { name: `Sync ${name}`, exact: true }).click();
  }

  run(): Locator {
    return this.page.getByRole('region', { name: 'Sync run' });
  }

  async runText(): Promise<string> {
    return (await this.run().getByRole('status').textContent()) ?? '';
  }

  progress(): Locator {
    return this.run().getByRole('progressbar', { name: 'Sync progress' });
  }

  private row(title: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: title });
  }

  async retry(title: string): Promise<void> {
    await this.row(title)
      .getByRole('button', { name: `Retry ${title}` })
      .click();
  }

  async cancel(title: string): Promise<void> {
    this.page.once('dialog', (d) => void d.accept());
    await this.row(title)
      .getByRole('button', { name: `Cancel ${title}` })
      .click();
  }

  /** Opens the entry's details and returns them, with the technical detail unfolded. */
  async details(title: string): Promise<Locator> {
    await this.row(title)
      .getByRole('button', { name: `Details of ${title}` })
      .click();
    const details = this.page.getByRole('region', { name: title });
    await details.locator('.error-text > details > summary').click();
    return details;
  }
}

export class SentPage {
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Sent entries' });
  }

  async open(): Promise<this> {
    await open(this.page, 'sent');
    return this;
  }

  /** Title, relation, worker, period, hours or amount, how it was taken, time of each rendered row. */
  rows(): Promise<string[][]> {
    return cellsOf(this.list);
  }
}
