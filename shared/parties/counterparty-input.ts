// What a counterparty's settings may hold: how we sign in to its system, and the bounds of the words
// and numbers a clerk or a script types. The checks are the store's (so the management API and the
// command line refuse alike); each answers why a value is refused, or undefined.

/** How we sign in to a counterparty's system. */
export const signIns = ['none', 'bearer', 'header', 'oauth2'] as const;
export type SignIn = (typeof signIns)[number];

/** How the client id and secret go to the authorization server (RFC 6749 §2.3.1). */
export type ClientAuthMethod = 'basic' | 'post';

/** OAuth 2.0 client credentials, without the secret (which is kept sealed apart). */
export interface OAuthClient {
  /** The token endpoint; or, absent, found in the metadata `issuer` publishes. */
  tokenUrl?: string;
  issuer?: string;
  clientId: string;
  /** Space-separated scopes to ask for. */
  scope?: string;
  /** The `audience` parameter some authorization servers want (the API the token is for). */
  audience?: string;
  /** Default basic, which every authorization server must accept. */
  clientAuth?: ClientAuthMethod;
}

/** A client certificate as the management API takes it: PEM text, or PKCS#12 in base64. */
export type ClientCertificateInput =
  | { pem: string; key: string; passphrase?: string }
  | { pkcs12: string; passphrase?: string };

/** What is shown of a counterparty's sign-in: never a secret, only whether one is set. */
export interface CredentialsView {
  auth: SignIn;
  headerName: string | null;
  oauth: OAuthClient | null;
  hasToken: boolean;
  hasClientSecret: boolean;
  clientCertificate: { format: 'pem' | 'pkcs12'; subject: string | null; validTo: string | null } | null;
  /** The certificates trusted for the counterparty's server beside the usual ones, by name. */
  trustedCa: string[] | null;
}

export const NAME_MAX = 100;
export const TIMEOUT_MIN_MS = 1000;
export const TIMEOUT_MAX_MS = 10 * 60 * 1000;

/**
 * Control characters (C0, DEL, C1), line and paragraph separators, bidirectional overrides and
 * isolates (which make a name read differently than it sorts and compares), and unpaired surrogates.
 */
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

/** A counterparty's name is plain text: it names outbox entries, URLs of the API and lines of the CLI. */
export function nameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'A counterparty needs a name.';
  if ([...name].length > NAME_MAX) return `A counterparty's name is at most ${NAME_MAX} characters.`;
  if (UNPRINTABLE.test(name)) return "A counterparty's name cannot hold control characters.";
  if (/[/\\]/.test(name)) return "A counterparty's name cannot hold / or \\.";
  if (/^\.+$/.test(name.trim())) return "A counterparty's name needs more than dots.";
  return undefined;
}

/**
 * A value sent in an HTTP header (a token, an API key): printable ASCII. A CR or LF would split the
 * header (every request then fails, or worse, carries a header of the value's making); other bytes
 * reach a server as whatever its decoding makes of them.
 */
export function headerValueProblem(what: string, value: string): string | undefined {
  if (value === '') return `${what} is empty.`;
  if (value.length > 8192) return `${what} is longer than 8192 characters.`;
  if (!/^[\x20-\x7E]*$/.test(value))
    return `${what} holds a character that cannot be sent in a header (a line break, a control character, or a letter outside ASCII).`;
  if (value.trim() !== value) return `${what} starts or ends with a space.`;
  return undefined;
}

/** The headers every request carries already, which a key's header must not replace. */
const OURS = [
  'host',
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'accept',
  'standardversionid',
  'setuversionid',
];

/** A header's name: an RFC 9110 token, and none of the headers a request carries already. */
export function headerNameProblem(name: string): string | undefined {
  if (name === '') return 'The header name is empty.';
  if (name.length > 100) return 'The header name is longer than 100 characters.';
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name))
    return "The header name may hold letters, digits and !#$%&'*+-.^_`|~ only.";
  if (OURS.includes(name.toLowerCase())) return `The header ${name} is one the Workbench sets itself.`;
  return undefined;
}

/** Plain text of bounded length without control characters (a client id, a scope, an audience). */
export function textProblem(what: string, value: string, max = 1024): string | undefined {
  if (value.length > max) return `${what} is longer than ${max} characters.`;
  if (UNPRINTABLE.test(value)) return `${what} cannot hold control characters.`;
  return undefined;
}

export function timeoutProblem(ms: number): string | undefined {
  if (!Number.isInteger(ms) || ms < TIMEOUT_MIN_MS || ms > TIMEOUT_MAX_MS)
    return `The time-out is a whole number of milliseconds from ${TIMEOUT_MIN_MS} (1 second) to ${TIMEOUT_MAX_MS} (10 minutes).`;
  return undefined;
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * An http: or https: address without a user name or password in it (those belong in the sign-in
 * settings, where they are kept sealed). `secure`: plain http only on this computer, for an address
 * a secret is sent to (an authorization server).
 */
export function urlProblem(what: string, value: string, { secure = false } = {}): string | undefined {
  if (value.length > 2048) return `${what} is longer than 2048 characters.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${what} is not a valid absolute URL: ${value.slice(0, 200)}`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${what} must be http: or https:.`;
  if (url.username !== '' || url.password !== '')
    return `${what} cannot hold a user name or password: enter them as the sign-in.`;
  if (secure && url.protocol === 'http:' && !isLoopback(url.hostname))
    return `${what} must be https: the client secret is sent to it.`;
  return undefined;
}
