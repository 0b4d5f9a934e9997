// The sign-in members of a counterparty's settings as the management API takes them, checked for their
// shape: a 400 naming the member for anything else. What the values must hold (no control characters,
// a certificate that matches its key) is the store's check (store/credentials.ts), shared with the CLI.
import { type OAuthClient, type SignIn, signIns } from '../../shared/counterparty-input.ts';
import { badRequest } from '../server/http-error.ts';
import type { Credentials } from '../store/credentials.ts';

const OAUTH_MEMBERS = ['tokenUrl', 'issuer', 'clientId', 'scope', 'audience', 'clientAuth'] as const;

/** A string, or null to remove what is set; absent: undefined. */
function textOrNull(input: Record<string, unknown>, key: string): string | null | undefined {
  const value = input[key];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') throw badRequest(key, `${key} must be text, or null to remove it.`);
  return value;
}

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

/** A client certificate (PEM and key, or PKCS#12 in base64) as the four stored members. */
function clientCertificate(value: unknown): Partial<Credentials> {
  const none = { clientCert: null, clientKey: null, clientPfx: null, passphrase: null };
  if (value === null) return none;
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest(
      'clientCertificate',
      'clientCertificate is { pem, key } or { pkcs12 } (with a passphrase where it has one).',
    );
  const c = value as Record<string, unknown>;
  const passphrase = textOrNull(c, 'passphrase') ?? null;
  if (typeof c.pkcs12 === 'string') {
    const pfx = c.pkcs12.replace(/\s+/g, '');
    if (!BASE64.test(pfx))
      throw badRequest('clientCertificate.pkcs12', 'clientCertificate.pkcs12 is the file in base64.');
    return { ...none, clientPfx: pfx, passphrase };
  }
  if (typeof c.pem === 'string' && typeof c.key === 'string')
    return { ...none, clientCert: c.pem, clientKey: c.key, passphrase };
  throw badRequest(
    'clientCertificate',
    'clientCertificate is { pem, key } or { pkcs12 } (with a passphrase where it has one).',
  );
}

/** The sign-in members a body names; absent members stay absent (an edit keeps them). */
export function credentialSettings(input: Record<string, unknown>): Partial<Credentials> {
  const out: Partial<Credentials> = {};
  if (input.auth !== undefined) {
    if (!signIns.includes(input.auth as SignIn))
      throw badRequest('auth', `auth must be one of ${signIns.join(', ')}.`);
    out.auth = input.auth as SignIn;
  }
  if (input.token !== undefined) {
    if (input.token !== null && (typeof input.token !== 'string' || input.token === ''))
      throw badRequest('token', 'token must be a non-empty string, or null to remove it.');
    out.token = input.token as string | null;
  }
  const headerName = textOrNull(input, 'headerName');
  if (headerName !== undefined) out.headerName = headerName === null ? null : headerName.trim();
  if (input.oauth !== undefined) out.oauth = oauthClient(input.oauth);
  const secret = textOrNull(input, 'clientSecret');
  if (secret !== undefined) out.clientSecret = secret;
  if (input.clientCertificate !== undefined) Object.assign(out, clientCertificate(input.clientCertificate));
  const ca = textOrNull(input, 'ca');
  if (ca !== undefined) out.caBundle = ca;
  return out;
}
