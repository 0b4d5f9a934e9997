// The week page (Hours): the grid of one ISO week, its row menus, filling empty rows with the
// schedule's normal hours or everything as last week, "Queue all".
import type { Locator, Page } from 'playwright-core';

export class WeekPage {
  readonly grid: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.grid = page.locator('.hours-grid');
    this.status = page.locator('.week-status');
  }

  /** Opens a week through the navigation and the week field, as a person would. */
  async open(week: string): Promise<this> {
    await this.page.getByRole('navigation').getByRole('link', { name: 'Hours' }).click();
    await this.page.locator('input[type="week"]').fill(week);
    await this.page
      .getByRole('heading', { name: `Hours, week ${Number(week.slice(6))}`, level: 1 })
      .waitFor();
    await this.grid.locator('tbody input').first().waitFor();
    return this;
  }

  async fillAll(): Promise<void> {
    await this.page.getByRole('button', { name: 'Normal hours from the schedule' }).click();
  }

  async copyAll(): Promise<void> {
    await this.page.getByRole('button', { name: 'Everything as last week' }).click();
  }

  async queueAll(): Promise<void> {
    await this.page.getByRole('button', { name: 'Queue all' }).click();
  }

  /** Scrolls the grid until a worker's line is rendered (only the lines in view are). */
  async line(worker: string, type = 'Normal hours'): Promise<Locator> {
    const cells = this.grid.locator(`tbody input[aria-label^="${type} on "][aria-label$=" for ${worker}"]`);
    await this.grid.evaluate((el) => el.scrollTo(0, 0));
    for (let i = 0; i < 50 && (await cells.count()) === 0; i++)
      await this.grid.evaluate((el) => el.scrollBy(0, 300));
    await cells.first().waitFor();
    return cells.first().locator('xpath=ancestor::tr');
  }

  /** A worker's hour cell on the day `col` (0 = Monday). */
  async cell(worker: string, col: number, type?: string): Promise<Locator> {
    return (await this.line(worker, type)).locator(`input[data-col="${col}"]`);
  }

  async total(): Promise<string> {
    return (await this.page.locator('.week-total').textContent()) ?? '';
  }

  async state(worker: string): Promise<string> {
    const line = await this.line(worker);
    return (await line.locator('.row-state').textContent()) ?? '';
  }

  /** Opens a worker's row menu and clicks one of its items. */
  async menu(worker: string, item: string | RegExp): Promise<void> {
    const line = await this.line(worker);
    await line.getByText('⋯').click();
    await line.getByRole('button', { name: item }).click();
  }
}
