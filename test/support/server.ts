// A real exchange server on an ephemeral port with its store in a temp directory.
import { UPLOAD_BYTES } from '../../main/server/attachment-limits.ts';
import { type ServerOptions, startServer } from '../../main/server/server.ts';
import type { ExchangeStore } from '../../main/store/exchange-store.ts';
import { openTestStore, type StoreKind } from './stores.ts';

export interface TestServer {
  url: string;
  store: ExchangeStore;
  dir: string;
  fetch(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** The configuration of a test server: loopback, every role, the default limits. */
export const testServerOptions = (): ServerOptions => ({
  role: 'both',
  publicUrl: '',
  bodyLimit: 5 * 1024 * 1024,
  attachmentLimit: UPLOAD_BYTES,
  requireAuth: false,
  allowedHosts: ['localhost', '127.0.0.1', '::1'],
});

export async function startTestServer(
  options: Partial<ServerOptions> = {},
  kind: StoreKind = 'sqlite',
  host = '127.0.0.1',
): Promise<TestServer> {
  const { store, dir, dispose } = await openTestStore(kind);
  const running = await startServer({ ...testServerOptions(), ...options }, store, 0, host);
  return {
    url: running.url,
    store,
    dir,
    fetch(p, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
      return fetch(`${running.url}${p}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
    async close() {
      await running.close();
      await dispose();
    },
  };
}
