// The desktop's network, as far as it runs without Electron's binary: the server process (the built
// bundle in a Node child) asks the app for the system's proxy of a counterparty's address over their
// channel, and its sync and Test connection go through the proxy the app names. Electron's own
// session.resolveProxy, which answers in the app, is only type-checked here.
import { fork } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ServerProcess, startBackend } from '../main/desktop/backend.ts';
import { buildShell, shellDir } from '../scripts/build-electron.ts';
import { type ConnectProxy, startConnectProxy } from './support/connect-proxy.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { tempDir } from './support/temp.ts';

let proxy: ConnectProxy;
let backOffice: TestServer;
beforeAll(async () => {
  [proxy, backOffice] = await Promise.all([
    startConnectProxy(),
    startTestServer({ role: 'both' }),
    buildShell(),
  ]);
});
afterAll(async () => {
  await Promise.all([proxy.close(), backOffice.close()]);
});

function serverProcess(): ServerProcess {
  const child = fork(`${shellDir}/utility.cjs`, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return {
    postMessage: (m) => child.send(m as object),
    on: (event, listener) => child.on(event, listener),
    once: (event, listener) => child.once(event, listener),
    kill: () => child.kill(),
  };
}

it("connects to a counterparty through the proxy the app names for the counterparty's address", async () => {
  const asked: string[] = [];
  const backend = await startBackend(
    serverProcess(),
    { type: 'start', dataDir: tempDir('setu-desktop-net-'), role: 'supplier', systemNetwork: true },
    () => {},
    async (url) => {
      asked.push(url);
      return `PROXY 127.0.0.1:${proxy.port}; DIRECT`;
    },
  );
  try {
    const api = (p: string, body?: unknown) =>
      fetch(`${backend.url}/api/${p}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${backend.token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const added = await api('counterparties', { name: 'acme', role: 'customer', baseUrl: backOffice.url });
    expect(added.status).toBe(201);
    const report = await (await api('counterparties/acme/test')).json();
    expect(report).toMatchObject({ reachable: true, status: 200 });
    expect(asked).toEqual([new URL(backOffice.url).origin]);
    expect(proxy.tunnels).toContain(new URL(backOffice.url).host);
  } finally {
    await backend.stop();
  }
});
