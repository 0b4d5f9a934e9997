// The draft editor (#/drafts/<id>): the generated form, found by the JSON Pointer each control
// carries (`data-pointer`; groups and lists carry `data-group`), a filler that types a whole message
// into it as a person would, the save status, the issues, the preview, queueing and the draft actions.
import type { Download, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const attr = (name: string, value: string) => `[${name}=${JSON.stringify(value)}]`;
const child = (pointer: string, token: string | number) =>
  `${pointer}/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Text the form's untyped fields store as text; anything else is typed as JSON. */
function anyText(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  try {
    JSON.parse(value);
    return JSON.stringify(value);
  } catch {
    return value;
  }
}

export class EditorPage {
  constructor(readonly page: Page) {}

  async open(id: string): Promise<this> {
    await this.page.evaluate(`location.hash = ${JSON.stringify(`#/drafts/${encodeURIComponent(id)}`)}`);
    await this.page.locator(`.draft-editor${attr('data-draft', id)} h1`).waitFor();
    return this;
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** The control of a single value. */
  control(pointer: string): Locator {
    return this.page.locator(attr('data-pointer', pointer));
  }

  /** A group, list or table row. */
  group(pointer: string): Locator {
    return this.page.locator(attr('data-group', pointer));
  }

  /** Whether the generic form shows the member at a pointer (a purpose-built editor may show it instead). */
  async shows(pointer: string): Promise<boolean> {
    return (
      (await this.page.locator(`${attr('data-pointer', pointer)}, ${attr('data-group', pointer)}`).count()) >
      0
    );
  }

  /** The issues shown at a field, as its error list reads (`Number is required`). */
  issuesAt(pointer: string): Locator {
    return this.page.locator(`${attr('id', `field${pointer}-issues`)} li`);
  }

  saveState(): Promise<string | null> {
    return this.page.locator('.save-status').getAttribute('data-state');
  }

  /** Waits until the server has everything typed. */
  async saved(): Promise<void> {
    await expect.poll(() => this.saveState(), { timeout: 15_000 }).toBe('saved');
  }

  summary(): Locator {
    return this.page.locator('.issue-summary');
  }

  /** Types a value at a pointer: groups member by member, lists item by item (adding or removing items). */
  async fill(pointer: string, value: unknown): Promise<void> {
    if (Array.isArray(value)) return this.fillList(pointer, value);
    if (isObject(value)) return this.fillGroup(pointer, value);
    return this.fillValue(pointer, value);
  }

  private async fillList(pointer: string, items: unknown[]): Promise<void> {
    const list = this.group(pointer);
    const count = async () => Number(await list.getAttribute('data-count'));
    for (let n = await count(); n < items.length; n++) {
      await this.page.locator(attr('data-add', pointer)).click();
      await expect.poll(count).toBe(n + 1);
    }
    for (let n = await count(); n > items.length; n--) {
      await this.page.locator(attr('data-remove', child(pointer, n - 1))).click();
      await expect.poll(count).toBe(n - 1);
    }
    for (const [i, item] of items.entries()) await this.fill(child(pointer, i), item);
  }

  private async fillGroup(pointer: string, value: Json): Promise<void> {
    let fixed: Json = {};
    const kind = this.page.locator(`${attr('data-pointer', pointer)}[data-kind="choice"]`);
    if ((await kind.count()) > 0) {
      const options = await kind
        .locator('option')
        .evaluateAll((os) =>
          os.map((o) => ({ value: o.getAttribute('value') ?? '', consts: o.getAttribute('data-consts') })),
        );
      const match = options.find((o) => {
        const consts = JSON.parse(o.consts ?? 'null') as Json | null;
        return consts && Object.entries(consts).every(([k, c]) => value[k] === c);
      });
      if (!match) throw new Error(`no kind at ${pointer} matches ${JSON.stringify(value)}`);
      await kind.selectOption(match.value);
      fixed = JSON.parse(match.consts as string) as Json;
    }
    for (const [k, v] of Object.entries(value)) {
      if (k in fixed) continue;
      // A member the schema does not name, in a group that allows others: added by its name first.
      const other = this.page.locator(attr('data-new-member-of', pointer));
      if (!(await this.shows(child(pointer, k))) && (await other.count()) > 0) {
        await other.fill(k);
        await this.page.locator(attr('data-add-member', pointer)).click();
        // Its value, whatever its shape, is typed as text or JSON.
        await this.fillValue(child(pointer, k), v);
      } else await this.fill(child(pointer, k), v);
    }
  }

  private async fillValue(pointer: string, value: unknown): Promise<void> {
    const control = this.control(pointer);
    const kind = await control.getAttribute('data-kind');
    switch (kind) {
      case 'checkbox':
        // Set both ways, so that `false` is stated rather than left unset.
        await control.setChecked(!value);
        await control.setChecked(value === true);
        return;
      case 'select':
      case 'boolean-choice':
        await control.selectOption(String(value));
        return;
      case 'date-time':
      case 'time': {
        const [, clock = '', zone = ''] = /^(.*?)(Z|[+-]\d{2}:\d{2})?$/.exec(String(value)) ?? [];
        await control.fill(clock.replace(/(\d{2}:\d{2}):00$/, '$1'));
        await this.page.locator(attr('data-zone-of', pointer)).selectOption(zone);
        return;
      }
      case 'const':
        expect(await control.inputValue(), pointer).toBe(String(value));
        return;
      case 'any':
        await control.fill(anyText(value));
        return;
      default:
        if (kind === null) throw new Error(`no control at ${pointer}`);
        await control.fill(String(value));
    }
  }

  /** Clears a single value, as select-all and delete would. */
  async clear(pointer: string): Promise<void> {
    await this.control(pointer).fill('');
  }

  async queue(counterparty: string, operation: 'submit' | 'update' | 'delete' = 'submit'): Promise<void> {
    const panel = this.queuePanel();
    await panel.getByRole('combobox', { name: 'Relation' }).selectOption(counterparty);
    await panel.getByRole('combobox', { name: 'Operation' }).selectOption(operation);
    await panel.getByRole('button', { name: 'Queue', exact: true }).click();
  }

  queuePanel(): Locator {
    return this.page.getByRole('region', { name: 'Queue for sending' });
  }

  queueButton(): Locator {
    return this.queuePanel().getByRole('button', { name: 'Queue', exact: true });
  }

  preview(): Locator {
    return this.page.getByRole('region', { name: 'Preview' });
  }

  async previewText(format: 'json' | 'xml'): Promise<string> {
    const preview = this.preview();
    await preview.getByRole('tab', { name: format.toUpperCase() }).click();
    return preview.getByRole('textbox', { name: `${format.toUpperCase()} preview` }).inputValue();
  }

  async export(format: 'json' | 'xml'): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: `Export ${format.toUpperCase()}` }).click(),
    ]);
    return download;
  }
}
