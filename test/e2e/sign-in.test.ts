// Signing in to a customer's system, in Chromium: a relation set up with OAuth 2.0 client credentials
// against a real authorization server (oidc-provider, started by the test) and a gateway that lets
// through only its tokens; Test connection says in words that the secret is wrong, then that a token
// was obtained and accepted, and a queued timecard arrives. A relation whose gateway requires a
// client certificate gets its PKCS#12 file and CA chosen through the file picker, stored, and
// shown as names, never as the files. axe-core finds nothing serious in the form.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../../shared/messages/registry.ts';
import { type AuthorizationServer, startAuthorizationServer } from '../support/authorization-server.ts';
import { exampleMessage } from '../support/examples.ts';
import { type Front, startFront } from '../support/front.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { makeTlsMaterial, type TlsMaterial } from '../support/tls-material.ts';
import { CounterpartiesPage } from './pages/counterparties-page.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { seriousViolations } from './support/languages.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

let browser: Browser;
let app: WorkbenchApp;
let page: CounterpartiesPage;
let auth: AuthorizationServer;
let backOffice: TestServer;
let gateway: Front;
let mutual: Front;
let material: TlsMaterial;

beforeAll(async () => {
  material = makeTlsMaterial();
  [auth, backOffice, browser] = await Promise.all([
    startAuthorizationServer(),
    startTestServer({ role: 'both' }),
    launchBrowser(),
  ]);
  [gateway, mutual] = await Promise.all([
    startFront(backOffice.url, { check: (req) => (req.url === '/health' ? undefined : auth.check(req)) }),
    startFront(backOffice.url, {
      tls: { ...material.server, ca: material.ca, requestCert: true, rejectUnauthorized: true },
    }),
  ]);
  app = await openApp(browser);
  page = await new CounterpartiesPage(app.page).open();
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
  await Promise.all([gateway?.close(), mutual?.close(), backOffice?.close(), auth?.close()]);
});

/** Test connection asks an authorization server for a token: seconds on a busy machine. */
const SLOW = { timeout: 20_000 };

const stored = async (name: string) => (await app.api(`counterparties/${name}`)).json();

describe('OAuth 2.0', () => {
  it('says a wrong secret in words, then signs in and delivers', async () => {
    const form = await page.startAdding();
    await page.fill(form, {
      name: 'gateway',
      baseUrl: gateway.url,
      signIn: 'With a client id and secret',
      tokenUrl: auth.tokenUrl,
      clientId: auth.clientId,
      clientSecret: 'not-the-secret',
      scope: auth.scope,
    });
    expect(await seriousViolations(app.page)).toEqual([]);
    await screenshot(app.page, 'relation-sign-in');
    await form.getByRole('button', { name: 'Add the relation' }).click();
    await expect.poll(() => page.row('gateway').count()).toBe(1);
    expect(await page.cells('gateway')).toContain('client id and secret');
    const saved = await stored('gateway');
    expect(saved).toMatchObject({
      auth: 'oauth2',
      hasClientSecret: true,
      oauth: { clientId: auth.clientId },
    });
    expect(JSON.stringify(saved)).not.toContain('not-the-secret');

    await page.testConnection('gateway');
    await expect
      .poll(() => page.note('gateway').textContent(), SLOW)
      .toMatch(
        /The sign-in server refused our client id and secret: the secret \(or the client id\) is wrong\.$/,
      );

    const edit = await page.startEditing('gateway');
    expect(await edit.getByLabel('Client secret', { exact: true }).getAttribute('placeholder')).toMatch(
      /^set/,
    );
    expect(await edit.getByLabel('Client id', { exact: true }).inputValue()).toBe(auth.clientId);
    await page.fill(edit, { clientSecret: auth.clientSecret });
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.form().count()).toBe(0);
    await page.testConnection('gateway');
    await expect
      .poll(() => page.note('gateway').textContent(), SLOW)
      .toMatch(/The sign-in server gave us a token\. Our sign-in was accepted\.$/);

    const body = exampleMessage(family('Timecard'), '2.0');
    const draft = (await (
      await app.api('drafts', { method: 'POST', json: { family: 'Timecard', body } })
    ).json()) as {
      id: string;
    };
    const queued = await app.api('outbox', {
      method: 'POST',
      json: { counterparty: 'gateway', draft: draft.id },
    });
    expect(queued.status).toBe(201);
    expect(
      (await app.api('sync', { method: 'POST', json: { counterparty: 'gateway' } })).status,
    ).toBeLessThan(300);
    await expect.poll(() => backOffice.store.count('/purchase-to-pay/timecard')).toBe(1);
  });
});

describe('certificates', () => {
  it('are chosen through the file picker, stored, and shown by name', async () => {
    const form = await page.startAdding();
    await page.fill(form, { name: 'secure', baseUrl: mutual.url });
    await page.chooseFile(form, 'Choose a PKCS#12 file…', `${material.dir}/client.p12`);
    await form.getByLabel('Passphrase of the file').fill(material.client.passphrase);
    await page.chooseFile(form, 'Choose a CA file…', `${material.dir}/test-ca.pem`);
    expect(await form.getByText('Chosen: client.p12').count()).toBe(1);
    expect(await seriousViolations(app.page)).toEqual([]);
    await screenshot(app.page, 'relation-certificates');
    await form.getByRole('button', { name: 'Add the relation' }).click();
    await expect.poll(() => page.row('secure').count()).toBe(1);
    expect(await stored('secure')).toMatchObject({
      auth: 'none',
      clientCertificate: { format: 'pkcs12' },
      trustedCa: ['test-ca'],
    });

    await page.testConnection('secure');
    await expect
      .poll(() => page.note('secure').textContent(), SLOW)
      .toMatch(/^Reachable: secure answered in \d+ ms\./);
    expect(mutual.seen.at(-1)?.clientCert).toBe('Uitzendbureau Test');

    const edit = await page.startEditing('secure');
    expect(await edit.getByText('A PKCS#12 file is set').count()).toBe(1);
    expect(await edit.getByText('Trusted: test-ca').count()).toBe(1);
    await page.chooseFile(edit, 'Choose a certificate (PEM)…', `${material.dir}/client.pem`);
    await page.chooseFile(edit, 'Choose its key (PEM)…', `${material.dir}/server.key`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    // The key of another certificate is refused when chosen, not found out by the next sync.
    await expect.poll(() => edit.getByRole('alert').count()).toBe(1);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(await stored('secure')).toMatchObject({ clientCertificate: { format: 'pkcs12' } });
  });
});
