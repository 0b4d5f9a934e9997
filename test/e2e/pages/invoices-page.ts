// The invoice pages as the clerk uses them, in either language: Facturen (the list, its CSV), Factureren
// (a period's concepts) and one invoice (its sheet, the next step, printing).
import type { Locator, Page } from 'playwright-core';

const words = {
  nl: {
    invoices: 'Facturen',
    run: 'Factureren',
    week: 'Week',
    year: 'Jaar',
    customer: 'Klant',
    propose: 'Facturen voorstellen',
    issueDate: 'Factuurdatum',
    make: 'Factuur maken (nummer geven)',
    queue: 'Naar de klant versturen',
    export: 'Exporteren als CSV',
    sheet: 'De factuur zoals de klant hem leest',
  },
  en: {
    invoices: 'Invoices',
    run: 'Invoice a period',
    week: 'Week',
    year: 'Year',
    customer: 'Customer',
    propose: 'Propose invoices',
    issueDate: 'Invoice date',
    make: 'Make the invoice (give it its number)',
    queue: 'Send to the customer',
    export: 'Export as CSV',
    sheet: 'The invoice as the customer reads it',
  },
};
export type Words = (typeof words)['nl'];

/** The sheet's total due, as it shows it ("€ 65.703,00"). */
export async function payableOf(sheet: Locator): Promise<string> {
  return ((await sheet.locator('.sheet-payable dd').textContent()) ?? '').replace(/\s/g, ' ').trim();
}

export class InvoicesPage {
  readonly w: Words;

  constructor(
    readonly page: Page,
    language: 'nl' | 'en',
  ) {
    this.w = words[language];
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: this.w.invoices, exact: true });
  }

  get sheet(): Locator {
    return this.page.getByRole('article', { name: this.w.sheet });
  }

  heading(): Locator {
    return this.page.locator('main h1');
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation').getByRole('link', { name: this.w.invoices, exact: true }).click();
    // An empty list has no height, so the page is known by its heading.
    await this.page.getByRole('heading', { level: 1, name: this.w.invoices, exact: true }).waitFor();
  }

  /** Factureren for an ISO week and one customer; answers the status it says. */
  async propose(year: string, week: number, customer: string): Promise<string> {
    await this.page.getByRole('link', { name: this.w.run, exact: true }).click();
    const form = this.page.locator('form.run-form');
    await form.waitFor();
    await form.getByLabel(this.w.year, { exact: true }).fill(year);
    await form.getByLabel(this.w.week, { exact: true }).fill(String(week));
    await form.getByLabel(this.w.customer, { exact: true }).selectOption({ label: customer });
    await form.getByRole('button', { name: this.w.propose }).click();
    const status = this.page.locator('main [role="status"]');
    await status.waitFor();
    return (await status.textContent()) ?? '';
  }

  /** The rows of the list as shown: number, customer, period, amount, state. */
  rows(): Promise<string[][]> {
    return this.list
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((li) =>
          [...(li.firstElementChild?.children ?? [])].map((c) =>
            (c.textContent ?? '').replace(/\s/g, ' ').trim(),
          ),
        ),
      );
  }

  async make(issueDate: string): Promise<void> {
    await this.page.getByLabel(this.w.issueDate, { exact: true }).fill(issueDate);
    await this.page.getByRole('button', { name: this.w.make }).click();
    await this.page.getByRole('button', { name: this.w.queue }).waitFor();
  }

  async queue(): Promise<void> {
    await this.page.getByRole('button', { name: this.w.queue }).click();
  }

  /** The invoice page printed by Chromium to PDF on A4: its number of pages. */
  async printedPages(): Promise<number> {
    const pdf = (await this.page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
    return pdf.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  }

  /** The CSV the list exports, as the browser downloads it. */
  async exportCsv(): Promise<Buffer> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: this.w.export }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
