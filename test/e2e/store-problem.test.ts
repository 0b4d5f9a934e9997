// A damaged database said in the window: once the server knows its file is damaged, the clerk's next
// save shows, above every page, that nothing more is saved and (behind "details") which backup to
// restore and how.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnection } from '../../main/store/connection.ts';
import { filled, garblePages } from '../support/damaged-store.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { launchBrowser } from './support/browser.ts';

let browser: Browser;
let serve: ServeProcess;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await serve?.stop();
  await browser?.close();
});

describe('a damaged database', () => {
  it('is said above the page when a save meets it, with how to restore the newest backup', async () => {
    const { dir, file, ids } = await filled(1000);
    serve = await startServe(['--role', 'both', '--quiet', '--data', dir]);
    const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await page.goto(serve.uiUrl as string);
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true }).first();
    await name.waitFor();

    garblePages(file);
    // Another connection's write makes the server read the file again, and meet the damage.
    const other = openConnection(file);
    other.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('probe', '1', '')").run();
    other.close();
    const statuses = [];
    for (const id of ids) statuses.push((await fetch(`${serve.url}/purchase-to-pay/timecard/${id}`)).status);
    expect(statuses).toContain(503);

    await name.fill('Flex Uitzendbureau');
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    const alert = page.locator('.store-problem');
    await expect
      .poll(async () => (await alert.textContent()) ?? '')
      .toMatch(/The Workbench’s database is damaged\./);
    await alert.getByText('Details').click();
    await expect.poll(async () => (await alert.textContent()) ?? '').toMatch(/To restore the newest backup/);
  });
});
