// One counterparty's way out, as long as its settings stay as they are: a dispatcher per origin (its
// TLS options and proxy: its own server's, and its authorization server's) and how a request signs in
// (a bearer token, an API key in the named header, or an OAuth 2.0 token).
import type tls from 'node:tls';
import type { CustomFetch } from 'openid-client';
import type { Dispatcher } from 'undici';
import type { Counterparty } from '../store/counterparties.ts';
import { TokenSource } from './oauth.ts';
import { dispatcherFor, type ProxyResolver } from './proxy.ts';
import { secureContext, type TrustOptions } from './trust.ts';

export interface NetworkOptions extends TrustOptions {
  /** The desktop's system proxy; absent, the environment's (HTTPS_PROXY, HTTP_PROXY, NO_PROXY). */
  resolveProxy?: ProxyResolver;
}

export class Link {
  /** The settings this link was made for: a counterparty changed since needs a new one. */
  readonly version: string;
  private readonly dispatchers = new Map<string, Promise<Dispatcher>>();
  private readonly tokens?: TokenSource;
  /** Made on first use: a link that only answers "is it the same settings" costs nothing. */
  private context?: { value: tls.SecureContext | undefined };

  constructor(
    private readonly cp: Counterparty,
    private readonly connections: number,
    private readonly network: NetworkOptions,
  ) {
    this.version = cp.updatedAt;
    if (cp.auth === 'oauth2' && cp.oauth)
      this.tokens = new TokenSource(cp.oauth, cp.clientSecret, this.fetch, Math.min(cp.timeoutMs, 30_000));
  }

  dispatcher(origin: string): Promise<Dispatcher> {
    let dispatcher = this.dispatchers.get(origin);
    if (!dispatcher) {
      this.context ??= { value: secureContext(this.cp, this.network) };
      const context = this.context.value;
      dispatcher = dispatcherFor(origin, {
        connections: this.connections,
        connect: { ...(context ? { secureContext: context } : {}), timeout: this.cp.timeoutMs },
        resolveProxy: this.network.resolveProxy,
      });
      this.dispatchers.set(origin, dispatcher);
    }
    return dispatcher;
  }

  /** openid-client's requests, through this counterparty's dispatcher for the authorization server. */
  private readonly fetch: CustomFetch = async (url, options) => {
    const { fetch } = await import('undici');
    const dispatcher = await this.dispatcher(new URL(url).origin);
    return (await fetch(url, { ...options, dispatcher })) as unknown as Response;
  };

  /**
   * Adds the sign-in to a request's headers; answers the OAuth token it used (to be dropped should the
   * counterparty refuse it), or undefined. Throws TokenRefused when no token can be had.
   */
  async signIn(headers: Record<string, string>, { fresh = false } = {}): Promise<string | undefined> {
    const { cp } = this;
    if (cp.auth === 'bearer' && cp.token !== null) headers.authorization = `Bearer ${cp.token}`;
    else if (cp.auth === 'header' && cp.token !== null && cp.headerName !== null)
      headers[cp.headerName.toLowerCase()] = cp.token;
    else if (this.tokens) {
      const token = await this.tokens.token({ fresh });
      headers.authorization = `Bearer ${token}`;
      return token;
    }
    return undefined;
  }

  /** The counterparty answered 401 to `token`. */
  refused(token: string): void {
    this.tokens?.refused(token);
  }

  async close(): Promise<void> {
    const dispatchers = await Promise.allSettled(this.dispatchers.values());
    await Promise.all(
      dispatchers.map((d) =>
        d.status === 'fulfilled' ? d.value.close().catch(() => d.value.destroy()) : undefined,
      ),
    );
    this.dispatchers.clear();
  }
}
