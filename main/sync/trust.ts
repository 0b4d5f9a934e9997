// The TLS side of a counterparty's connections: the client certificate we present (mutual TLS) and the
// certificates we trust for its server. Verification is never turned off: a counterparty's CA bundle
// and, on the desktop, the operating system's trust store are added to Node's own roots, because Node
// takes a `ca` option as the whole list (a bundle alone would distrust every public server, such as an
// authorization server elsewhere).
import type tls from 'node:tls';
import type { Credentials } from '../store/credentials.ts';

/** node:tls, taken when a connection is first set up: the server's start has no use for it. */
const tlsModule = () => process.getBuiltinModule('node:tls');

/** Node 22.15+ (Electron's): the certificates of a store; older Node lacks the function. */
type CaStore = 'default' | 'system' | 'bundled' | 'extra';
const getCACertificates = (store?: CaStore) =>
  (tlsModule() as { getCACertificates?: (store?: CaStore) => string[] }).getCACertificates?.(store);

export interface TrustOptions {
  /** Add the operating system's trust store (the desktop app: its users' companies install CAs there). */
  systemTrust?: boolean;
}

/** The system's certificates, where this Node can read them (read once: the store is large). */
let system: string[] | undefined;
const systemCertificates = () => {
  system ??= getCACertificates('system') ?? [];
  return system;
};

/**
 * The certificates to trust, or undefined where Node's defaults are the whole of it. Node's defaults
 * are its bundled roots plus NODE_EXTRA_CA_CERTS (`getCACertificates('default')`), or the bundled roots
 * alone on a Node too old to say.
 */
export function trustedCertificates(caBundle: string | null, options: TrustOptions): string[] | undefined {
  const extra = [...(options.systemTrust ? systemCertificates() : []), ...(caBundle ? [caBundle] : [])];
  if (extra.length === 0) return undefined;
  return [...(getCACertificates('default') ?? tlsModule().rootCertificates), ...extra];
}

/**
 * The TLS context of a counterparty's connections (whom we trust, the certificate we present), made
 * once: a `ca` list given to each connection would be parsed again for each. Undefined where Node's
 * defaults are all there is to it.
 */
export function secureContext(c: Credentials, options: TrustOptions): tls.SecureContext | undefined {
  const ca = trustedCertificates(c.caBundle, options);
  const passphrase = c.passphrase ?? undefined;
  const settings: tls.SecureContextOptions = {
    ...(ca ? { ca } : {}),
    // A certificate whose key cannot be read (its seal no longer opens) is not presented at all.
    ...(c.clientCert !== null && c.clientKey !== null
      ? { cert: c.clientCert, key: c.clientKey, passphrase }
      : {}),
    ...(c.clientPfx !== null ? { pfx: Buffer.from(c.clientPfx, 'base64'), passphrase } : {}),
  };
  return Object.keys(settings).length > 0 ? tlsModule().createSecureContext(settings) : undefined;
}

/**
 * The TLS context of connections to a server of the agency's own (its office server): Node's roots
 * and, on the desktop, the system's, where a company's own CA is installed. Undefined for Node's alone.
 */
export function ownServerContext(options: TrustOptions): tls.SecureContext | undefined {
  const ca = trustedCertificates(null, options);
  return ca ? tlsModule().createSecureContext({ ca }) : undefined;
}
