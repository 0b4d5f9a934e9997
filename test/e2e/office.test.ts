// A desktop that receives through its agency's office server, in Chromium and in both languages: the
// office is `serve --store postgresql://…` with a desktop key made by `key add NAME --desktop`; the
// clerk enters its address and the key under Settings → Office server and sees the connection there
// and in the status bar; what a counterparty PUTs to the office arrives in the Inbox once, whether
// fetched from Settings or by Sync, and fetching again adds nothing.
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { cli } from '../support/cli.ts';
import { exampleMessage, variant } from '../support/examples.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { freshSchema } from '../support/stores.ts';
import { InboxPage } from './pages/inbox-page.ts';
import { OfficeSettings } from './pages/office-settings.ts';
import { StatusBar } from './pages/status-bar.ts';
import { launchBrowser } from './support/browser.ts';
import { foreignTexts, seriousViolations, shows } from './support/languages.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

const TC = '/purchase-to-pay/timecard';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A key made on the office's database as its administrator makes one; printed on stdout. */
async function addKey(url: string, ...args: string[]): Promise<string> {
  const { code, stdout, stderr } = await cli('key', 'add', ...args, '--store', url);
  expect(code, stderr).toBe(0);
  return stdout.trim();
}

describe.each([
  {
    locale: 'en-US',
    language: 'en' as const,
    refused: 'Office: key refused',
    connected: 'Office: connected',
    one: '1 new change',
    none: 'no new messages',
    from: 'acme, through the office server',
  },
  {
    locale: 'nl-NL',
    language: 'nl' as const,
    refused: 'Kantoor: sleutel geweigerd',
    connected: 'Kantoor: verbonden',
    one: '1 nieuwe wijziging',
    none: 'geen nieuwe berichten',
    from: 'acme, via de kantoorserver',
  },
])('a desktop receiving through its office, in $locale', ({ locale, language, ...words }) => {
  let office: ServeProcess;
  let dropSchema: () => Promise<void>;
  let deskKey: string;
  let acmeKey: string;
  let app: WorkbenchApp;
  beforeAll(async () => {
    const schema = await freshSchema();
    dropSchema = schema.drop;
    deskKey = await addKey(schema.url, 'front desk', '--desktop');
    acmeKey = await addKey(schema.url, 'acme');
    office = await startServe(['--store', schema.url, '--role', 'both', '--require-auth', '--quiet']);
    app = await openApp(browser, ['--role', 'both'], { locale });
  });
  afterAll(async () => {
    await app?.close();
    await office?.stop();
    await dropSchema?.();
  });

  /** A counterparty sends a new timecard to the office with its key. */
  const sendToOffice = async () => {
    const id = randomUUID();
    const res = await fetch(`${office.url}${TC}/${id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${acmeKey}`,
        'content-type': 'application/json',
        standardVersionId: '2.0',
      },
      body: JSON.stringify(variant(exampleMessage(family('Timecard'), '2.0'), id)),
    });
    expect(res.status).toBe(201);
    return id;
  };
  /** The Inbox's rows that open the timecard. */
  const rowsOf = (id: string) =>
    app.page.locator('[data-index]', { has: app.page.locator(`a[href$="${TC}/${id}"]`) });

  it('connects with the desktop key, says so in Settings and in the status bar, and refuses another key', async () => {
    const settings = await new OfficeSettings(app.page).open();
    const bar = new StatusBar(app.page);
    expect(await bar.office()).toBe('');

    await settings.connect(office.url, 'setu_not-this-desktop');
    await expect.poll(() => bar.office()).toBe(words.refused);

    await settings.connect(office.url, deskKey);
    await expect.poll(() => settings.state()).toContain(words.none);
    await expect.poll(() => bar.office()).toBe(words.connected);
    // The key is kept by the desktop, not shown again; the focus stays on the button pressed.
    expect(await settings.key().inputValue()).toBe('');
    expect(await app.page.evaluate('document.activeElement?.getAttribute("type")')).toBe('submit');

    const foreign = await foreignTexts(language);
    const text = `${await settings.text()}\n${await bar.root.innerText()}`;
    expect(foreign.filter((w) => shows(text, w))).toEqual([]);
    expect(await seriousViolations(app.page)).toEqual([]);
  });

  it('puts what a counterparty sent to the office in the Inbox once, fetched from Settings or by Sync', async () => {
    const settings = new OfficeSettings(app.page);
    const first = await sendToOffice();
    await settings.fetchNow();
    await expect.poll(() => settings.state()).toContain(words.one);
    await settings.fetchNow();
    await expect.poll(() => settings.state()).toContain(words.none);

    const inbox = await new InboxPage(app.page).open();
    await expect.poll(() => rowsOf(first).count()).toBe(1);
    // Its sender named in words, as the office's key holder.
    expect(await rowsOf(first).innerText()).toContain(words.from);

    // Sync pulls the feed too; the first message is not received again.
    const second = await sendToOffice();
    await new StatusBar(app.page).sync();
    await expect.poll(() => rowsOf(second).count()).toBe(1);
    expect(await rowsOf(first).count()).toBe(1);
    expect(await inbox.list.getByRole('listitem').count()).toBe(2);
  });
});
