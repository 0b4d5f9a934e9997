// `serve` gives its address before its code and store are loaded (server/listener.ts, app/listening.ts):
// what arrives meanwhile is held and answered once the server is there, in the order it came; the UI's
// files are answered at once, to local clients only; a start that fails after the address was given
// tells those waiting why, and stops listening.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Listening, listenFirst } from '../main/app/listening.ts';
import { type ServeOptions, type Serving, startServe } from '../main/app/serve.ts';
import { listen } from '../main/server/listener.ts';
import { tempDir } from './support/temp.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request by node:http, which sends the Host header it is given (fetch sends its own). */
function ask(url: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers: init.headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const options = (dataDir: string): ServeOptions => ({ dataDir, role: 'both', port: 0, listen: '127.0.0.1' });

/** Lets the event loop take what is on its way (a request's bytes, a held answer) before going on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the listener before the server is there', () => {
  it('holds requests, answers them in order once opened, and answers early what it can', async () => {
    const listener = await listen({}, 0, '127.0.0.1');
    const seen: string[] = [];
    listener.answerEarly = (req, res) => {
      if (req.url !== '/early') return false;
      res.end('early');
      return true;
    };
    try {
      const held = [ask(`${listener.url}/first`), ask(`${listener.url}/second`, { method: 'POST' })];
      expect((await ask(`${listener.url}/early`)).body).toBe('early');
      await settle();
      expect(seen).toEqual([]);
      listener.open({
        request: (req, res) => {
          seen.push(`${req.method} ${req.url}`);
          res.end(`served ${req.url}`);
        },
        clientError: (_e, socket) => socket.destroy(),
        checkExpectation: (_req, res) => res.writeHead(417).end(),
        connect: (_req, socket) => socket.destroy(),
      });
      expect((await Promise.all(held)).map((a) => a.body)).toEqual(['served /first', 'served /second']);
      expect(seen).toEqual(['GET /first', 'POST /second']);
      // Open, it answers by the handlers alone.
      expect((await ask(`${listener.url}/early`)).body).toBe('served /early');
    } finally {
      await listener.abandon('test over');
    }
  });

  it('abandoned, answers what it held 503 with the reason and stops listening', async () => {
    const listener = await listen({}, 0, '127.0.0.1');
    const held = ask(`${listener.url}/api/drafts`);
    await settle();
    await listener.abandon('The server could not start: the disk is gone.');
    const answer = await held;
    expect(answer.status).toBe(503);
    expect(answer.body).toBe('The server could not start: the disk is gone.');
    await expect(ask(`${listener.url}/`)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('serve listening first', () => {
  let serving: Serving | undefined;
  afterEach(async () => {
    await serving?.close();
    serving = undefined;
  });

  it('serves the page before the store is open, to local names only, and the API once it is', async () => {
    const dir = tempDir('setu-early-');
    const listening: Listening = await listenFirst(options(dir));
    const ui = listening.management?.uiUrl as string;
    const token = new URL(ui).searchParams.get('token') as string;
    const { url } = listening.listener;
    const api = ask(`${url}/api/drafts`, { headers: { Authorization: `Bearer ${token}` } });
    const page = await ask(`${url}/`);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // A rebound DNS name is no local client: held, and refused by the management API once it is there.
    const rebound = ask(`${url}/`, { headers: { Host: 'attacker.example' } });
    await settle();
    expect(fs.existsSync(path.join(dir, 'workbench.sqlite'))).toBe(false);

    serving = await startServe(options(dir), listening);
    expect(serving.management?.uiUrl).toBe(ui);
    expect((await api).status).toBe(200);
    expect(JSON.parse((await api).body)).toMatchObject({ items: [] });
    expect((await rebound).status).toBe(403);
  });

  it('a store that cannot open after the address was given: those waiting are told why', async () => {
    const dir = tempDir('setu-early-damaged-');
    fs.writeFileSync(path.join(dir, 'workbench.sqlite'), randomBytes(32 * 1024));
    const listening = await listenFirst(options(dir));
    const waiting = ask(`${listening.listener.url}/health`);
    await settle();
    await expect(startServe(options(dir), listening)).rejects.toThrow(/is damaged/);
    const answer = await waiting;
    expect(answer.status).toBe(503);
    expect(answer.body).toMatch(/^The server could not start: The database .* is damaged/);
  });
});
