// Certificates made for a test with `openssl`: a CA, a server certificate it signed for 127.0.0.1, a
// client certificate it signed (PEM, and PKCS#12 with a passphrase), a self-signed server certificate,
// and a second CA that signed nothing of these.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './temp.ts';

export interface TlsMaterial {
  /** The CA's certificate (PEM). */
  ca: string;
  server: { cert: string; key: string };
  client: { cert: string; key: string; pfx: Buffer; passphrase: string };
  selfSigned: { cert: string; key: string };
  /** A CA that signed none of the above. */
  otherCa: string;
  /** Where the files are, for the CLI. */
  dir: string;
}

/** EC keys: made in milliseconds, where RSA keys take a second each on a loaded machine. */
const EC = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];

const openssl = (dir: string, ...args: string[]) =>
  execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });

function makeCa(dir: string, name: string): void {
  openssl(
    dir,
    'req',
    '-x509',
    ...EC,
    '-nodes',
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.pem`,
  );
}

/** A key and a certificate for `cn`, signed by the CA `ca`, with `ext` (subjectAltName, usage). */
function makeSigned(dir: string, name: string, cn: string, ca: string, ext: string): void {
  openssl(dir, 'req', ...EC, '-nodes', '-subj', `/CN=${cn}`, '-keyout', `${name}.key`, '-out', `${name}.csr`);
  fs.writeFileSync(path.join(dir, `${name}.ext`), ext);
  openssl(
    dir,
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${ca}.pem`,
    '-CAkey',
    `${ca}.key`,
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.pem`,
  );
}

export function makeTlsMaterial(): TlsMaterial {
  const dir = tempDir('setu-tls-');
  makeCa(dir, 'test-ca');
  makeCa(dir, 'other-ca');
  makeSigned(
    dir,
    'server',
    '127.0.0.1',
    'test-ca',
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
  );
  makeSigned(dir, 'client', 'Uitzendbureau Test', 'test-ca', 'extendedKeyUsage=clientAuth\n');
  const passphrase = 'pass phrase 42';
  openssl(
    dir,
    'pkcs12',
    '-export',
    '-in',
    'client.pem',
    '-inkey',
    'client.key',
    '-out',
    'client.p12',
    '-passout',
    `pass:${passphrase}`,
  );
  openssl(
    dir,
    'req',
    '-x509',
    ...EC,
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    'self.key',
    '-out',
    'self.pem',
  );
  const read = (f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
  return {
    ca: read('test-ca.pem'),
    server: { cert: read('server.pem'), key: read('server.key') },
    client: {
      cert: read('client.pem'),
      key: read('client.key'),
      pfx: fs.readFileSync(path.join(dir, 'client.p12')),
      passphrase,
    },
    selfSigned: { cert: read('self.pem'), key: read('self.key') },
    otherCa: read('other-ca.pem'),
    dir,
  };
}
