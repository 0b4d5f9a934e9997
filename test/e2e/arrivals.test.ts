// A Dutch clerk's outbox and inbox in Chromium against a real customer back office (`serve`): while
// the customer is down the outbox says in Dutch that it cannot be reached and that the message waits;
// once it is up the message is sent without anyone pressing Sync, the status bar turns online, and the
// sent message opens. A message that arrives is counted beside the Inbox and told by a notification
// while the window is in the background.
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { exampleMessage } from '../support/examples.ts';
import { freePort } from '../support/free-port.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { tempDir } from '../support/temp.ts';
import { InboxPage } from './pages/inbox-page.ts';
import { OutboxPage } from './pages/outbox-page.ts';
import { StatusBar } from './pages/status-bar.ts';
import { launchBrowser } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

/** Notifications the page shows, recorded; and a window that is not the one the clerk looks at. */
const BACKGROUND = `
  window.__notes = [];
  window.Notification = class {
    static permission = 'granted';
    static requestPermission() { return Promise.resolve('granted'); }
    constructor(title, options) { window.__notes.push({ title, body: options?.body }); }
    close() {}
  };
  document.hasFocus = () => false;
`;

let browser: Browser;
let app: WorkbenchApp;
let port: number;
let customer: ServeProcess | undefined;
const syncRequests: Request[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser, ['--role', 'both'], { locale: 'nl-NL' });
  await app.context.addInitScript(BACKGROUND);
  await app.page.reload();
  port = await freePort();
  await app.api('counterparties', {
    method: 'POST',
    json: {
      name: 'molen',
      role: 'customer',
      families: ['Assignment', 'Timecard'],
      baseUrl: `http://127.0.0.1:${port}`,
      party: { name: 'Bakkerij De Molen' },
    },
  });
  const draft = (await (
    await app.api('drafts', {
      method: 'POST',
      json: { family: 'Timecard', body: exampleMessage(family('Timecard'), '2.0') },
    })
  ).json()) as { id: string };
  expect(
    (await app.api('outbox', { method: 'POST', json: { counterparty: 'molen', draft: draft.id } })).status,
  ).toBe(201);
});
afterAll(async () => {
  await app?.close();
  await customer?.stop();
  await browser?.close();
});

describe('sending while the customer is away', () => {
  it('says in Dutch that the customer cannot be reached and that the message waits', async () => {
    const outbox = await new OutboxPage(app.page).open();
    await app.page.getByRole('button', { name: 'Alles versturen', exact: true }).click();
    await expect
      .poll(() => outbox.entries().then((rows) => rows.map((r) => [r.state, r.result])), { timeout: 20_000 })
      .toEqual([
        [
          'Wacht',
          'Bakkerij De Molen is niet bereikbaar (verbinding geweigerd). Het bericht blijft in de wachtrij en wordt verstuurd zodra Bakkerij De Molen bereikbaar is.',
        ],
      ]);
    await expect.poll(() => new StatusBar(app.page).connectivity()).toBe('Offline: molen niet bereikbaar');
  });

  it('sends it by itself once the customer is back, without Sync being pressed', async () => {
    app.page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/sync') syncRequests.push(r);
    });
    customer = await startServe([
      '--data',
      tempDir('setu-e2e-molen-'),
      '--quiet',
      '--role',
      'both',
      '--port',
      String(port),
    ]);
    const outbox = new OutboxPage(app.page);
    await expect.poll(() => outbox.entries(), { timeout: 20_000 }).toEqual([]);
    await expect.poll(() => new StatusBar(app.page).connectivity(), { timeout: 10_000 }).toBe('Online');
    expect(syncRequests).toEqual([]);
    const sent = (await (await app.api('outbox?state=sent')).json()) as {
      items: { id: number; lastStatus: number }[];
    };
    expect(sent.items.map((e) => e.lastStatus)).toEqual([201]);
  });

  it('opens the sent message, readably', async () => {
    await app.page.locator('nav a[href="#/sent"]').click();
    const link = app.page.getByRole('list', { name: 'Verzonden berichten' }).getByRole('link');
    await expect.poll(() => link.textContent()).toBe('Urenbriefje 005aab 54c9f');
    await link.click();
    await app.page.getByRole('heading', { name: 'Urenbriefje 005aab 54c9f', level: 1 }).waitFor();
    const summary = app.page.locator('.readable-summary');
    await expect.poll(() => summary.innerText()).toContain('Piet van der Berg');
    expect(await app.page.locator('main').innerText()).toContain('Verzonden aan molen');
  });
});

describe('a message that arrives', () => {
  it('is counted beside the Inbox and told by a notification in the background', async () => {
    const inbox = new InboxPage(app.page);
    expect(await inbox.unread()).toBe('');
    const assignment = exampleMessage(family('Assignment'), '2.0');
    const res = await fetch(`${app.serve.url}/purchase-to-pay/assignment/${crypto.randomUUID()}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
      body: JSON.stringify(assignment),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => inbox.unread(), { timeout: 10_000 }).toBe('1');
    await expect
      .poll(() => app.page.evaluate('window.__notes'))
      .toEqual([{ title: 'Er is een nieuw bericht binnengekomen', body: 'Open de Inbox om het te lezen.' }]);
    await inbox.open();
    await expect.poll(() => inbox.unread()).toBe('');
    expect(await inbox.list.getByText('nieuw', { exact: true }).count()).toBe(1);
  });
});
