// Relations in Chromium: a customer's back office added by what it does (it receives our assignments
// and timecards) with a write-only key, edited, its connection tested against a real second
// `serve --require-auth` (key accepted, refused, missing, unreachable: only what was verified), and a
// delete refused while messages for it wait.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { cli } from '../support/cli.ts';
import { exampleMessage } from '../support/examples.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { CounterpartiesPage } from './pages/counterparties-page.ts';
import { StatusBar } from './pages/status-bar.ts';
import { launchBrowser } from './support/browser.ts';
import { seriousViolations } from './support/languages.ts';
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

describe('relations', () => {
  it('adds a customer’s back office by what it does, with a key that is never shown again', async () => {
    const form = await page.startAdding();
    expect(await form.getByRole('radio', { name: /^A customer's back office/ }).isChecked()).toBe(true);
    await page.fill(form, { kind: 'Something else' });
    expect(await page.received(form)).toEqual(['assignments', 'timecards', 'invoices']);
    await page.fill(form, {
      kind: "A customer's back office",
      name: 'acme',
      baseUrl: supplier.url,
      token: key,
    });
    await form.getByRole('button', { name: 'Add the relation' }).click();
    await expect.poll(() => page.row('acme').count()).toBe(1);
    expect(await page.cells('acme')).toEqual([
      // The locale's list: en-US writes a comma before "and".
      expect.stringMatching(/^receives our assignments, timecards,? and invoices$/),
      supplier.url,
      'set',
      expect.any(String),
    ]);
    const cp = await stored('acme');
    expect(cp).toMatchObject({
      role: 'customer',
      families: ['Assignment', 'Timecard', 'Invoice'],
      hasToken: true,
      // The technical settings untouched: every request as the official OpenAPI has it.
      submitMethod: null,
      submitMethods: {},
      versionHeader: null,
    });
    expect(JSON.stringify(cp)).not.toContain(key);
    const edit = await page.startEditing('acme');
    expect(await edit.getByLabel('Key', { exact: true }).inputValue()).toBe('');
    expect(await edit.getByLabel('Key', { exact: true }).getAttribute('placeholder')).toMatch(/^set/);
    await edit.getByRole('button', { name: 'Cancel' }).click();
  });

  it('says in words why a relation was refused', async () => {
    await page.add({ name: 'acme', baseUrl: 'http://127.0.0.1:9' });
    const form = page.page.getByRole('form', { name: 'New relation' });
    await expect
      .poll(() => form.getByRole('alert').locator('p').first().textContent())
      .toBe('That name is taken already.');
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('tests the connection and reports only what it verified about the key', async () => {
    await page.testConnection('acme');
    await expect
      .poll(() => page.note('acme').textContent())
      .toMatch(/^Reachable: acme answered in \d+ ms\. Our key was accepted\.$/);
    // Each message type we send, probed with a GET of an unused id: the supplier's system serves them all.
    expect(await page.probes('acme')).toEqual([
      ['Assignment', 'Yes'],
      ['Timecard', 'Yes'],
      ['Invoice', 'Yes'],
    ]);
    expect(await seriousViolations(app.page)).toEqual([]);
    await page.edit('acme', { token: 'not-the-key' });
    await expect.poll(() => page.form().count()).toBe(0);
    await page.testConnection('acme');
    await expect.poll(() => page.note('acme').textContent()).toMatch(/Our key was refused\.$/);
    expect((await page.probes('acme')).map(([, said]) => said)).toEqual(
      Array(3).fill('Not with our sign-in: ask acme to allow it.'),
    );
    await page.edit('acme', { token: key });
    await expect.poll(() => page.form().count()).toBe(0);
    await page.add({ name: 'keyless', baseUrl: supplier.url });
    await expect.poll(() => page.row('keyless').count()).toBe(1);
    await page.testConnection('keyless');
    await expect.poll(() => page.note('keyless').textContent()).toMatch(/It asks for a key, and none is set/);
    expect(await page.note('keyless').textContent()).not.toContain('accepted');
    await page.delete('keyless');
    await expect.poll(() => page.row('keyless').count()).toBe(0);
  });

  it('edits the technical settings and keeps the key', async () => {
    await page.edit('acme', {
      submitMethod: 'PUT',
      submitMethodFor: { Invoice: 'POST' },
      versionHeader: 'setuVersionId',
      format: 'XML',
      charsetParameter: true,
      timeoutSeconds: 5,
    });
    await expect
      .poll(() => stored('acme'))
      .toMatchObject({
        submitMethod: 'PUT',
        submitMethods: { Invoice: 'POST' },
        versionHeader: 'setuVersionId',
        bodyFormat: 'xml',
        charsetParameter: true,
        timeoutMs: 5000,
        hasToken: true,
      });
    await page.testConnection('acme');
    await expect.poll(() => page.note('acme').textContent()).toMatch(/Our key was accepted\.$/);
    // And back to the defaults.
    await page.edit('acme', { submitMethod: '', submitMethodFor: { Invoice: '' }, versionHeader: '' });
    await expect
      .poll(() => stored('acme'))
      .toMatchObject({ submitMethod: null, submitMethods: {}, versionHeader: null, bodyFormat: 'xml' });
  });

  it('reports an unreachable relation in words, and the status bar turns offline', async () => {
    const status = new StatusBar(app.page);
    // The edit just made may still be checking the connection.
    await expect.poll(() => status.connectivity()).toBe('Online');
    await supplier.stop();
    await page.testConnection('acme');
    await expect
      .poll(() => page.note('acme').textContent())
      .toBe('acme cannot be reached (the connection was refused).');
    await expect.poll(() => status.connectivity()).toBe('Offline: acme cannot be reached');
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

  it('refuses to delete a relation with messages waiting, and deletes it once they are gone', async () => {
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
      .poll(() => page.note('acme').locator('p').first().textContent())
      .toBe('Messages for this relation are still waiting in the outbox: send or cancel them first.');
    expect((await app.api('counterparties/acme')).status).toBe(200);
    expect((await app.api(`outbox/${entry.id}/cancel`, { method: 'POST' })).status).toBe(200);
    await page.delete('acme');
    await expect.poll(() => page.row('acme').count()).toBe(0);
    expect((await app.api('counterparties/acme')).status).toBe(404);
  });
});
