// The shell of the UI in Chromium: signing in through the printed address, the strict CSP, and the
// navigation between sections by role and name.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

let browser: Browser;
let app: WorkbenchApp;
beforeAll(async () => {
  browser = await launchBrowser();
  app = await openApp(browser);
});
afterAll(async () => {
  await app?.close();
  await browser?.close();
});

describe('the UI shell', () => {
  it('signs in from the printed address and takes the token out of the address bar', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Sections' }).waitFor();
    expect(page.url()).not.toContain('token=');
    expect(await page.evaluate('sessionStorage.length')).toBe(1);
  });

  it('serves the page with a CSP that allows only its own scripts and no framing', async () => {
    const res = await fetch(`${app.serve.url}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
  });

  it('moves between the sections by their links', async () => {
    const { page } = app;
    const nav = page.getByRole('navigation', { name: 'Sections' });
    for (const name of ['Inbox', 'Outbox', 'Sent', 'Relations', 'Settings', 'Help', 'Drafts']) {
      await nav.getByRole('link', { name }).click();
      await expect.poll(() => nav.getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('shows how to sign in when opened without the token', async () => {
    const page = await app.context.browser()?.newPage();
    if (!page) throw new Error('no browser');
    await page.goto(app.serve.url);
    await expect.poll(() => page.getByRole('heading', { name: 'SETU Workbench' }).isVisible()).toBe(true);
    expect(await page.getByText('sign-in token').count()).toBe(1);
    await page.close();
  });
});
