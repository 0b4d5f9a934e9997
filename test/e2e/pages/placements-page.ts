// The Placements page: the list, its search, and the spreadsheet import with its preview.
import type { Locator, Page } from 'playwright-core';

/** The page's name in English and Dutch. */
const PLACEMENTS = /^(Placements|Plaatsingen)$/;

export class PlacementsPage {
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: PLACEMENTS });
  }

  async open(): Promise<this> {
    await this.page.getByRole('navigation').getByRole('link', { name: PLACEMENTS }).click();
    await this.page.getByRole('heading', { name: PLACEMENTS, level: 1 }).waitFor();
    return this;
  }

  /** Chooses a spreadsheet in the file picker "Import spreadsheet…" opens; its preview shows. */
  async importSheet(file: { name: string; mimeType: string; buffer: Buffer }): Promise<ImportPreview> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: /^(Import spreadsheet…|Spreadsheet importeren…)$/ }).click();
    await (await chooser).setFiles(file);
    const preview = new ImportPreview(this.page);
    await preview.root.waitFor();
    return preview;
  }

  /** Searches as a person types it; the list answers from the server. */
  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Search by worker, customer or number' }).fill(text);
  }

  /** What the page said of the last import (its status line). */
  async notice(): Promise<string> {
    return (await this.page.locator('.placements-page > [role="status"]').textContent()) ?? '';
  }

  /** The workers of the rows in view (the list renders only those). */
  async workers(): Promise<string[]> {
    return this.list.locator('li a').allTextContents();
  }

  async openPlacement(worker: string): Promise<void> {
    await this.list.getByRole('link', { name: worker }).click();
    await this.page.getByRole('heading', { name: `Placement of ${worker}`, level: 1 }).waitFor();
  }

  /** How many placements the list holds, as it tells assistive technology. */
  async count(): Promise<number> {
    const first = this.list.locator('li').first();
    return (await first.count()) === 0 ? 0 : Number(await first.getAttribute('aria-setsize'));
  }
}

/** A spreadsheet's rows before anything is stored: what each would do, and the clerk's choice. */
export class ImportPreview {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('section.import-preview');
  }

  /** Each row as "worker | already here | choice | what changes". */
  async rows(): Promise<string[][]> {
    const out: string[][] = [];
    for (const row of await this.root.locator('tbody tr').all()) {
      const cells = row.getByRole('cell');
      const found = (await cells.nth(3).textContent()) ?? '';
      const select = row.getByRole('combobox');
      const chosen = (await select.locator('option:checked').textContent()) ?? '';
      const changes = (await cells.nth(4).locator('.muted').allTextContents()).join(' ');
      out.push([(await row.getByRole('rowheader').textContent()) ?? '', found, chosen, changes]);
    }
    return out;
  }

  /** What importing would do, as the preview says it. */
  async outcome(): Promise<string> {
    return (await this.root.getByRole('status').textContent()) ?? '';
  }

  /** Chooses what to do with a row, by its select's label ("What to do with row 3 (Jan)"). */
  async choose(row: number, option: string): Promise<void> {
    await this.root
      .getByRole('combobox', { name: new RegExp(`\\b${row}\\b`) })
      .selectOption({ label: option });
  }

  async confirm(): Promise<void> {
    await this.root.getByRole('button', { name: /^(Import|Importeren)$/ }).click();
    await this.root.waitFor({ state: 'detached' });
  }
}

/** The placement form: fields by their labels, typed key by key as a person types. */
export class PlacementForm {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form.placement-editor');
  }

  static async add(page: Page): Promise<PlacementForm> {
    await page.getByRole('link', { name: 'Add placement' }).click();
    await page.getByRole('heading', { name: 'New placement', level: 1 }).waitFor();
    return new PlacementForm(page);
  }

  private typed(input: Locator) {
    return {
      input,
      fill: async (text: string) => {
        if ((await input.getAttribute('type')) === 'date' || (await input.getAttribute('type')) === 'time')
          return input.fill(text);
        await input.fill('');
        await input.pressSequentially(text);
      },
    };
  }

  field(label: string) {
    return this.typed(this.form.getByLabel(label, { exact: true }));
  }

  /** The amount of an hour rate, by the type's name. */
  rate(type: string) {
    return this.typed(this.form.getByRole('textbox', { name: `Amount (€) ${type}`, exact: true }));
  }

  /** The hours of a weekday in the schedule. */
  schedule(day: string) {
    return this.typed(this.form.getByRole('textbox', { name: `Hours on ${day}`, exact: true }));
  }

  async customer(name: string): Promise<void> {
    await this.form.getByLabel('Customer', { exact: true }).selectOption({ label: name });
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Save placement' }).click();
  }

  async status(): Promise<string> {
    return (await this.form.getByRole('status').textContent()) ?? '';
  }

  /** The error the form shows at a field (the element the field's aria-describedby names). */
  async error(label: string): Promise<string> {
    const id = await this.form.getByLabel(label, { exact: true }).getAttribute('aria-describedby');
    return id ? ((await this.page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
  }

  async focusedLabel(): Promise<string> {
    return this.page.evaluate('document.activeElement.labels?.[0]?.textContent ?? ""');
  }
}

/** Below a placement's form: deleting one never sent, ending or withdrawing one sent. */
export class PlacementEnding {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('section.placement-ending');
  }

  async text(): Promise<string> {
    return (await this.root.textContent()) ?? '';
  }

  /** Presses the action ("Delete placement…"), then the answer to its question ("Yes, delete it"). */
  async confirm(action: RegExp, yes: RegExp): Promise<void> {
    await this.root.getByRole('button', { name: action }).click();
    await this.root.getByRole('button', { name: yes }).click();
  }
}
