// The management API is for local clients holding the install token: 401 without it, 403 for a
// foreign Host (DNS rebinding), no CORS allowance on any answer, the token kept in a private file.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureManagementToken, readManagementToken, TOKEN_FILE } from '../main/store/management-token.ts';
import { type ApiServer, rawRequest, startApiServer } from './support/management.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const noCors = (headers: Record<string, unknown> | Headers) => {
  const names = headers instanceof Headers ? [...headers.keys()] : Object.keys(headers);
  expect(names.filter((n) => n.toLowerCase().startsWith('access-control-'))).toEqual([]);
};

describe('management API security', () => {
  it('answers 401 without the token or with a wrong one, and never sets a cookie', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${server.token}`, server.token]) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const res = await rawRequest(server.port, {
        path: '/api/drafts',
        headers: { host: '127.0.0.1', ...headers },
      });
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.headers['set-cookie']).toBeUndefined();
      noCors(res.headers);
    }
    const ok = await server.api('/api/drafts');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toBeNull();
  });

  it('answers 403 to a foreign Host even with the token; loopback names pass', async () => {
    const auth = { authorization: `Bearer ${server.token}` };
    for (const host of [
      'evil.example',
      `evil.example:${server.port}`,
      '127.0.0.1.nip.io',
      'localhost.evil.example',
    ]) {
      const res = await rawRequest(server.port, { path: '/api/drafts', headers: { ...auth, host } });
      expect(res.status, host).toBe(403);
      noCors(res.headers);
    }
    for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`, `[::1]:${server.port}`]) {
      expect(
        (await rawRequest(server.port, { path: '/api/drafts', headers: { ...auth, host } })).status,
      ).toBe(200);
    }
  });

  it('sends no Access-Control-* header, not even to a preflight or with an Origin', async () => {
    const origin = 'https://evil.example';
    const preflight = await rawRequest(server.port, {
      method: 'OPTIONS',
      path: '/api/drafts',
      headers: {
        host: '127.0.0.1',
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    noCors(preflight.headers);
    const responses = await Promise.all([
      server.api('/api/drafts', { headers: { origin } }),
      server.api('/api/drafts', { method: 'POST', headers: { origin }, json: { family: 'Timecard' } }),
      server.api('/api/inbox', { headers: { origin } }),
      server.api('/api/nothing', { headers: { origin } }),
      fetch(`${server.url}/api/drafts`, { headers: { origin } }),
      fetch(`${server.url}/`),
    ]);
    for (const res of responses) noCors(res.headers);
    expect(responses.map((r) => r.status)).toEqual([200, 201, 200, 404, 401, 200]);
  });

  it('keeps the token in the data directory with mode 0600, the same at every start', () => {
    const file = path.join(server.dir, TOKEN_FILE);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readManagementToken(server.dir)).toBe(server.token);
    expect(ensureManagementToken(server.dir)).toBe(server.token);
    expect(server.token).toMatch(/^[\w-]{43}$/);
  });

  it('serves the UI page at / without the token, and leaves the SETU API as it was', async () => {
    const page = await fetch(`${server.url}/?token=${server.token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).not.toContain(server.token);
    expect((await fetch(`${server.url}/index.html`)).status).toBe(404);
    expect((await fetch(`${server.url}/assets/../../package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/purchase-to-pay/nothing`)).status).toBe(404);
  });
});
