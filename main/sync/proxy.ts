// How a counterparty's connections leave this computer: through the proxy the environment names
// (HTTPS_PROXY, HTTP_PROXY, NO_PROXY: undici's EnvHttpProxyAgent reads them) or, in the desktop app,
// the one the operating system's settings give for that address (Chromium resolves it in the main
// process, PAC files included, and answers the server process over the channel they share). Each
// dispatcher carries the counterparty's TLS options: to its server through the tunnel, or directly.
import type tls from 'node:tls';
import type { Dispatcher } from 'undici';

/** The system's proxy for a URL, as Chromium's resolver answers it: "PROXY host:port; DIRECT". */
export type ProxyResolver = (url: string) => Promise<string>;

const schemes: Record<string, string> = {
  PROXY: 'http',
  HTTP: 'http',
  HTTPS: 'https',
  SOCKS: 'socks5',
  SOCKS5: 'socks5',
};

/**
 * The proxy of a PAC answer's first entry as a URL undici takes, or null to connect directly. Only the
 * first entry counts: a fallback list would need a retry per entry, which a sync's own retries give.
 */
export function proxyOfPac(answer: string): string | null {
  const [kind = 'DIRECT', hostPort] = (answer.split(';')[0] ?? '').trim().split(/\s+/);
  const scheme = schemes[kind.toUpperCase()];
  return scheme && hostPort ? `${scheme}://${hostPort}` : null;
}

export interface DispatcherOptions {
  /** Connections per origin (the sync engine's concurrency). */
  connections: number;
  /** The TLS options of connections to the counterparty's servers, with the connect time-out. */
  connect: tls.ConnectionOptions & { timeout: number };
  resolveProxy?: ProxyResolver;
}

/** A dispatcher for requests to `origin`. */
export async function dispatcherFor(origin: string, options: DispatcherOptions): Promise<Dispatcher> {
  // Loaded on first use: undici takes a tenth of a second to load, which the app's start need not pay.
  const { Agent, EnvHttpProxyAgent, ProxyAgent } = await import('undici');
  const { connections, connect, resolveProxy } = options;
  if (resolveProxy) {
    const answer = await resolveProxy(origin).catch(() => undefined);
    if (answer !== undefined) {
      const proxy = proxyOfPac(answer);
      return proxy
        ? new ProxyAgent({ uri: proxy, connections, requestTls: connect })
        : new Agent({ connections, connect });
    }
  }
  return new EnvHttpProxyAgent({ connections, connect, requestTls: connect });
}
