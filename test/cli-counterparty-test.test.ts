// `setu-workbench counterparty test NAME`: the connection test in words, exit 1 when the sync could not
// work (no answer, the sign-in refused, a family we send not served), against the project's own server
// and a back office serving timecards only, each on 127.0.0.1.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './support/cli.ts';
import { freePort } from './support/free-port.ts';
import { type Counterpart, startCounterparty } from './support/workbench.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-cp-test-'));
const data = path.join(tmp, 'data');
let supplier: Counterpart;
const partial = http.createServer((req, res) => {
  const served = req.url === '/health' || req.url?.startsWith('/purchase-to-pay/timecard/');
  res.writeHead(req.url === '/health' ? 200 : served ? 404 : 405).end();
});

beforeAll(async () => {
  supplier = await startCounterparty('supplier');
  await new Promise<void>((r) => partial.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  await supplier.server.close();
  await new Promise((r) => partial.close(r));
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function add(name: string, ...args: string[]) {
  const added = await cli('counterparty', 'add', name, ...args, '--data', data);
  expect(added.code, added.stderr).toBe(0);
}
const test = (name: string) => cli('counterparty', 'test', name, '--data', data);

describe('setu-workbench counterparty test', () => {
  it('says what answers, what is refused and what is served, and exits 1 when the sync could not work', {
    timeout: 180_000,
  }, async () => {
    await add('acme', '--url', supplier.server.url, '--role', 'supplier', '--token', supplier.token);
    const ok = await test('acme');
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(`address: ${supplier.server.url} answers (HTTP 200`);
    expect(ok.stdout).toContain('sign-in: accepted (bearer)');
    expect(ok.stdout).toMatch(/^Timecard\s+Timecard\s+\/purchase-to-pay\/timecard\s+HTTP 404\s+served$/m);
    expect(ok.stdout).not.toMatch(/NOT/);

    await add('wrong', '--url', supplier.server.url, '--role', 'supplier', '--token', 'not-the-key');
    const refused = await test('wrong');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('sign-in: REFUSED (HTTP 401): the bearer credentials are not accepted');
    expect(refused.stdout).toMatch(/^Timecard\s.*HTTP 401\s+NOT ALLOWED/m);

    const url = `http://127.0.0.1:${(partial.address() as AddressInfo).port}`;
    await add('partial', '--url', url, '--role', 'customer', '--families', 'Timecard,Assignment');
    const partly = await test('partial');
    expect(partly.code).toBe(1);
    expect(partly.stdout).toMatch(/^Timecard\s.*HTTP 404\s+served$/m);
    expect(partly.stdout).toMatch(/^Assignment\s.*HTTP 405\s+NOT SERVED/m);

    await add('down', '--url', `http://127.0.0.1:${await freePort()}`, '--role', 'customer');
    const down = await test('down');
    expect(down.code).toBe(1);
    expect(down.stdout).toMatch(/does NOT answer/);

    const nobody = await test('nobody');
    expect(nobody.code).toBe(2);
    expect(nobody.stderr).toContain('no counterparty named "nobody"');
  });
});
