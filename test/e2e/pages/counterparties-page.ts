// The Counterparties page: the list, the add/edit form, test connection and delete.
import type { Locator, Page } from 'playwright-core';

export interface CounterpartyFields {
  name?: string;
  role?: 'supplier' | 'customer';
  baseUrl?: string;
  token?: string;
  submitMethod?: 'PUT' | 'POST';
  versionHeader?: 'standardVersionId' | 'setuVersionId';
  format?: 'JSON' | 'XML';
  timeoutMs?: number;
}

export class CounterpartiesPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Counterparties' })
      .click();
    await this.page.getByRole('heading', { name: 'Counterparties', level: 1 }).waitFor();
    return this;
  }

  form(): Locator {
    return this.page.getByRole('form');
  }

  async startAdding(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add counterparty' }).first().click();
    return this.page.getByRole('form', { name: 'New counterparty' });
  }

  async startEditing(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edit ${name}` }).click();
    return this.page.getByRole('form', { name: `Edit ${name}` });
  }

  async fill(form: Locator, f: CounterpartyFields): Promise<void> {
    if (f.name !== undefined) await form.getByLabel('Name', { exact: true }).fill(f.name);
    if (f.role) await form.getByLabel('Role it implements').selectOption(f.role);
    if (f.baseUrl !== undefined) await form.getByLabel('Base URL').fill(f.baseUrl);
    if (f.token !== undefined) await form.getByLabel('Token', { exact: true }).fill(f.token);
    if (f.submitMethod) await form.getByLabel('Submit method').selectOption(f.submitMethod);
    if (f.versionHeader) await form.getByLabel('Version header').selectOption(f.versionHeader);
    if (f.format) await form.getByLabel('Format').selectOption({ label: f.format });
    if (f.timeoutMs !== undefined) await form.getByLabel('Timeout (ms)').fill(String(f.timeoutMs));
  }

  /** The family checkboxes of the form that are checked, by title. */
  async checkedFamilies(form: Locator): Promise<string[]> {
    const boxes = await form.getByRole('group', { name: 'Families accepted' }).getByRole('checkbox').all();
    const out: string[] = [];
    for (const box of boxes)
      if (await box.isChecked()) out.push((await box.locator('xpath=..').textContent()) ?? '');
    return out.map((t) => t.trim());
  }

  async setFamily(form: Locator, title: string, on: boolean): Promise<void> {
    await form
      .getByRole('group', { name: 'Families accepted' })
      .getByRole('checkbox', { name: title })
      .setChecked(on);
  }

  async add(f: CounterpartyFields): Promise<void> {
    const form = await this.startAdding();
    await this.fill(form, f);
    await form.getByRole('button', { name: 'Add counterparty' }).click();
  }

  async edit(name: string, f: CounterpartyFields): Promise<void> {
    const form = await this.startEditing(name);
    await this.fill(form, f);
    await form.getByRole('button', { name: 'Save changes' }).click();
  }

  row(name: string): Locator {
    return this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name, exact: true }) });
  }

  /** The row's cells as shown: role, base URL, families, token, dialect. */
  cells(name: string): Promise<string[]> {
    return this.row(name).getByRole('cell').allTextContents();
  }

  /** What the row says after an action (test connection, a refused delete). */
  note(name: string): Locator {
    return this.page.getByRole('status', { name: `${name} status` });
  }

  async testConnection(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Test connection to ${name}` }).click();
  }

  async delete(name: string): Promise<void> {
    this.page.once('dialog', (d) => void d.accept());
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
  }
}
