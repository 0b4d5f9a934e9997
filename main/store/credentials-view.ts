// What the management API and the CLI show of a counterparty's sign-in: whether each secret is set,
// whom the client certificate names and until when, whose certificates are trusted. Never a secret.
import type { X509Certificate } from 'node:crypto';
import type { CredentialsView } from '../../shared/parties/counterparty-input.ts';
import { type Credentials, certificateSummary, noCredentials, pemCertificates } from './credentials.ts';

/** The certificates of stored PEM (checked when it was stored). */
function readable(pem: string): X509Certificate[] {
  try {
    return pemCertificates('', pem, Number.POSITIVE_INFINITY);
  } catch {
    return [];
  }
}

function pemSummary(pem: string): { subject: string | null; validTo: string | null } {
  const [first] = readable(pem);
  return first ? certificateSummary(first) : { subject: null, validTo: null };
}

/**
 * A counterparty as it may be shown: every member of Credentials is taken out (so one added later
 * cannot leak by being forgotten here) and the view put in its place.
 */
export function withoutSecrets<T extends Credentials>(cp: T): Omit<T, keyof Credentials> & CredentialsView {
  const rest: Record<string, unknown> = { ...(cp as object) };
  for (const key of Object.keys(noCredentials)) delete rest[key];
  const view: CredentialsView = {
    auth: cp.auth,
    headerName: cp.headerName,
    oauth: cp.oauth,
    hasToken: cp.token !== null,
    hasClientSecret: cp.clientSecret !== null,
    clientCertificate:
      cp.clientCert !== null
        ? { format: 'pem', ...pemSummary(cp.clientCert) }
        : cp.clientPfx !== null
          ? { format: 'pkcs12', subject: null, validTo: null }
          : null,
    trustedCa: cp.caBundle === null ? null : readable(cp.caBundle).map((c) => certificateSummary(c).subject),
  };
  return { ...(rest as Omit<T, keyof Credentials>), ...view };
}
