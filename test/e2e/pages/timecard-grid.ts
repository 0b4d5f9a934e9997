// The timecard editor inside the draft editor page (renderer/timecard/): the "Hours" region with its
// week grid and the "Allowances" region.
//
// Names, as a screen reader hears them (the browser's locale, en-US, writes the dates):
// - an hour cell: "<Weekday> <MM/DD/YYYY>, <hour type>", e.g. "Monday 11/16/2026, Normal hours";
// - totals (outputs): "Total <Weekday> <MM/DD/YYYY>", "Total <hour type>", "Week total";
// - week picker: buttons "Previous week" / "Next week", the date box "Week of"; "Copy last week";
// - a new hour type: the box "New hour type code" and the button "Add hour type";
// - each allowance is a group "Allowance <n>" with the fields Type, Date, Quantity, Amount, Currency,
//   Note and the buttons "Attach receipt" / "Replace receipt", "Save a copy", "Remove receipt".
import type { Locator, Page } from 'playwright-core';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const usDay = new Intl.DateTimeFormat('en-US', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The day `days` after a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const weekdayOf = (day: string) => weekdays[new Date(`${day}T00:00:00Z`).getUTCDay()] as string;

/** A day as the cells name it: "Monday 11/16/2026". */
export const dayName = (day: string) => `${weekdayOf(day)} ${usDay.format(new Date(`${day}T00:00:00Z`))}`;

export interface ReceiptFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export class TimecardGrid {
  constructor(readonly page: Page) {}

  /** Opens a draft in the draft editor, keeping the signed-in session. */
  async openDraft(id: string): Promise<this> {
    const url = new URL(this.page.url());
    url.hash = `#/drafts/${encodeURIComponent(id)}`;
    await this.page.goto(url.href);
    await this.hours.getByRole('heading', { name: 'Hours' }).waitFor();
    return this;
  }

  get hours(): Locator {
    return this.page.getByRole('region', { name: 'Hours' });
  }

  get allowances(): Locator {
    return this.page.getByRole('region', { name: 'Allowances' });
  }

  /** Goes to the week that holds `day`. */
  async goToWeekOf(day: string): Promise<void> {
    await this.hours.getByLabel('Week of').fill(day);
  }

  /** The cell of a day and an hour type, by the type's name ("Normal hours", or its code when unnamed). */
  cell(day: string, type: string): Locator {
    return this.hours.getByRole('textbox', { name: `${dayName(day)}, ${type}`, exact: true });
  }

  async addHourType(code: string): Promise<void> {
    await this.hours.getByLabel('New hour type code').fill(code);
    await this.hours.getByRole('button', { name: 'Add hour type' }).click();
  }

  /**
   * Types hours into consecutive days of one row as a keyboard user does: into the first day's cell,
   * then the right arrow to the next.
   */
  async typeRow(firstDay: string, code: string, hours: string[]): Promise<void> {
    await this.cell(firstDay, code).click();
    for (const [i, value] of hours.entries()) {
      if (i > 0) await this.page.keyboard.press('ArrowRight');
      await this.page.keyboard.type(value);
    }
    // Leave the last cell, so that it shows what it holds as the grid writes it.
    await this.page.keyboard.press('Tab');
  }

  /** The message a control shows about itself (a validation issue, a typing error), or null. */
  async problem(control: Locator): Promise<string | null> {
    const id = await control.getAttribute('aria-describedby');
    return id ? this.page.locator(`id=${id}`).textContent() : null;
  }

  /** The text of a total: "Week total", "Total Monday 11/16/2026", "Total Normal hours". */
  total(name: string): Promise<string | null> {
    return this.hours.getByLabel(name, { exact: true }).textContent();
  }

  /** The message shown after "Copy last week". */
  copyResult(): Locator {
    return this.hours.getByRole('status', { name: 'Copy result' });
  }

  allowance(n: number): Locator {
    return this.allowances.getByRole('group', { name: `Allowance ${n}`, exact: true });
  }

  /** Adds an allowance and returns it (the last one). */
  async addAllowance(): Promise<Locator> {
    const count = await this.allowances.getByRole('group').count();
    await this.allowances.getByRole('button', { name: 'Add allowance' }).click();
    return this.allowance(count + 1);
  }

  async fillAllowance(
    allowance: Locator,
    fields: { type?: string; date?: string; quantity?: string; amount?: string; note?: string },
  ): Promise<void> {
    const labels = { type: 'Type', date: 'Date', quantity: 'Quantity', amount: 'Amount', note: 'Note' };
    for (const [key, label] of Object.entries(labels)) {
      const value = fields[key as keyof typeof fields];
      if (value !== undefined) await allowance.getByLabel(label, { exact: true }).fill(value);
    }
  }

  /** Chooses a receipt file in the file picker the Attach (or Replace) button opens. */
  async attachReceipt(allowance: Locator, file: ReceiptFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await allowance.getByRole('button', { name: /^(Attach|Replace) receipt$/ }).click();
    await (await chooser).setFiles(file);
  }
}
