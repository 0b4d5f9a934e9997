// Counterparties in Chromium: adding one with its role's families and a write-only token, editing
// it, testing the connection against a real second `serve --role supplier --require-auth` with a key
// (accepted, refused, unreachable), and a delete refused while entries for it are unsent.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family, roleFamilies } from '../../shared/registry.ts';
import { cli } from '../support/cli.ts';
import { exampleMessage } from '../support/examples.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { CounterpartiesPage } from './pages/counterparties-page.ts';
import { StatusBar } from './pages/status-bar.ts';
import { launchBrowser } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

let browser: Browser;
let app: WorkbenchApp;
let supplierDir: string;
let supplier: ServeProcess;
let key: string;
let page: CounterpartiesPage;

beforeAll(async () => {
  supplierDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-e2e-supplier-'));
  key = (await cli('key', 'add', 'workbench', '--data', supplierDir)).stdout.trim();
  supplier = await startServe(['--role', 'supplier', '--require-auth', '--data', supplierDir, '--quiet']);
  browser = await launchBrowser();
  app = await openApp(browser);
  page = await new CounterpartiesPage(app.page).open();
});
afterAll(async () => {
  await app?.close();
  await supplier?.stop();
  await browser?.close();
  if (supplierDir) fs.rmSync(supplierDir, { recursive: true, force: true });
});

const stored = async (name: string) => (await app.api(`counterparties/${name}`)).json();

describe('counterparties', () => {
  it('adds a counterparty with its role’s families and a token that is never shown again', async () => {
    const form = await page.startAdding();
    const titles = (role: 'supplier' | 'customer') => roleFamilies(role).map((f) => family(f).title);
    expect(await page.checkedFamilies(form)).toEqual(titles('supplier'));
    await page.fill(form, { role: 'customer' });
    expect(await page.checkedFamilies(form)).toEqual(titles('customer'));
    // A set the user chose stays when the role changes, until the role's default is asked for.
    await page.setFamily(form, 'Human resource', false);
    await page.fill(form, { role: 'supplier' });
    expect(await page.checkedFamilies(form)).toEqual(titles('customer').slice(1));
    await form.getByRole('button', { name: "Use the role's default set" }).click();
    expect(await page.checkedFamilies(form)).toEqual(titles('supplier'));
    await page.fill(form, { name: 'acme', role: 'supplier', baseUrl: supplier.url, token: key });
    await form.getByRole('button', { name: 'Add counterparty' }).click();
    await expect.poll(() => page.row('acme').count()).toBe(1);
    expect(await page.cells('acme')).toEqual([
      'supplier',
      supplier.url,
      `${roleFamilies('supplier').length} families`,
      'set',
      'PUT · standardVersionId · JSON · 30 s',
      expect.any(String),
    ]);
    const cp = await stored('acme');
    expect(cp).toMatchObject({ role: 'supplier', families: roleFamilies('supplier'), hasToken: true });
    expect(JSON.stringify(cp)).not.toContain(key);
    const edit = await page.startEditing('acme');
    expect(await edit.getByLabel('Token', { exact: true }).inputValue()).toBe('');
    expect(await edit.getByLabel('Token', { exact: true }).getAttribute('placeholder')).toMatch(/^set/);
    await edit.getByRole('button', { name: 'Cancel' }).click();
  });

  it('shows why the server refused a counterparty', async () => {
    await page.add({ name: 'acme', baseUrl: 'http://127.0.0.1:9' });
    const form = page.page.getByRole('form', { name: 'New counterparty' });
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('A counterparty named "acme" already exists.');
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('tests the connection: reachable with the key accepted, and refused with a wrong key', async () => {
    await page.testConnection('acme');
    await expect
      .poll(() => page.note('acme').textContent())
      .toMatch(/^Reachable: \/health answered 200 in \d+ ms; key accepted$/);
    await page.edit('acme', { token: 'not-the-key' });
    await expect.poll(() => page.form().count()).toBe(0);
    await page.testConnection('acme');
    await expect.poll(() => page.note('acme').textContent()).toMatch(/the key was refused \(401\)$/);
    await page.edit('acme', { token: key });
    await expect.poll(() => page.form().count()).toBe(0);
  });

  it('edits the dialect and keeps the token', async () => {
    await page.edit('acme', {
      submitMethod: 'POST',
      versionHeader: 'setuVersionId',
      format: 'XML',
      timeoutMs: 5000,
    });
    await expect.poll(() => page.cells('acme').then((c) => c[4])).toBe('POST · setuVersionId · XML · 5 s');
    expect(await stored('acme')).toMatchObject({
      submitMethod: 'POST',
      versionHeader: 'setuVersionId',
      bodyFormat: 'xml',
      timeoutMs: 5000,
      hasToken: true,
    });
    await page.testConnection('acme');
    await expect.poll(() => page.note('acme').textContent()).toMatch(/key accepted$/);
  });

  it('reports an unreachable counterparty, and the status bar turns offline', async () => {
    const status = new StatusBar(app.page);
    expect(await status.connectivity()).toBe('Online');
    await supplier.stop();
    await page.testConnection('acme');
    await expect.poll(() => page.note('acme').textContent()).toMatch(/^Unreachable: .*ECONNREFUSED/);
    await expect.poll(() => status.connectivity()).toBe('Offline: acme unreachable');
    supplier = await startServe([
      '--role',
      'supplier',
      '--require-auth',
      '--data',
      supplierDir,
      '--quiet',
      '--port',
      new URL(supplier.url).port,
    ]);
    await page.testConnection('acme');
    await expect.poll(() => status.connectivity()).toBe('Online');
  });

  it('refuses to delete a counterparty with unsent entries, and deletes it once they are gone', async () => {
    const body = exampleMessage(family('Timecard'), '2.0');
    const draft = (await (
      await app.api('drafts', { method: 'POST', json: { family: 'Timecard', body } })
    ).json()) as {
      id: string;
    };
    const queued = await app.api('outbox', {
      method: 'POST',
      json: { counterparty: 'acme', draft: draft.id },
    });
    const entry = (await queued.json()) as { id: number };
    await page.delete('acme');
    await expect
      .poll(() => page.note('acme').textContent())
      .toBe('Not deleted: acme still has 1 unsent outbox entries: send or cancel them first.');
    expect((await app.api('counterparties/acme')).status).toBe(200);
    expect((await app.api(`outbox/${entry.id}/cancel`, { method: 'POST' })).status).toBe(200);
    await page.delete('acme');
    await expect.poll(() => page.row('acme').count()).toBe(0);
    expect((await app.api('counterparties/acme')).status).toBe(404);
  });
});
