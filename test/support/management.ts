// A real exchange server with the management API mounted, on an ephemeral port, store in a temp dir.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { mountManagement } from '../../main/api/mount.ts';
import { startServer } from '../../main/server/server.ts';
import { SqliteExchange } from '../../main/store/sqlite-exchange.ts';
import { Store } from '../../main/store/store.ts';
import type { SyncOptions } from '../../main/sync/engine.ts';
import { testServerOptions } from './server.ts';

export interface ApiServer {
  url: string;
  port: number;
  token: string;
  store: Store;
  dir: string;
  /** fetch with the token; `json` is sent as an application/json body. */
  api(p: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** `sync` tunes the server's sync engine (tests shorten its retries). */
export async function startApiServer(sync?: SyncOptions): Promise<ApiServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-api-'));
  const store = Store.open(dir);
  const management = mountManagement(dir, store, { sync });
  const running = await startServer(
    { ...testServerOptions(), ...management.serverOptions },
    new SqliteExchange(store),
    0,
    '127.0.0.1',
  );
  return {
    url: running.url,
    port: Number(new URL(running.url).port),
    token: management.token,
    store,
    dir,
    api(p, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (!headers.has('authorization')) headers.set('authorization', `Bearer ${management.token}`);
      if (json !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
      return fetch(`${running.url}${p}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    async close() {
      management.closeStreams();
      await running.close();
      management.close();
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A raw request (fetch will not let a test choose Host): status, headers and body text. */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string> },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export interface EventStream {
  /** Resolves with the first event (parsed `data:`) satisfying `match`, received after the call. */
  next(
    match: (event: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  headers: http.IncomingHttpHeaders;
  close(): void;
}

/** Opens /api/events and resolves once the stream is live. */
export function openEvents(port: number, token: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/api/events', headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let buffer = '';
        const waiters: {
          match: (e: Record<string, unknown>) => boolean;
          done: (e: Record<string, unknown>) => void;
        }[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let cut = buffer.indexOf('\n\n');
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            cut = buffer.indexOf('\n\n');
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (!data) continue;
            const event = JSON.parse(data.slice(6)) as Record<string, unknown>;
            for (const w of [...waiters]) {
              if (!w.match(event)) continue;
              waiters.splice(waiters.indexOf(w), 1);
              w.done(event);
            }
          }
        });
        res.once('data', () =>
          resolve({
            headers: res.headers,
            next: (match, timeoutMs = 5000) =>
              new Promise((done, fail) => {
                const timer = setTimeout(() => fail(new Error('no matching event')), timeoutMs);
                waiters.push({
                  match,
                  done: (e) => {
                    clearTimeout(timer);
                    done(e);
                  },
                });
              }),
            close: () => req.destroy(),
          }),
        );
      },
    );
    req.on('error', reject);
  });
}
