// The outbox in Chromium against two real servers: entries queued through the API, synced from the
// UI while the counterparty is down (they wait, the outbox says why in words and the status bar says
// offline), then up again (they move to Sent, taken as new); a counterparty's rejection shown in words
// with its details, retried; an entry cancelled. A fault proxy in front of the counterparty holds
// chosen requests so that the progress can be seen (and photographed) mid-sync.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { cli } from '../support/cli.ts';
import { exampleMessage, variant } from '../support/examples.ts';
import { type FaultProxy, startFaultProxy } from '../support/fault-proxy.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { OutboxPage, SentPage } from './pages/outbox-page.ts';
import { StatusBar } from './pages/status-bar.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

const BATCH = 8;
const timecard = exampleMessage(family('Timecard'), '2.0');
const titleOf = (suffix: string) => `Timecard ${(timecard.documentId as { value: string }).value}-${suffix}`;

let browser: Browser;
let app: WorkbenchApp;
let supplierDir: string;
let supplier: ServeProcess | undefined;
let port: string;
let proxy: FaultProxy;
let outbox: OutboxPage;
let status: StatusBar;

const startSupplier = async () => {
  supplier = await startServe([
    '--role',
    'supplier',
    '--require-auth',
    '--data',
    supplierDir,
    '--quiet',
    '--port',
    port,
  ]);
};

/** Drafts imported and queued for acme through the API, as the editor's "Send" would. */
async function queue(suffixes: string[]): Promise<number[]> {
  const files = suffixes.map((s) => ({
    filename: `${s}.json`,
    content: JSON.stringify(variant(timecard, s)),
  }));
  const res = await app.api('import', { method: 'POST', json: files });
  const imported = (await res.json()) as { results: { draft: { id: string } }[] };
  const ids: number[] = [];
  for (const r of imported.results) {
    const queued = await app.api('outbox', {
      method: 'POST',
      json: { counterparty: 'acme', draft: r.draft.id },
    });
    expect(queued.status).toBe(201);
    ids.push(((await queued.json()) as { id: number }).id);
  }
  return ids;
}

interface Entry {
  state: string;
  lastStatus: number | null;
  lastError: string | null;
}
const entry = async (id: number): Promise<Entry> => (await app.api(`outbox/${id}`)).json() as Promise<Entry>;

beforeAll(async () => {
  supplierDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-e2e-supplier-'));
  const key = (await cli('key', 'add', 'workbench', '--data', supplierDir)).stdout.trim();
  // Started once to learn a free port, then stopped: the first sync finds it down.
  supplier = await startServe(['--role', 'supplier', '--require-auth', '--data', supplierDir, '--quiet']);
  port = new URL(supplier.url).port;
  await supplier.stop();
  supplier = undefined;
  proxy = await startFaultProxy(`http://127.0.0.1:${port}`);
  browser = await launchBrowser();
  app = await openApp(browser);
  const res = await app.api('counterparties', {
    method: 'POST',
    json: { name: 'acme', role: 'supplier', baseUrl: proxy.url, token: key },
  });
  expect(res.status).toBe(201);
  outbox = await new OutboxPage(app.page).open();
  status = new StatusBar(app.page);
});
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await supplier?.stop();
  await browser?.close();
  if (supplierDir) fs.rmSync(supplierDir, { recursive: true, force: true });
});

describe('the outbox', () => {
  const batch = Array.from({ length: BATCH }, (_, i) => `batch-${i}`);
  let ids: number[];

  it('lists queued entries and counts them in the status bar', async () => {
    ids = await queue(batch);
    await expect.poll(() => outbox.entries().then((e) => e.length)).toBe(BATCH);
    expect((await outbox.entries())[0]).toEqual({
      title: titleOf(`batch-${BATCH - 1}`),
      counterparty: 'acme',
      worker: 'Piet van der Berg',
      period: '10/23/2024 – 10/27/2024',
      total: '8 hours',
      state: 'Waiting',
      result: '',
    });
    await expect.poll(() => status.toSync()).toBe(BATCH);
    // The status bar asks the relation rather than assuming it is there: acme's system is not up yet.
    await expect.poll(() => status.connectivity()).toBe('Offline: acme cannot be reached');
  });

  it('keeps entries queued with the network error while the counterparty is down, and says offline', async () => {
    await outbox.sync();
    await expect
      .poll(() => outbox.runText(), { timeout: 30_000 })
      .toBe(`Done: 0 sent, 0 need a fix, ${BATCH} still waiting`);
    for (const id of ids) {
      const e = await entry(id);
      expect(e.state).toBe('queued');
      expect(e.lastStatus).toBeNull();
      expect(e.lastError).toContain(`${proxy.url}/purchase-to-pay/timecard/`);
    }
    await expect
      .poll(() => outbox.entries().then((rows) => rows.map((r) => r.result)))
      .toEqual(
        Array(BATCH).fill(
          // The proxy in front of it closes the connection when it cannot forward the request.
          'The connection with acme was broken off. The message stays in the outbox and is sent as soon as acme can be reached.',
        ),
      );
    await expect.poll(() => status.connectivity()).toBe('Offline: acme cannot be reached');
    await expect.poll(() => status.toSync()).toBe(BATCH);
  });

  it('sends them once the counterparty is up, with the progress shown entry by entry', async () => {
    // The first two submissions are held at the proxy: the run shows its progress in the meantime.
    // Planned before the counterparty starts, since the outbox then sends by itself (or Sync joins it).
    const held = (r: { method: string }) => r.method === 'POST';
    proxy.plan({ kind: 'hold' }, held);
    proxy.plan({ kind: 'hold' }, held);
    await startSupplier();
    await outbox.filterCounterparty('acme');
    await outbox.sync('acme');
    await expect
      .poll(() => outbox.runText(), { timeout: 10_000 })
      .toBe(`Sending: ${BATCH - 2} of ${BATCH} done`);
    expect(await outbox.progress().getAttribute('value')).toBe(String(BATCH - 2));
    await screenshot(app.page, 'outbox-during-sync');
    proxy.release();
    await expect
      .poll(() => outbox.runText(), { timeout: 10_000 })
      .toBe(`Done: ${BATCH} sent, 0 need a fix, 0 still waiting`);
    await expect.poll(() => outbox.entries()).toEqual([]);
    await expect.poll(() => status.connectivity()).toBe('Online');
    await expect.poll(() => status.toSync()).toBe(0);
    const sent = await new SentPage(app.page).open();
    await expect.poll(() => sent.rows().then((r) => r.length)).toBe(BATCH);
    for (const row of await sent.rows())
      expect(row.slice(1, 6)).toEqual([
        'acme',
        'Piet van der Berg',
        '10/23/2024 – 10/27/2024',
        '8 hours',
        'Arrived as a new message',
      ]);
    for (const id of ids) expect(await entry(id)).toMatchObject({ state: 'sent', lastStatus: 201 });
    await outbox.open();
  });

  it('shows a rejection readably, and sends the entry when retried', async () => {
    const [id] = await queue(['rejected']);
    const reason = {
      code: 'invalid-message',
      description: 'The timecard is not valid for this customer.',
      errors: [{ path: '/reportingUnit', code: 'unknown', message: 'no such reporting unit' }],
    };
    proxy.plan({ kind: 'respond', status: 422, body: JSON.stringify(reason) }, (r) => r.method === 'POST');
    await outbox.sync();
    const title = titleOf('rejected');
    await expect
      .poll(() => outbox.entries())
      .toEqual([
        expect.objectContaining({
          title,
          state: 'Needs a fix',
          // The field it named, by its label (this one has none: its member's name), with its reason.
          result:
            'acme rejected the message: reportingUnit: no such reporting unit. Correct these in the message and send it again.',
        }),
      ]);
    const details = await outbox.details(title);
    expect(await details.getByText(reason.description, { exact: true }).count()).toBe(1);
    expect(await details.getByRole('listitem').allTextContents()).toEqual([
      '/reportingUnit: no such reporting unit',
    ]);
    await expect.poll(() => status.root.getByRole('link', { name: '1 needs attention' }).count()).toBe(1);
    await outbox.retry(title);
    await expect.poll(() => outbox.entries().then((e) => e[0]?.state)).toBe('Waiting');
    await outbox.sync();
    await expect.poll(() => outbox.entries()).toEqual([]);
    expect(await entry(id as number)).toMatchObject({ state: 'sent', lastStatus: 201 });
  });

  it('cancels an entry that is not sent yet', async () => {
    const [id] = await queue(['cancelled']);
    await expect
      .poll(() => outbox.entries().then((e) => e.map((r) => r.title)))
      .toEqual([titleOf('cancelled')]);
    await outbox.cancel(titleOf('cancelled'));
    await expect.poll(() => outbox.entries()).toEqual([]);
    expect((await app.api(`outbox/${id}`)).status).toBe(404);
    await expect.poll(() => status.toSync()).toBe(0);
  });
});
