// Mutual TLS and a counterparty's own CA, with certificates made by openssl for the test: a receiving
// server that requires a client certificate accepts the sync with ours (PEM, or PKCS#12 with its
// passphrase) and refuses it without; a self-signed server is trusted through the CA option alone,
// verification staying on (a certificate of another CA is still refused). The management API checks a
// certificate against its key and passphrase when it is entered, and never answers a secret; the CLI
// stores the files' contents and syncs with them.

import fs from 'node:fs';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewCounterparty } from '../main/store/counterparties.ts';
import { trustedCertificates } from '../main/sync/trust.ts';
import { cli, cliWith } from './support/cli.ts';
import { type Front, startFront } from './support/front.ts';
import { startApiServer } from './support/management.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { makeTlsMaterial, type TlsMaterial } from './support/tls-material.ts';
import { addCounterparty, openWorkbench, timecard, type Workbench } from './support/workbench.ts';

let material: TlsMaterial;
let backOffice: TestServer;
/** Requires a client certificate signed by the test CA; its own certificate is signed by that CA too. */
let mutual: Front;
/** A self-signed server certificate; no client certificate asked for. */
let selfSigned: Front;
let wb: Workbench;

beforeAll(async () => {
  material = makeTlsMaterial();
  backOffice = await startTestServer({ role: 'both' });
  [mutual, selfSigned] = await Promise.all([
    startFront(backOffice.url, {
      tls: {
        ...material.server,
        ca: material.ca,
        requestCert: true,
        rejectUnauthorized: true,
      },
    }),
    startFront(backOffice.url, { tls: material.selfSigned }),
  ]);
  wb = openWorkbench();
});
afterAll(async () => {
  wb.close();
  await Promise.all([mutual.close(), selfSigned.close(), backOffice.close()]);
});

/** Sends one timecard to a counterparty added with `settings`: the run's result and the entry's error. */
async function syncOne(name: string, baseUrl: string, settings: Partial<NewCounterparty>) {
  addCounterparty(wb, { name, role: 'customer', baseUrl, families: ['Timecard'], ...settings });
  const entry = wb.queue(name, timecard(name));
  const result = await wb.sync({ to: name, retry: { maxAttempts: 1 } });
  return { result, entry: wb.outbox.get(entry.id) };
}

describe('mutual TLS', () => {
  it('delivers with a PEM client certificate and key, the server trusted through the CA option', async () => {
    const { result } = await syncOne('pem', mutual.url, {
      clientCert: material.client.cert,
      clientKey: material.client.key,
      caBundle: material.ca,
    });
    expect(result.sent).toBe(1);
    expect(mutual.seen.at(-1)).toMatchObject({
      method: 'POST',
      status: 201,
      clientCert: 'Uitzendbureau Test',
    });
  });

  it('delivers with a PKCS#12 file and its passphrase', async () => {
    const { result } = await syncOne('pkcs12', mutual.url, {
      clientPfx: material.client.pfx.toString('base64'),
      passphrase: material.client.passphrase,
      caBundle: material.ca,
    });
    expect(result.sent).toBe(1);
    expect(mutual.seen.at(-1)).toMatchObject({ status: 201, clientCert: 'Uitzendbureau Test' });
  });

  it('is refused without a client certificate: nothing arrives, the entry waits with the reason', async () => {
    const before = mutual.seen.length;
    const { result, entry } = await syncOne('no-cert', mutual.url, { caBundle: material.ca });
    expect(result.sent).toBe(0);
    expect(entry).toMatchObject({ state: 'queued', lastStatus: null });
    // The server's TLS alert (certificate required), or the reset that follows it.
    expect(entry?.lastError).toMatch(/CERTIFICATE_REQUIRED|ECONNRESET|UND_ERR_SOCKET|HANDSHAKE/);
    expect(mutual.seen.length).toBe(before);
  });
});

describe('a counterparty CA', () => {
  it('is what makes a self-signed server trusted: refused without it, delivered with it', async () => {
    const without = await syncOne('untrusted', selfSigned.url, {});
    expect(without.result.sent).toBe(0);
    expect(without.entry?.lastError).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY/);
    const trusted = await syncOne('trusted', selfSigned.url, { caBundle: material.selfSigned.cert });
    expect(trusted.result.sent).toBe(1);
  });

  it('does not turn verification off: a certificate of another CA is still refused', async () => {
    const other = await syncOne('other-ca', mutual.url, {
      clientCert: material.client.cert,
      clientKey: material.client.key,
      caBundle: material.otherCa,
    });
    expect(other.result.sent).toBe(0);
    expect(other.entry?.lastError).toMatch(/UNABLE_TO_VERIFY|SELF_SIGNED|CERT/);
  });

  it('is added to the usual roots, not put in their place', () => {
    const list = trustedCertificates(material.ca, {}) ?? [];
    expect(list).toContain(material.ca);
    expect(list.length).toBeGreaterThan(tls.rootCertificates.length);
    for (const root of tls.rootCertificates.slice(0, 5)) expect(list).toContain(root);
    expect(trustedCertificates(null, {})).toBeUndefined();
  });
});

describe('certificates through the management API', () => {
  it('are checked when entered, summarised, and their secrets never answered', async () => {
    const api = await startApiServer();
    try {
      const add = (json: Record<string, unknown>) =>
        api.api('/api/counterparties', {
          method: 'POST',
          json: { role: 'customer', baseUrl: mutual.url, ...json },
        });
      const pfx = material.client.pfx.toString('base64');
      const refused = async (json: Record<string, unknown>, field: string) => {
        const res = await add({ name: 'refused', ...json });
        expect(res.status, field).toBe(400);
        expect(((await res.json()) as { code: string }).code).toBe(field);
      };
      await refused(
        { clientCertificate: { pkcs12: pfx, passphrase: 'wrong' } },
        'clientCertificate.passphrase',
      );
      await refused(
        { clientCertificate: { pem: material.client.cert, key: material.server.key } },
        'clientCertificate.key',
      );
      await refused(
        { clientCertificate: { pem: 'not a certificate', key: material.client.key } },
        'clientCertificate.pem',
      );
      await refused({ clientCertificate: { pkcs12: 'bm90IHBrY3MxMg==' } }, 'clientCertificate.pkcs12');
      await refused({ ca: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n' }, 'ca');

      const res = await add({
        name: 'gateway',
        clientCertificate: { pkcs12: pfx, passphrase: material.client.passphrase },
        ca: material.ca,
      });
      expect(res.status).toBe(201);
      const text = await res.text();
      expect(text).not.toContain(pfx.slice(0, 40));
      expect(text).not.toContain(material.client.passphrase);
      expect(JSON.parse(text)).toMatchObject({
        clientCertificate: { format: 'pkcs12' },
        trustedCa: ['test-ca'],
      });
      const pem = await api.api('/api/counterparties/gateway', {
        method: 'PUT',
        json: { clientCertificate: { pem: material.client.cert, key: material.client.key } },
      });
      const shown = await pem.text();
      expect(shown).not.toContain('PRIVATE KEY');
      expect(JSON.parse(shown)).toMatchObject({
        clientCertificate: { format: 'pem', subject: 'Uitzendbureau Test', validTo: expect.any(String) },
      });
      // Test connection goes through the certificate too.
      const report = await (await api.api('/api/counterparties/gateway/test', { method: 'POST' })).json();
      expect(report).toMatchObject({ reachable: true, status: 200 });
      const removed = await api.api('/api/counterparties/gateway', {
        method: 'PUT',
        json: { clientCertificate: null, ca: null },
      });
      expect(await removed.json()).toMatchObject({ clientCertificate: null, trustedCa: null });
    } finally {
      await api.close();
    }
  });
});

describe('the CLI', () => {
  it('stores the certificate files it is given and syncs with them', async () => {
    const dir = `${material.dir}/cli-data`;
    const added = await cliWith(
      { input: `${material.client.passphrase}\n` },
      'counterparty',
      'add',
      'gateway',
      '--url',
      mutual.url,
      '--role',
      'customer',
      '--client-pfx',
      `${material.dir}/client.p12`,
      '--passphrase-stdin',
      '--ca',
      `${material.dir}/test-ca.pem`,
      '--families',
      'Timecard',
      '--data',
      dir,
    );
    expect(added.code, added.stderr).toBe(0);
    const file = `${material.dir}/timecard.json`;
    fs.writeFileSync(file, JSON.stringify(timecard('cli')));
    expect((await cli('outbox', 'add', file, '--to', 'gateway', '--data', dir)).code).toBe(0);
    const before = mutual.seen.length;
    const synced = await cli('sync', '--to', 'gateway', '--data', dir);
    expect(synced.code, synced.stderr).toBe(0);
    expect(mutual.seen.slice(before)).toMatchObject([
      { method: 'POST', status: 201, clientCert: 'Uitzendbureau Test' },
    ]);
    const list = await cli('counterparty', 'list', '--json', '--data', dir);
    expect(list.stdout).not.toContain(material.client.passphrase);
    expect(JSON.parse(list.stdout)).toMatchObject([{ clientCertificate: { format: 'pkcs12' } }]);
    const wrong = await cliWith(
      { input: 'wrong\n' },
      'counterparty',
      'add',
      'wrong',
      '--url',
      mutual.url,
      '--role',
      'customer',
      '--client-pfx',
      `${material.dir}/client.p12`,
      '--passphrase-stdin',
      '--data',
      dir,
    );
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toMatch(/^--passphrase-stdin: /);
  });
});
