// The part of oidc-provider (which ships no types, and whose @types package is not installed) that the
// tests' authorization server uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ClientCredentialsToken {
    scopes: Set<string>;
    destroy(): Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    ClientCredentials: { find(token: string): Promise<ClientCredentialsToken | undefined> };
  }
}
