// The sign-in members of a counterparty's settings as the management API takes them: their parsers
// (request-shape.ts), a 400 naming the member for anything else, and what the store keeps of them. What the values must hold (no control characters,
// a certificate that matches its key) is the store's check (store/credentials.ts), shared with the CLI.
import type { CounterpartySettings } from '../../shared/api/contract.ts';
import {
  type ClientCertificateInput,
  type OAuthClient,
  signIns,
} from '../../shared/parties/counterparty-input.ts';
import { badRequest } from '../server/http-error.ts';
import type { Credentials } from '../store/credentials.ts';
import { nullable, oneOf, optional, readBy, text, worded } from './request-shape.ts';

const OAUTH_MEMBERS = ['tokenUrl', 'issuer', 'clientId', 'scope', 'audience', 'clientAuth'] as const;

/** Text, or null to remove what is set. */
const textOrNull = (key: string) =>
  optional(worded(nullable(text), key, `${key} must be text, or null to remove it.`));

function oauthClient(value: unknown): OAuthClient | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('oauth', 'oauth must be an object: tokenUrl or issuer, clientId, scope, audience.');
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!(OAUTH_MEMBERS as readonly string[]).includes(key))
      throw badRequest('oauth', `oauth has no member ${key}; it takes ${OAUTH_MEMBERS.join(', ')}.`);
    if (v === undefined || v === null || v === '') continue;
    if (typeof v !== 'string') throw badRequest(`oauth.${key}`, `oauth.${key} must be text.`);
    out[key] = v.trim();
  }
  if (out.clientAuth !== undefined && out.clientAuth !== 'basic' && out.clientAuth !== 'post')
    throw badRequest('oauth.clientAuth', 'oauth.clientAuth is basic or post.');
  return { clientId: '', ...out } as OAuthClient;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const CERTIFICATE_WORDS =
  'clientCertificate is { pem, key } or { pkcs12 } (with a passphrase where it has one).';

/** A client certificate: PEM and key, or PKCS#12 in base64; null removes it. */
function certificateInput(value: unknown): ClientCertificateInput | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('clientCertificate', CERTIFICATE_WORDS);
  const c = value as Record<string, unknown>;
  const passphrase = textOrNull('passphrase')(c.passphrase, 'passphrase');
  const kept = typeof passphrase === 'string' ? { passphrase } : {};
  if (typeof c.pkcs12 === 'string') {
    const pfx = c.pkcs12.replace(/\s+/g, '');
    if (!BASE64.test(pfx))
      throw badRequest('clientCertificate.pkcs12', 'clientCertificate.pkcs12 is the file in base64.');
    return { pkcs12: pfx, ...kept };
  }
  if (typeof c.pem === 'string' && typeof c.key === 'string') return { pem: c.pem, key: c.key, ...kept };
  throw badRequest('clientCertificate', CERTIFICATE_WORDS);
}

/** The sign-in members of a counterparty's settings, as a body's shape (request-shape.ts). */
export const credentialMembers = {
  auth: optional(oneOf(...signIns)),
  token: optional(worded(nullable(text), 'token', 'token must be a non-empty string, or null to remove it.')),
  headerName: textOrNull('headerName'),
  oauth: optional(readBy(oauthClient)),
  clientSecret: textOrNull('clientSecret'),
  clientCertificate: optional(readBy(certificateInput)),
  ca: textOrNull('ca'),
};

/** The four stored members of a client certificate. */
function clientCertificate(c: ClientCertificateInput | null): Partial<Credentials> {
  const none = { clientCert: null, clientKey: null, clientPfx: null, passphrase: null };
  if (c === null) return none;
  const passphrase = c.passphrase ?? null;
  if ('pkcs12' in c) return { ...none, clientPfx: c.pkcs12, passphrase };
  return { ...none, clientCert: c.pem, clientKey: c.key, passphrase };
}

/** The sign-in members a body names; absent members stay absent (an edit keeps them). */
export function credentialSettings(input: CounterpartySettings): Partial<Credentials> {
  const out: Partial<Credentials> = {};
  if (input.auth !== undefined) out.auth = input.auth;
  if (input.token === '')
    throw badRequest('token', 'token must be a non-empty string, or null to remove it.');
  if (input.token !== undefined) out.token = input.token;
  if (input.headerName !== undefined)
    out.headerName = input.headerName === null ? null : input.headerName.trim();
  if (input.oauth !== undefined) out.oauth = input.oauth;
  if (input.clientSecret !== undefined) out.clientSecret = input.clientSecret;
  if (input.clientCertificate !== undefined) Object.assign(out, clientCertificate(input.clientCertificate));
  if (input.ca !== undefined) out.caBundle = input.ca;
  return out;
}
