// The sign-in options of `counterparty add`: how we sign in (--auth, or what the other options imply),
// secrets from standard input (never from the command line, which `ps` and the shell's history show,
// except the older --token), certificates and CA bundles read from files and stored in the store.
import fs from 'node:fs';
import { type SignIn, signIns } from '../../shared/parties/counterparty-input.ts';
import type { Credentials } from '../store/credentials.ts';
import { UsageError } from './args.ts';

export const credentialOptions = {
  auth: { type: 'string', help: 'how we sign in (default: what the other options imply)' },
  token: { type: 'string', help: 'the token (shown by ps and kept in the history: prefer --token-stdin)' },
  'token-stdin': { type: 'boolean', help: 'read the token from standard input' },
  'header-name': { type: 'string', help: 'send the token in this header rather than Authorization' },
  'token-url': { type: 'string', help: "the OAuth 2.0 authorization server's token endpoint" },
  issuer: { type: 'string', help: 'the OAuth 2.0 issuer, whose metadata names the token endpoint' },
  'client-id': { type: 'string', help: 'our OAuth 2.0 client id' },
  'client-secret-stdin': { type: 'boolean', help: 'read the client secret from standard input' },
  scope: { type: 'string', help: 'the OAuth 2.0 scope to ask for' },
  audience: { type: 'string', help: 'the OAuth 2.0 audience to ask for' },
  'client-auth': { type: 'string', help: 'send the client secret as Basic authentication or in the body' },
  'client-cert': { type: 'string', help: 'our client certificate (PEM file)' },
  'client-key': { type: 'string', help: "the client certificate's private key (PEM file)" },
  'client-pfx': { type: 'string', help: 'our client certificate with its key (PKCS#12 file)' },
  'passphrase-stdin': { type: 'boolean', help: "read the key's passphrase from standard input" },
  ca: { type: 'string', help: "CA certificates to trust for its server, besides the system's (PEM file)" },
} as const;

type Values = {
  [K in keyof typeof credentialOptions]?: (typeof credentialOptions)[K]['type'] extends 'boolean'
    ? boolean
    : string;
};

/** The option a stored setting comes from, to name it when the store refuses the setting. */
export const optionOf: Record<string, string> = {
  name: 'the name',
  baseUrl: '--url',
  timeoutMs: '--timeout',
  families: '--families',
  auth: '--auth',
  token: 'the token',
  headerName: '--header-name',
  oauth: '--token-url',
  'oauth.tokenUrl': '--token-url',
  'oauth.issuer': '--issuer',
  'oauth.clientId': '--client-id',
  'oauth.scope': '--scope',
  'oauth.audience': '--audience',
  'oauth.clientAuth': '--client-auth',
  clientSecret: '--client-secret-stdin',
  clientCertificate: '--client-cert',
  'clientCertificate.pem': '--client-cert',
  'clientCertificate.key': '--client-key',
  'clientCertificate.pkcs12': '--client-pfx',
  'clientCertificate.passphrase': '--passphrase-stdin',
  ca: '--ca',
};

/** The sign-in that the options imply when --auth does not say. */
function impliedSignIn(values: Values, token: string | undefined): SignIn {
  if (values['client-id'] || values['token-url'] || values.issuer) return 'oauth2';
  if (values['header-name']) return 'header';
  return token !== undefined ? 'bearer' : 'none';
}

function readFile(option: string, file: string, encoding?: BufferEncoding): string {
  try {
    return encoding ? fs.readFileSync(file, encoding) : fs.readFileSync(file).toString('base64');
  } catch (e) {
    throw new Error(
      `${option}: ${file} cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
}

/**
 * The secrets asked for on standard input, one a line in this order: the token or the client secret,
 * then the passphrase. The token may also come from SETU_COUNTERPARTY_TOKEN or --token.
 */
function secretsFrom(values: Values): { token?: string; clientSecret?: string; passphrase?: string } {
  const asked = [
    values['token-stdin'] && 'token',
    values['client-secret-stdin'] && 'clientSecret',
    values['passphrase-stdin'] && 'passphrase',
  ].filter((x): x is string => typeof x === 'string');
  if (values.token !== undefined && values['token-stdin'])
    throw new UsageError('--token and --token-stdin: give the token one way');
  if (values['token-stdin'] && values['client-secret-stdin'])
    throw new UsageError(
      '--token-stdin and --client-secret-stdin: a sign-in has a token or a client secret, not both',
    );
  const out: Record<string, string> = {};
  if (asked.length > 0) {
    const lines = fs.readFileSync(0, 'utf8').split(/\r?\n/);
    for (const [i, what] of asked.entries()) {
      const line = lines[i]?.trim();
      const option =
        what === 'token'
          ? '--token-stdin'
          : what === 'clientSecret'
            ? '--client-secret-stdin'
            : '--passphrase-stdin';
      if (!line)
        throw new Error(
          `${option}: standard input holds no ${what === 'clientSecret' ? 'client secret' : what} on line ${i + 1}`,
        );
      out[what] = line;
    }
  }
  const token = out.token ?? values.token ?? (process.env.SETU_COUNTERPARTY_TOKEN || undefined);
  return { ...out, ...(token !== undefined ? { token } : {}) };
}

/** The credentials the options give, for Counterparties.add (which checks them). */
export function credentialsFrom(values: Values): Partial<Credentials> {
  if (values.auth !== undefined && !signIns.includes(values.auth as SignIn))
    throw new UsageError(`--auth must be one of ${signIns.join(', ')}`);
  if (values['client-auth'] !== undefined && !['basic', 'post'].includes(values['client-auth']))
    throw new UsageError('--client-auth must be basic or post');
  const { token, clientSecret, passphrase } = secretsFrom(values);
  const auth = (values.auth as SignIn | undefined) ?? impliedSignIn(values, token);
  const oauth =
    auth === 'oauth2'
      ? {
          ...(values['token-url'] ? { tokenUrl: values['token-url'] } : {}),
          ...(values.issuer ? { issuer: values.issuer } : {}),
          clientId: values['client-id'] ?? '',
          ...(values.scope ? { scope: values.scope } : {}),
          ...(values.audience ? { audience: values.audience } : {}),
          ...(values['client-auth'] ? { clientAuth: values['client-auth'] as 'basic' | 'post' } : {}),
        }
      : null;
  return {
    auth,
    token: token ?? null,
    headerName: values['header-name'] ?? null,
    oauth,
    clientSecret: clientSecret ?? null,
    clientCert: values['client-cert'] ? readFile('--client-cert', values['client-cert'], 'utf8') : null,
    clientKey: values['client-key'] ? readFile('--client-key', values['client-key'], 'utf8') : null,
    clientPfx: values['client-pfx'] ? readFile('--client-pfx', values['client-pfx']) : null,
    passphrase: passphrase ?? null,
    caBundle: values.ca ? readFile('--ca', values.ca, 'utf8') : null,
  };
}
