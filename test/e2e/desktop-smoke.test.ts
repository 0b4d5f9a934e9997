// The packed app's smoke test (scripts/smoke-electron.ts), as far as it runs without Electron's binary:
// it skips with a clear message where there is no packed app (and fails when told one is required),
// it looks for the app where electron-builder leaves it on each OS, and its launch, connection and
// checks are run against Debian's Chromium showing a real `serve` (Chromium's remote debugging is
// what the packed app is driven through, as Playwright's Electron launcher needs --inspect).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkWorkbench,
  type Launched,
  launchWithDevTools,
  packedApp,
  workbenchPage,
} from '../../scripts/smoke-electron.ts';
import { type ServeProcess, startServe } from '../support/serve-process.ts';
import { CHROMIUM } from './support/browser.ts';

const root = path.resolve(import.meta.dirname, '../..');
const smoke = (args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/smoke-electron.ts', ...args], {
    cwd: root,
  });

describe('the smoke test of the packed app', () => {
  it('skips with a clear message where there is no packed app, and fails when one is required', async () => {
    const missing = path.join(os.tmpdir(), 'no-such-app', 'setu-workbench');
    const skipped = await smoke(['--app', missing]);
    expect(skipped.stdout).toContain(`Smoke test skipped: there is no packed app at ${missing}.`);
    expect(skipped.stdout).toContain('.github/workflows/release.yml');
    await expect(smoke(['--app', missing, '--required'])).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining('Smoke test skipped'),
    });
  });

  it('looks for the app where electron-builder leaves it unpacked', () => {
    expect(packedApp('out', 'linux', 'x64')).toBe(path.join('out', 'linux-unpacked', 'setu-workbench'));
    expect(packedApp('out', 'linux', 'arm64')).toBe(
      path.join('out', 'linux-arm64-unpacked', 'setu-workbench'),
    );
    expect(packedApp('out', 'win32', 'x64')).toBe(path.join('out', 'win-unpacked', 'setu-workbench.exe'));
    expect(packedApp('out', 'darwin', 'arm64')).toBe(
      path.join('out', 'mac-arm64', 'SETU Workbench.app', 'Contents', 'MacOS', 'SETU Workbench'),
    );
  });

  describe('its launch, connection and checks, on Chromium showing serve', () => {
    let serve: ServeProcess;
    let launched: Launched;
    let browser: Browser;
    let profile: string;
    beforeAll(async () => {
      profile = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-smoke-profile-'));
      serve = await startServe(['--data', path.join(profile, 'data')]);
      launched = await launchWithDevTools(CHROMIUM, [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        `--user-data-dir=${path.join(profile, 'chromium')}`,
        serve.uiUrl as string,
      ]);
      browser = await chromium.connectOverCDP(launched.endpoint);
    });
    afterAll(async () => {
      await browser?.close();
      // Chromium writes its profile until it has exited: the folder is removed after that.
      const child = launched?.child;
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      await serve?.stop();
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    });

    it('finds the Workbench page, sees Drafts list the draft it made, and the server answer', async () => {
      const page = await workbenchPage(browser);
      expect(await checkWorkbench(page, serve.token as string)).toEqual([
        `the window shows the Workbench at ${new URL(serve.url).origin}`,
        'Drafts lists 1 draft(s)',
        'the server answers /health',
      ]);
    });
  });
});
