// The Relations page: the list, the add/edit form (what the relation does for the agency, its address
// and key, technical settings folded away), test connection and delete.
import type { Locator, Page } from 'playwright-core';

export interface CounterpartyFields {
  name?: string;
  /** The first words of the kind of relation: "A customer's back office", "Something else". */
  kind?: string;
  baseUrl?: string;
  /** The first words of how we sign in: "With a key", "With a client id and secret". */
  signIn?: string;
  token?: string;
  headerName?: string;
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  scope?: string;
  /** '' goes back to the default: as the official OpenAPI has it. */
  submitMethod?: 'PUT' | 'POST' | '';
  /** A family's submit method by its name in the form ("Timecard"); '' follows the general one. */
  submitMethodFor?: Record<string, 'PUT' | 'POST' | ''>;
  /** '' goes back to the default: both names. */
  versionHeader?: 'standardVersionId' | 'setuVersionId' | '';
  charsetParameter?: boolean;
  format?: 'JSON' | 'XML';
  timeoutSeconds?: number;
}

export class CounterpartiesPage {
  constructor(readonly page: Page) {}

  async open(): Promise<this> {
    await this.page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Relations' })
      .click();
    await this.page.getByRole('heading', { name: 'Relations', level: 1 }).waitFor();
    return this;
  }

  form(): Locator {
    return this.page.getByRole('form');
  }

  async startAdding(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add a relation' }).click();
    return this.page.getByRole('form', { name: 'New relation' });
  }

  async startEditing(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Edit ${name}` }).click();
    return this.page.getByRole('form', { name: `Edit ${name}` });
  }

  async fill(form: Locator, f: CounterpartyFields): Promise<void> {
    if (f.name !== undefined) await form.getByLabel('Name', { exact: true }).first().fill(f.name);
    if (f.kind) await form.getByRole('radio', { name: f.kind }).check();
    if (f.baseUrl !== undefined) await form.getByLabel('Address of its SETU connection').fill(f.baseUrl);
    if (f.signIn) await form.getByRole('radio', { name: f.signIn }).check();
    // A key is asked for once a sign-in with a key is chosen; a key alone means the usual one.
    const key = form.getByLabel('Key', { exact: true });
    if (f.token !== undefined && !(await key.isVisible()))
      await form.getByRole('radio', { name: 'With a key the customer gave us' }).check();
    if (f.headerName !== undefined) await form.getByLabel('Name of the header').fill(f.headerName);
    if (f.token !== undefined) await key.fill(f.token);
    if (f.tokenUrl !== undefined) await form.getByLabel('Address of the sign-in server').fill(f.tokenUrl);
    if (f.clientId !== undefined) await form.getByLabel('Client id', { exact: true }).fill(f.clientId);
    if (f.clientSecret !== undefined)
      await form.getByLabel('Client secret', { exact: true }).fill(f.clientSecret);
    if (f.scope !== undefined) await form.getByLabel(/^Scope/).fill(f.scope);
    if (
      f.submitMethod !== undefined ||
      f.submitMethodFor ||
      f.versionHeader !== undefined ||
      f.format ||
      f.charsetParameter !== undefined ||
      f.timeoutSeconds !== undefined
    ) {
      const technical = form.locator('details.technical');
      if ((await technical.getAttribute('open')) === null)
        await technical.locator(':scope > summary').click();
    }
    if (f.submitMethod !== undefined)
      await form.getByLabel('How new messages are sent').selectOption(f.submitMethod);
    if (f.submitMethodFor) {
      const perFamily = form.locator('details.technical details');
      if ((await perFamily.getAttribute('open')) === null)
        await perFamily.locator(':scope > summary').click();
      for (const [name, method] of Object.entries(f.submitMethodFor))
        await perFamily.getByLabel(name).selectOption(method);
    }
    if (f.versionHeader !== undefined) await form.getByLabel('Version header').selectOption(f.versionHeader);
    if (f.format) await form.getByLabel('Format').selectOption({ label: f.format });
    if (f.charsetParameter !== undefined)
      await form.getByRole('checkbox', { name: /charset=utf-8/ }).setChecked(f.charsetParameter);
    if (f.timeoutSeconds !== undefined)
      await form.getByLabel('Wait at most (seconds)').fill(String(f.timeoutSeconds));
  }

  /** What the relation receives, as the form's checkboxes say it (the "Something else" kind). */
  async received(form: Locator): Promise<string[]> {
    const boxes = await form.getByRole('group', { name: 'It receives our' }).getByRole('checkbox').all();
    const out: string[] = [];
    for (const box of boxes)
      if (await box.isChecked()) out.push((await box.locator('xpath=..').textContent()) ?? '');
    return out.map((t) => t.trim());
  }

  async add(f: CounterpartyFields): Promise<void> {
    const form = await this.startAdding();
    await this.fill(form, f);
    await form.getByRole('button', { name: 'Add the relation' }).click();
  }

  async edit(name: string, f: CounterpartyFields): Promise<void> {
    const form = await this.startEditing(name);
    await this.fill(form, f);
    await form.getByRole('button', { name: 'Save changes' }).click();
  }

  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** The row's cells as shown: what it does, its address, its key. */
  cells(name: string): Promise<string[]> {
    return this.row(name).getByRole('cell').allTextContents();
  }

  /** What the row says after an action (test connection, a refused delete). */
  note(name: string): Locator {
    return this.page.getByRole('status', { name: `${name} status` });
  }

  /** After Test connection: per message type, whether the relation's system takes it, as rows of words. */
  async probes(name: string): Promise<string[][]> {
    const table = this.page.getByRole('table', { name: `What the system of ${name} takes` });
    return Promise.all(
      (await table.locator('tbody tr').all()).map((row) => row.locator('th, td').allTextContents()),
    );
  }

  /** Chooses a file for one of the certificate buttons ("Choose a PKCS#12 file…") through the file picker. */
  async chooseFile(form: Locator, button: string, file: string): Promise<void> {
    const certificates = form.locator('details.certificates');
    if ((await certificates.getAttribute('open')) === null) await certificates.locator('summary').click();
    const chooser = this.page.waitForEvent('filechooser');
    await form.getByRole('button', { name: button }).click();
    await (await chooser).setFiles(file);
  }

  async testConnection(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Test connection to ${name}` }).click();
  }

  async delete(name: string): Promise<void> {
    this.page.once('dialog', (d) => void d.accept());
    await this.page.getByRole('button', { name: `Delete ${name}` }).click();
  }
}
