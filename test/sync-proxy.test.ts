// Proxies: the sync goes through an HTTP CONNECT proxy started by the test, as HTTPS_PROXY/HTTP_PROXY
// name it (undici's EnvHttpProxyAgent), except to the hosts NO_PROXY names; on the desktop through the
// proxy the system gives for the address (the resolver the main process answers for), or directly
// where it says DIRECT. TLS stays end to end through the tunnel: the counterparty's CA still decides.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NewCounterparty } from '../main/store/counterparties.ts';
import { proxyOfPac } from '../main/sync/proxy.ts';
import { type AuthorizationServer, startAuthorizationServer } from './support/authorization-server.ts';
import { type ConnectProxy, startConnectProxy } from './support/connect-proxy.ts';
import { type Front, startFront } from './support/front.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { makeTlsMaterial, type TlsMaterial } from './support/tls-material.ts';
import { addCounterparty, openWorkbench, timecard, type Workbench } from './support/workbench.ts';

let proxy: ConnectProxy;
let backOffice: TestServer;
let wb: Workbench;
let n = 0;

beforeAll(async () => {
  [proxy, backOffice] = await Promise.all([startConnectProxy(), startTestServer({ role: 'both' })]);
  wb = openWorkbench();
});
afterAll(async () => {
  wb.close();
  await Promise.all([proxy.close(), backOffice.close()]);
});

const saved = { ...process.env };
afterEach(() => {
  for (const key of ['HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy'])
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
});

const hostOf = (url: string) => new URL(url).host;

/** Sends one timecard to a new counterparty at `baseUrl`; answers whether it was delivered. */
async function deliver(baseUrl: string, settings: Partial<NewCounterparty> = {}, network = {}) {
  const name = `cp-${++n}`;
  addCounterparty(wb, { name, role: 'customer', baseUrl, families: ['Timecard'], ...settings });
  wb.queue(name, timecard(name));
  return (await wb.sync({ to: name, network, retry: { maxAttempts: 1 } })).sent === 1;
}

describe('proxies from the environment', () => {
  it('tunnels through HTTP_PROXY', async () => {
    process.env.HTTP_PROXY = proxy.url;
    const before = proxy.tunnels.length;
    expect(await deliver(backOffice.url)).toBe(true);
    expect(proxy.tunnels.slice(before)).toEqual([hostOf(backOffice.url)]);
  });

  it('goes directly to a host NO_PROXY names', async () => {
    process.env.HTTP_PROXY = proxy.url;
    process.env.NO_PROXY = 'localhost,127.0.0.1';
    const before = proxy.tunnels.length;
    expect(await deliver(backOffice.url)).toBe(true);
    expect(proxy.tunnels.length).toBe(before);
  });

  it('tunnels TLS through HTTPS_PROXY, the counterparty’s CA still deciding', async () => {
    const material: TlsMaterial = makeTlsMaterial();
    const secure: Front = await startFront(backOffice.url, { tls: material.server });
    try {
      process.env.HTTPS_PROXY = proxy.url;
      const before = proxy.tunnels.length;
      expect(await deliver(secure.url)).toBe(false);
      expect(await deliver(secure.url, { caBundle: material.ca })).toBe(true);
      expect(proxy.tunnels.slice(before)).toEqual([hostOf(secure.url), hostOf(secure.url)]);
    } finally {
      await secure.close();
    }
  });

  it('takes the authorization server’s token through the proxy too', async () => {
    const auth: AuthorizationServer = await startAuthorizationServer();
    const gate = await startFront(backOffice.url, { check: (req) => auth.check(req) });
    try {
      process.env.HTTP_PROXY = proxy.url;
      const before = proxy.tunnels.length;
      const delivered = await deliver(gate.url, {
        auth: 'oauth2',
        oauth: { tokenUrl: auth.tokenUrl, clientId: auth.clientId, scope: auth.scope },
        clientSecret: auth.clientSecret,
      });
      expect(delivered).toBe(true);
      expect(new Set(proxy.tunnels.slice(before))).toEqual(new Set([hostOf(auth.issuer), hostOf(gate.url)]));
    } finally {
      await gate.close();
      await auth.close();
    }
  });
});

describe('the system proxy (desktop)', () => {
  it('tunnels where the system names a proxy for the address, and goes directly where it says DIRECT', async () => {
    const asked: string[] = [];
    const system = (answer: string) => ({
      resolveProxy: async (url: string) => {
        asked.push(url);
        return answer;
      },
    });
    const before = proxy.tunnels.length;
    expect(await deliver(backOffice.url, {}, system(`PROXY 127.0.0.1:${proxy.port}; DIRECT`))).toBe(true);
    expect(proxy.tunnels.slice(before)).toEqual([hostOf(backOffice.url)]);
    expect(asked).toEqual([new URL(backOffice.url).origin]);
    // The environment is not consulted where the system answered.
    process.env.HTTP_PROXY = 'http://127.0.0.1:9';
    expect(await deliver(backOffice.url, {}, system('DIRECT'))).toBe(true);
    expect(proxy.tunnels.length).toBe(before + 1);
  });

  it('reads the first entry of a PAC answer', () => {
    expect(proxyOfPac('PROXY proxy.example.nl:8080; DIRECT')).toBe('http://proxy.example.nl:8080');
    expect(proxyOfPac('HTTPS secure.example.nl:443')).toBe('https://secure.example.nl:443');
    expect(proxyOfPac('SOCKS5 socks.example.nl:1080')).toBe('socks5://socks.example.nl:1080');
    expect(proxyOfPac('DIRECT')).toBeNull();
    expect(proxyOfPac('')).toBeNull();
  });
});
