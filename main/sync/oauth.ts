// OAuth 2.0 client credentials through openid-client: the token endpoint (given, or found in the
// issuer's metadata), the client authenticated by its secret, the token kept until shortly before it
// expires. Requests that need a token while one is being fetched wait for that one; a 401 to a token
// drops it, once, however many requests were refused with it. The authorization server is reached
// through the counterparty's own connections (its proxy, CA and client certificate).
import type { Configuration, CustomFetch } from 'openid-client';
import type { TokenRefusal } from '../../shared/api/types.ts';
import type { OAuthClient } from '../../shared/parties/counterparty-input.ts';

/** No token: the authorization server refused, could not be reached, or the secret cannot be read. */
export class TokenRefused extends Error {
  constructor(
    readonly refusal: TokenRefusal,
    message: string,
    /** Worth asking again later (no answer, 5xx, 429); otherwise the settings need a fix. */
    readonly transient: boolean,
  ) {
    super(`sign-in: ${message}`);
    this.name = 'TokenRefused';
  }
}

/** The time before expiry at which a token is renewed: a minute, or a tenth of a short lifetime. */
const renewMargin = (lifetimeMs: number) => Math.min(60_000, lifetimeMs / 10);

const refusals: Record<string, TokenRefusal> = {
  invalid_client: 'invalid-client',
  unauthorized_client: 'unauthorized-client',
  invalid_scope: 'invalid-scope',
};

/** The network's code for a failure (ECONNREFUSED, TimeoutError), found along the chain of causes. */
const errorCode = (e: unknown): string | undefined => {
  const err = e as { code?: unknown; name?: unknown; cause?: unknown };
  if (typeof err.code === 'string' && !err.code.startsWith('OAUTH_')) return err.code;
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return err.name;
  return err.cause && err.cause !== e ? errorCode(err.cause) : undefined;
};

/** What went wrong in openid-client's terms, as a refusal the clerk can be told about. */
function refusalOf(e: unknown, at: string): TokenRefused {
  type OAuthError = { error?: unknown; error_description?: unknown };
  const err = e as OAuthError & { status?: unknown; cause?: unknown };
  const status =
    typeof err.status === 'number' ? err.status : (err.cause as { status?: unknown } | undefined)?.status;
  const busy = typeof status === 'number' && (status >= 500 || status === 429);
  // The error is in the body (ResponseBodyError) or, with a 401, in the WWW-Authenticate challenge.
  const challenges = Array.isArray(err.cause) ? (err.cause as { parameters?: OAuthError }[]) : [];
  const said = typeof err.error === 'string' ? err : challenges.find((c) => c.parameters?.error)?.parameters;
  if (typeof said?.error === 'string') {
    const described = typeof said.error_description === 'string' ? ` (${said.error_description})` : '';
    return new TokenRefused(
      refusals[said.error] ?? 'other',
      `the authorization server at ${at} refused: ${said.error}${described}`,
      busy,
    );
  }
  if (typeof status === 'number')
    return new TokenRefused('other', `the authorization server at ${at} answered HTTP ${status}`, busy);
  const code = errorCode(e) ?? (e as Error).name;
  return new TokenRefused(
    'unreachable',
    `the authorization server at ${at} cannot be reached (${code})`,
    true,
  );
}

export class TokenSource {
  private config?: Promise<Configuration>;
  private cached?: { token: string; renewAt: number };
  private pending?: Promise<string>;

  constructor(
    private readonly client: OAuthClient,
    private readonly secret: string | null,
    private readonly fetch: CustomFetch,
    private readonly timeoutMs: number,
  ) {}

  private get at(): string {
    return this.client.tokenUrl ?? this.client.issuer ?? '';
  }

  private async configuration(): Promise<Configuration> {
    const oidc = await import('openid-client');
    const { tokenUrl, issuer, clientId, clientAuth } = this.client;
    const secret = this.secret ?? '';
    const auth = clientAuth === 'post' ? oidc.ClientSecretPost(secret) : oidc.ClientSecretBasic(secret);
    // Plain http only where the store allowed it: an authorization server on this computer.
    const insecure = (url: string) => new URL(url).protocol === 'http:';
    let config: Configuration;
    if (tokenUrl) {
      config = new oidc.Configuration(
        { issuer: new URL(tokenUrl).origin, token_endpoint: tokenUrl },
        clientId,
        {},
        auth,
      );
      if (insecure(tokenUrl)) oidc.allowInsecureRequests(config);
    } else {
      config = await oidc.discovery(new URL(issuer as string), clientId, {}, auth, {
        [oidc.customFetch]: this.fetch,
        timeout: Math.ceil(this.timeoutMs / 1000),
        execute: insecure(issuer as string) ? [oidc.allowInsecureRequests] : [],
      });
    }
    config[oidc.customFetch] = this.fetch;
    config.timeout = Math.ceil(this.timeoutMs / 1000);
    return config;
  }

  private async request(): Promise<string> {
    if (this.secret === null)
      throw new TokenRefused('unreadable', 'the stored client secret cannot be read: enter it again', false);
    const oidc = await import('openid-client');
    try {
      this.config ??= this.configuration();
      const config = await this.config;
      const { scope, audience } = this.client;
      const started = Date.now();
      const answer = await oidc.clientCredentialsGrant(config, {
        ...(scope ? { scope } : {}),
        ...(audience ? { audience } : {}),
      });
      const lifetimeMs = (answer.expiresIn() ?? Number.POSITIVE_INFINITY) * 1000;
      this.cached = { token: answer.access_token, renewAt: started + lifetimeMs - renewMargin(lifetimeMs) };
      return answer.access_token;
    } catch (e) {
      // Metadata that could not be had is asked for again next time.
      this.config = undefined;
      throw e instanceof TokenRefused ? e : refusalOf(e, this.at);
    }
  }

  /** A token to send: the one held while it is good, else a new one; `fresh` always asks anew. */
  token({ fresh = false } = {}): Promise<string> {
    if (!fresh && this.cached && Date.now() < this.cached.renewAt) return Promise.resolve(this.cached.token);
    if (!fresh && this.pending) return this.pending;
    const pending = this.request().finally(() => {
      if (this.pending === pending) this.pending = undefined;
    });
    this.pending = pending;
    return pending;
  }

  /** The counterparty refused `used` (401): the next token() asks for a new one, unless one came since. */
  refused(used: string): void {
    if (this.cached?.token === used) this.cached = undefined;
  }
}
