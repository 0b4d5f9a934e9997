// The renderer's files as the server answers them (main/api/ui-files.ts), on an ephemeral port: each
// read when first asked for and kept, the page with its CSP and never cached, assets cached for good,
// nothing else.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UI_CSP, uiFiles } from '../main/api/ui-files.ts';
import { HttpError } from '../main/server/http-error.ts';
import { tempDir } from './support/temp.ts';

let base: string;
let dir: string;
let server: http.Server;
const script = 'console.log("app");\n'.repeat(5000);

beforeAll(async () => {
  dir = tempDir('setu-ui-files-');
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>W</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), script);
  fs.writeFileSync(path.join(dir, 'assets', 'notes.txt'), 'not served');
  const ui = uiFiles(dir);
  server = http.createServer((req, res) => {
    ui.handle(req, res, new URL(req.url ?? '/', 'http://x').pathname).catch((e: unknown) => {
      res.writeHead(e instanceof HttpError ? e.status : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the UI files', () => {
  it('answer the page at / with its CSP, never cached, and not at /index.html', async () => {
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(UI_CSP);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('<title>W</title>');
    expect((await fetch(`${base}/index.html`)).status).toBe(404);
  });

  it('answer an asset whole, cached for good, as read when first asked for', async () => {
    const res = await fetch(`${base}/assets/app-1.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(script);
    const head = await fetch(`${base}/assets/app-1.js`, { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    // From memory: a rebuild that takes the file away does not take it from a page still loading.
    fs.rmSync(path.join(dir, 'assets', 'app-1.js'));
    expect(await (await fetch(`${base}/assets/app-1.js`)).text()).toBe(script);
  });

  it('answer nothing else: other kinds of file, unknown paths, other methods', async () => {
    expect((await fetch(`${base}/assets/notes.txt`)).status).toBe(404);
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/assets/app-1.js`, { method: 'POST' })).status).toBe(405);
  });
});
