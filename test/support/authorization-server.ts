// A real OAuth 2.0 authorization server for tests: oidc-provider with the client credentials grant, one
// client (its secret sent as HTTP Basic, as oidc-provider's clients do by default), a scope, and access
// tokens that live `ttlSeconds`. `check` is what a customer's gateway does with a bearer token: ask the
// authorization server whether it is one it issued, still valid, with the scope.
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Provider from 'oidc-provider';

export interface AuthorizationServer {
  issuer: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Token requests answered so far (granted or not). */
  tokenRequests: number;
  /** 401 unless the request carries a valid token with the scope; undefined lets it through. */
  check(req: IncomingMessage): Promise<number | undefined>;
  /** Ends a token before its time (as a revocation does). */
  revoke(token: string): Promise<void>;
  close(): Promise<void>;
}

export async function startAuthorizationServer({ ttlSeconds = 300 } = {}): Promise<AuthorizationServer> {
  const server = http.createServer();
  const sockets = new Set<Socket>();
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'setu-workbench';
  const clientSecret = 'the-right-secret';
  const scope = 'setu';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        grant_types: ['client_credentials'],
        redirect_uris: [],
        response_types: [],
        scope,
      },
    ],
    scopes: [scope],
    features: { clientCredentials: { enabled: true }, devInteractions: { enabled: false } },
    ttl: { ClientCredentials: ttlSeconds },
    // By default a token is taken for 15 seconds past its expiry; a test of expiry wants none.
    clockTolerance: 0,
  });
  const callback = provider.callback();
  const state = {
    issuer,
    tokenUrl: `${issuer}/token`,
    clientId,
    clientSecret,
    scope,
    tokenRequests: 0,
    async check(req: IncomingMessage) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const found = token ? await provider.ClientCredentials.find(token) : undefined;
      return found?.scopes.has(scope) ? undefined : 401;
    },
    async revoke(token: string) {
      await (await provider.ClientCredentials.find(token))?.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  server.on('request', (req, res) => {
    if (req.url?.startsWith('/token')) state.tokenRequests++;
    callback(req, res);
  });
  // The provider's first answer makes its keys and loads its routes, which takes seconds on a busy
  // machine: paid here, not by the first token request a test times.
  await (await fetch(`${issuer}/.well-known/openid-configuration`)).arrayBuffer();
  return state;
}
