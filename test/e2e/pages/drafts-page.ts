// The Drafts page: new draft, search and family filter, the virtualised list, import by the file
// chooser or by dropping files.
import type { Locator, Page } from 'playwright-core';

export interface FileToImport {
  name: string;
  content: string;
}

const mimeOf = (name: string) => (name.endsWith('.xml') ? 'application/xml' : 'application/json');

export class DraftsPage {
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Drafts' });
  }

  async open(): Promise<this> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Drafts' })
      .click();
    await this.page.getByRole('heading', { name: 'Drafts', level: 1 }).waitFor();
    return this;
  }

  rows(): Locator {
    return this.list.getByRole('listitem');
  }

  row(title: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** The titles of the rows rendered (the virtual list renders those in view and a few more). */
  titles(): Promise<string[]> {
    return this.rows().getByRole('link').allTextContents();
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search drafts' }).fill(text);
  }

  async filterFamily(title: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Kind of message' }).selectOption({ label: title });
  }

  /** The list's other filters, by their labels: Customer, Worker, Week. */
  async filter(label: 'Customer' | 'Worker' | 'Week', value: string): Promise<void> {
    const field = this.page.getByLabel(label, { exact: true });
    if (label === 'Customer') await field.selectOption({ label: value });
    else await field.fill(value);
  }

  /** A row's cells: title, worker, customer, period, hours or amount, state, saved. */
  async cells(title: string): Promise<string[]> {
    return this.row(title)
      .first()
      .evaluate((li) => [...(li.firstElementChild?.children ?? [])].map((c) => (c.textContent ?? '').trim()));
  }

  /** Scrolls the list to its end, which asks the server for the next page. */
  async scrollToEnd(): Promise<void> {
    await this.list.evaluate((list) => {
      const scroller = list.parentElement;
      if (scroller) scroller.scrollTop = scroller.scrollHeight;
    });
  }

  async newDraft(familyTitle: string, { template = false } = {}): Promise<void> {
    await this.page.getByRole('combobox', { name: 'New draft family' }).selectOption({ label: familyTitle });
    await this.page.getByRole('checkbox', { name: 'From template' }).setChecked(template);
    await this.page.getByRole('button', { name: 'New draft' }).click();
  }

  async importAs(as: 'as drafts' | 'as received messages'): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Import as' }).selectOption({ label: as });
  }

  /** "Import files…" and the browser's file chooser. */
  async importByChooser(files: FileToImport[]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Import files…' }).click();
    await (await chooser).setFiles(
      files.map((f) => ({ name: f.name, mimeType: mimeOf(f.name), buffer: Buffer.from(f.content) })),
    );
  }

  /** Files dropped on the list, as a file manager's drag and drop delivers them. */
  async importByDrop(files: FileToImport[]): Promise<void> {
    // Built in the page (a DataTransfer cannot cross from Node); the files travel as JSON text.
    const list = JSON.stringify(files.map((f) => ({ ...f, type: mimeOf(f.name) })));
    const dataTransfer = await this.page.evaluateHandle(`(() => {
      const dt = new DataTransfer();
      for (const f of ${list}) dt.items.add(new File([f.content], f.name, { type: f.type }));
      return dt;
    })()`);
    const target = this.list;
    await target.dispatchEvent('dragenter', { dataTransfer });
    await target.dispatchEvent('dragover', { dataTransfer });
    await target.dispatchEvent('drop', { dataTransfer });
  }

  importResults(): Locator {
    return this.page.getByRole('region', { name: 'Import results' });
  }

  async duplicate(title: string): Promise<void> {
    await this.row(title)
      .first()
      .getByRole('button', { name: `Duplicate ${title}` })
      .click();
  }

  /** Deletes the first row of that title, confirming. */
  async delete(title: string): Promise<void> {
    this.page.once('dialog', (d) => void d.accept());
    await this.row(title)
      .first()
      .getByRole('button', { name: `Delete ${title}` })
      .click();
  }
}
