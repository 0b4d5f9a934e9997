// The smoke test of the packed desktop app (`npm run dist` or `dist:dir` made it): the unpacked app of
// this computer's OS and architecture is started as a user starts it, on a fresh data folder, and
// driven through Playwright: the window opens on the Workbench, Drafts lists a draft made through the
// management API, and the server answers /health. The release workflow runs it after packing.
//
// Playwright's Electron launcher cannot drive this app: it needs Node's --inspect in the main process,
// which the package's fuses switch off. The app is started with Chromium's remote debugging instead
// (no fuse governs it) and Playwright connects to that.
//
// Where there is no packed app (no Electron binary could be fetched here) it says so and skips, unless
// --required.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const WAIT_MS = 60_000;

/** The unpacked app electron-builder leaves in `out` for this OS and architecture. */
export function packedApp(out: string, platform = process.platform, arch = process.arch): string {
  // electron-builder marks every architecture but x64 in the folder's name.
  const suffix = arch === 'x64' ? '' : `-${arch}`;
  if (platform === 'win32') return path.join(out, `win${suffix}-unpacked`, 'setu-workbench.exe');
  if (platform === 'darwin')
    return path.join(out, `mac${suffix}`, 'SETU Workbench.app', 'Contents', 'MacOS', 'SETU Workbench');
  return path.join(out, `linux${suffix}-unpacked`, 'setu-workbench');
}

export interface Launched {
  /** Chromium's DevTools endpoint (ws://…). */
  endpoint: string;
  child: ChildProcess;
  /** What the process wrote so far, for a failure to show. */
  output(): string;
}

/** Starts a Chromium-based program with remote debugging on a free port; resolves once it listens. */
export function launchWithDevTools(executable: string, args: string[]): Promise<Launched> {
  const child = spawn(executable, ['--remote-debugging-port=0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const output = () => text;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`${executable} did not open its DevTools port within ${WAIT_MS / 1000} s:\n${text}`));
    }, WAIT_MS);
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const endpoint = /DevTools listening on (ws:\/\/\S+)/.exec(text)?.[1];
      if (!endpoint) return;
      clearTimeout(timer);
      resolve({ endpoint, child, output });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`${executable} exited (${code ?? signal}) before it opened its DevTools port:\n${text}`),
      );
    });
  });
}

/** The page the Workbench's server serves, once the window has loaded it. */
export async function workbenchPage(browser: Browser): Promise<Page> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const page = browser
      .contexts()
      .flatMap((c) => c.pages())
      .find((p) => p.url().startsWith('http://127.0.0.1:'));
    if (page) return page;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No window showed the Workbench within ${WAIT_MS / 1000} s.`);
}

/** The checks, on the Workbench's page with its management token; answers what was seen. */
export async function checkWorkbench(page: Page, token: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.waitFor({ timeout: WAIT_MS });
  const seen = [`the window shows the Workbench at ${origin}`];

  const made = await fetch(`${origin}/api/drafts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ family: 'Timecard' }),
  });
  if (made.status !== 201) throw new Error(`POST /api/drafts answered ${made.status}: ${await made.text()}`);
  await nav.getByRole('link', { name: 'Drafts' }).click();
  await page.getByRole('heading', { name: 'Drafts', level: 1 }).waitFor({ timeout: WAIT_MS });
  const rows = page.getByRole('list', { name: 'Drafts' }).getByRole('listitem');
  await rows.first().waitFor({ timeout: WAIT_MS });
  seen.push(`Drafts lists ${await rows.count()} draft(s)`);

  const health = await fetch(`${origin}/health`);
  if (health.status !== 200) throw new Error(`/health answered ${health.status}`);
  seen.push('the server answers /health');
  return seen;
}

/** Ends the app: Chromium asked to close as a user would, else killed. */
async function end(browser: Browser | undefined, launched: Launched): Promise<void> {
  const exited = new Promise<void>((resolve) => launched.child.once('exit', () => resolve()));
  if (launched.child.exitCode !== null) return;
  try {
    await (await browser?.newBrowserCDPSession())?.send('Browser.close');
  } catch {
    // The connection may go down with the browser before it answers.
  }
  const late = setTimeout(() => launched.child.kill(), 15_000);
  await exited;
  clearTimeout(late);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { app: { type: 'string' }, required: { type: 'boolean', default: false } },
  });
  const app = values.app ? path.resolve(values.app) : packedApp(path.join(root, 'out'));
  if (!fs.existsSync(app)) {
    process.stdout.write(
      `Smoke test skipped: there is no packed app at ${app}. It needs Electron's binary, which npm run dist\n` +
        'or dist:dir fetches; where that cannot be fetched (as on a machine without access to GitHub) the\n' +
        'packages are made by the release workflow (.github/workflows/release.yml).\n',
    );
    process.exit(values.required ? 1 : 0);
  }
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-smoke-'));
  // English, whatever the runner's language; no OS sandbox on Linux runners, whose chrome-sandbox is not set up.
  const args = ['--data', data, '--lang=en-US', ...(process.platform === 'linux' ? ['--no-sandbox'] : [])];
  const launched = await launchWithDevTools(app, args);
  let browser: Browser | undefined;
  try {
    browser = await chromium.connectOverCDP(launched.endpoint);
    const page = await workbenchPage(browser);
    const token = (await page.evaluate('window.workbench.managementToken()')) as string;
    const seen = await checkWorkbench(page, token);
    process.stdout.write(`Smoke test passed (${app}):\n${seen.map((s) => `  - ${s}\n`).join('')}`);
  } catch (e) {
    process.stderr.write(
      `Smoke test failed (${app}): ${(e as Error).message}\nThe app wrote:\n${launched.output()}\n`,
    );
    process.exitCode = 1;
  } finally {
    await end(browser, launched);
    fs.rmSync(data, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
