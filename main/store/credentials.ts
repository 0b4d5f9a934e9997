// How we sign in to a counterparty's system (none, a bearer token, an API key in a named header, OAuth
// 2.0 client credentials), the client certificate for mutual TLS (PEM, or PKCS#12 with its passphrase)
// and the CA its server's certificate is signed by. Checked here, before the store keeps them, so that
// a certificate that does not match its key, or a passphrase that does not open the PKCS#12, is
// refused when entered rather than found out by every sync. The secrets among them are sealed by
// credential-columns.ts.
import { X509Certificate } from 'node:crypto';
import {
  headerNameProblem,
  headerValueProblem,
  type OAuthClient,
  type SignIn,
  signIns,
  textProblem,
  urlProblem,
} from '../../shared/parties/counterparty-input.ts';

/** node:tls, taken when a certificate is checked: the server's start has no use for it. */
const tls = () => process.getBuiltinModule('node:tls');

/** A counterparty setting refused; `field` names it as the management API does. */
export class InvalidSetting extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'InvalidSetting';
  }
}

export interface Credentials {
  auth: SignIn;
  /** The bearer token, or the API key sent in `headerName`. */
  token: string | null;
  headerName: string | null;
  oauth: OAuthClient | null;
  clientSecret: string | null;
  /** The client certificate (PEM, with its chain) and its key, or both in PKCS#12 (base64). */
  clientCert: string | null;
  clientKey: string | null;
  clientPfx: string | null;
  /** Opens the PKCS#12, or an encrypted PEM key. */
  passphrase: string | null;
  /** Certificates (PEM) trusted for the counterparty's server, beside the usual ones. */
  caBundle: string | null;
}

export const noCredentials: Credentials = {
  auth: 'none',
  token: null,
  headerName: null,
  oauth: null,
  clientSecret: null,
  clientCert: null,
  clientKey: null,
  clientPfx: null,
  passphrase: null,
  caBundle: null,
};

/** `base` with the credential members `input` sets (an absent one keeps base's; null removes it). */
export function credentialsOf(input: Partial<Credentials>, base: Credentials): Credentials {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(noCredentials) as (keyof Credentials)[])
    out[key] = input[key] === undefined ? base[key] : input[key];
  return out as unknown as Credentials;
}

const KiB = 1024;
const PEM_MAX = 64 * KiB;
const CA_MAX = 1024 * KiB;

/**
 * The sign-in an edit leaves: the one it names, or else the current one, except that a token given
 * where none was used means a bearer token, and removing the token of a key sign-in means none (as a
 * token alone said before sign-ins had kinds).
 */
export function signInAfter(current: SignIn, patch: Partial<Credentials>): SignIn {
  if (patch.auth) return patch.auth;
  if (typeof patch.token === 'string' && current === 'none') return 'bearer';
  if (patch.token === null && (current === 'bearer' || current === 'header')) return 'none';
  return current;
}

const refuse = (field: string, problem: string | undefined) => {
  if (problem) throw new InvalidSetting(field, problem);
};

function checkedOAuth(oauth: OAuthClient | null): OAuthClient {
  if (!oauth) throw new InvalidSetting('oauth', 'OAuth 2.0 needs a token URL (or issuer) and a client id.');
  const { tokenUrl, issuer, clientId, scope, audience, clientAuth } = oauth;
  if (!tokenUrl && !issuer)
    throw new InvalidSetting('oauth.tokenUrl', 'OAuth 2.0 needs a token URL or an issuer.');
  if (tokenUrl) refuse('oauth.tokenUrl', urlProblem('The token URL', tokenUrl, { secure: true }));
  if (issuer) refuse('oauth.issuer', urlProblem('The issuer', issuer, { secure: true }));
  if (!clientId) throw new InvalidSetting('oauth.clientId', 'OAuth 2.0 needs a client id.');
  refuse('oauth.clientId', textProblem('The client id', clientId));
  if (scope) refuse('oauth.scope', headerValueProblem('The scope', scope));
  if (audience) refuse('oauth.audience', textProblem('The audience', audience));
  if (clientAuth !== undefined && clientAuth !== 'basic' && clientAuth !== 'post')
    throw new InvalidSetting('oauth.clientAuth', 'clientAuth is basic or post.');
  return {
    ...(tokenUrl ? { tokenUrl } : {}),
    ...(issuer ? { issuer } : {}),
    clientId,
    ...(scope ? { scope } : {}),
    ...(audience ? { audience } : {}),
    ...(clientAuth ? { clientAuth } : {}),
  };
}

/** The certificates of a PEM text, each parsed; refused when there is none or one does not parse. */
export function pemCertificates(field: string, pem: string, max = PEM_MAX): X509Certificate[] {
  if (pem.length > max)
    throw new InvalidSetting(field, `The certificate file is larger than ${max / KiB} KiB.`);
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (blocks.length === 0)
    throw new InvalidSetting(field, 'The file holds no certificate (PEM, "-----BEGIN CERTIFICATE-----").');
  return blocks.map((block) => {
    try {
      return new X509Certificate(block);
    } catch (e) {
      throw new InvalidSetting(field, `A certificate in the file cannot be read: ${(e as Error).message}`);
    }
  });
}

/** What OpenSSL says of a key, PKCS#12 or passphrase that does not fit, in words. */
function tlsRefusal(e: unknown, pkcs12: boolean): InvalidSetting {
  const message = (e as Error).message;
  if (/mac verify failure|bad decrypt|bad password/i.test(message))
    return new InvalidSetting(
      'clientCertificate.passphrase',
      'The passphrase does not open the certificate.',
    );
  if (/key values mismatch/i.test(message))
    return new InvalidSetting('clientCertificate.key', 'The key does not belong to the certificate.');
  if (pkcs12 && /unsupported/i.test(message))
    return new InvalidSetting(
      'clientCertificate.pkcs12',
      'The PKCS#12 file uses an old encryption (RC2) that is no longer supported: export it again with AES.',
    );
  return new InvalidSetting(
    pkcs12 ? 'clientCertificate.pkcs12' : 'clientCertificate.key',
    `The ${pkcs12 ? 'PKCS#12 file' : 'key'} cannot be read: ${message}`,
  );
}

function checkClientCertificate(c: Credentials): void {
  const pem = c.clientCert !== null || c.clientKey !== null;
  if (pem && c.clientPfx !== null)
    throw new InvalidSetting('clientCertificate', 'Give the certificate as PEM or as PKCS#12, not both.');
  if (c.passphrase !== null)
    refuse('clientCertificate.passphrase', textProblem('The passphrase', c.passphrase));
  if (pem) {
    if (c.clientCert === null || c.clientKey === null)
      throw new InvalidSetting('clientCertificate', 'A PEM client certificate needs its key too.');
    pemCertificates('clientCertificate.pem', c.clientCert);
    if (c.clientKey.length > PEM_MAX)
      throw new InvalidSetting('clientCertificate.key', 'The key file is too large.');
    try {
      tls().createSecureContext({
        cert: c.clientCert,
        key: c.clientKey,
        passphrase: c.passphrase ?? undefined,
      });
    } catch (e) {
      throw tlsRefusal(e, false);
    }
  } else if (c.clientPfx !== null) {
    const pfx = Buffer.from(c.clientPfx, 'base64');
    if (pfx.length === 0 || pfx.length > PEM_MAX)
      throw new InvalidSetting('clientCertificate.pkcs12', 'The PKCS#12 file is empty or too large.');
    try {
      tls().createSecureContext({ pfx, passphrase: c.passphrase ?? undefined });
    } catch (e) {
      throw tlsRefusal(e, true);
    }
  } else if (c.passphrase !== null) {
    throw new InvalidSetting('clientCertificate.passphrase', 'A passphrase needs a certificate to open.');
  }
}

/** Checks credentials, and drops what the chosen sign-in does not use (no secret is kept for nothing). */
export function checkedCredentials(c: Credentials): Credentials {
  if (!signIns.includes(c.auth)) throw new InvalidSetting('auth', `auth is one of ${signIns.join(', ')}.`);
  const keyed = c.auth === 'bearer' || c.auth === 'header';
  if (keyed) {
    if (c.token === null)
      throw new InvalidSetting('token', 'This sign-in needs the key (token) the counterparty gave us.');
    refuse('token', headerValueProblem('The key', c.token));
  }
  if (c.auth === 'header') {
    if (c.headerName === null)
      throw new InvalidSetting('headerName', 'An API key in a header needs the header name.');
    refuse('headerName', headerNameProblem(c.headerName));
  }
  const oauth = c.auth === 'oauth2' ? checkedOAuth(c.oauth) : null;
  if (oauth) {
    if (c.clientSecret === null)
      throw new InvalidSetting('clientSecret', 'OAuth 2.0 needs the client secret.');
    refuse('clientSecret', textProblem('The client secret', c.clientSecret, 4096));
    if (c.clientSecret === '') throw new InvalidSetting('clientSecret', 'The client secret is empty.');
  }
  checkClientCertificate(c);
  if (c.caBundle !== null) pemCertificates('ca', c.caBundle, CA_MAX);
  return {
    ...c,
    token: keyed ? c.token : null,
    headerName: c.auth === 'header' ? c.headerName : null,
    oauth,
    clientSecret: oauth ? c.clientSecret : null,
  };
}

/** What may be shown of a certificate: whom it names and until when it holds. */
export function certificateSummary(cert: X509Certificate): { subject: string; validTo: string } {
  const cn = /(?:^|\n)CN=([^\n]*)/.exec(cert.subject)?.[1];
  return { subject: cn ?? cert.subject.replace(/\n/g, ', '), validTo: new Date(cert.validTo).toISOString() };
}
