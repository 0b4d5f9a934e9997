// The columns of a counterparty's sign-in (migration 12), written and read beside the rest of its row.
// Each secret (client secret, key, PKCS#12, passphrase) is sealed like the token (secrets.ts), bound to
// the counterparty and to what it is, so that a sealed value moved to another row or column does not
// open. Certificates and CA bundles are public and stored as they are: in the store rather than as
// paths, which a desktop may lose.
import type Database from 'better-sqlite3';
import type { OAuthClient, SignIn } from '../../shared/parties/counterparty-input.ts';
import type { Credentials } from './credentials.ts';
import type { Secrets } from './secrets.ts';

export interface CredentialRow {
  name: string;
  auth: SignIn;
  header_name: string | null;
  oauth: string | null;
  client_secret: string | null;
  client_cert: string | null;
  client_key: string | null;
  client_pfx: string | null;
  passphrase: string | null;
  ca_bundle: string | null;
}

const SEALED = ['clientSecret', 'clientKey', 'clientPfx', 'passphrase'] as const;
type Sealed = (typeof SEALED)[number];

/** What a secret other than the token is bound to when sealed (the token keeps its older context). */
export const secretContext = (name: string, field: Sealed) => `counterparty "${name}" ${field}`;

/** Opens a sealed value; null when it cannot be read (said once, elsewhere). */
export type Opener = (stored: string | null, context: string) => string | null;

export class CredentialColumns {
  private readonly update;

  constructor(
    db: Database.Database,
    private readonly secrets: Secrets,
    private readonly open: Opener,
  ) {
    this.update = db.prepare(
      `UPDATE counterparties SET auth = @auth, header_name = @headerName, oauth = @oauth,
         client_secret = @clientSecret, client_cert = @clientCert, client_key = @clientKey,
         client_pfx = @clientPfx, passphrase = @passphrase, ca_bundle = @caBundle
       WHERE name = @name`,
    );
  }

  /** Writes all but the token (which the counterparty's own row statement writes). */
  save(name: string, c: Credentials): void {
    const seal = (field: Sealed) => {
      const value = c[field];
      return value === null ? null : this.secrets.seal(value, secretContext(name, field));
    };
    this.update.run({
      name,
      auth: c.auth,
      headerName: c.headerName,
      oauth: c.oauth ? JSON.stringify(c.oauth) : null,
      clientSecret: seal('clientSecret'),
      clientCert: c.clientCert,
      clientKey: seal('clientKey'),
      clientPfx: seal('clientPfx'),
      passphrase: seal('passphrase'),
      caBundle: c.caBundle,
    });
  }

  read(r: CredentialRow, token: string | null): Credentials {
    const open = (field: Sealed, stored: string | null) => this.open(stored, secretContext(r.name, field));
    return {
      auth: r.auth,
      token,
      headerName: r.header_name,
      oauth: r.oauth ? (JSON.parse(r.oauth) as OAuthClient) : null,
      clientSecret: open('clientSecret', r.client_secret),
      clientCert: r.client_cert,
      clientKey: open('clientKey', r.client_key),
      clientPfx: open('clientPfx', r.client_pfx),
      passphrase: open('passphrase', r.passphrase),
      caBundle: r.ca_bundle,
    };
  }
}
