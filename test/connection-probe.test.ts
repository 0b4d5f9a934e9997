// Test connection as a probe (issue 23, item 4): per family we send, a GET of an unused id says whether
// the counterparty serves it, against the project's own server in each role and a peer that serves
// only some collections. Nothing is created at the counterparty.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionReport } from '../shared/api/types.ts';
import { roleFamilies } from '../shared/messages/registry.ts';
import { freePort } from './support/free-port.ts';
import { type ApiServer, startApiServer } from './support/management.ts';
import { type Counterpart, startCounterparty } from './support/workbench.ts';

let wb: ApiServer;
let supplier: Counterpart;
let customer: Counterpart;
/** A back office that serves timecards only: other collections answer 405 or 501, as some do. */
let partial: http.Server;
const seen: string[] = [];

beforeAll(async () => {
  [wb, supplier, customer] = await Promise.all([
    startApiServer(),
    startCounterparty('supplier'),
    startCounterparty('customer'),
  ]);
  partial = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const status =
      req.url === '/health'
        ? 200
        : req.url?.startsWith('/purchase-to-pay/timecard/')
          ? 404
          : req.url?.startsWith('/purchase-to-pay/invoice/')
            ? 501
            : 405;
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => partial.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await Promise.all([wb.close(), supplier.server.close(), customer.server.close()]);
  await new Promise((resolve) => partial.close(resolve));
});

const add = async (json: Record<string, unknown>) =>
  expect((await wb.api('/api/counterparties', { method: 'POST', json })).status).toBe(201);
const test = async (name: string) => {
  const res = await wb.api(`/api/counterparties/${name}/test`, { method: 'POST' });
  expect(res.status).toBe(200);
  return (await res.json()) as ConnectionReport;
};
const byFamily = (report: ConnectionReport) =>
  Object.fromEntries(report.families.map((p) => [`${p.family} ${p.label}`, p.served]));

describe('Test connection as a probe', () => {
  it.each([
    ['supplier', () => supplier],
    ['customer', () => customer],
  ] as const)('finds every family served by our own server as %s', async (role, server) => {
    const cp = server();
    await add({ name: role, role, baseUrl: cp.server.url, token: cp.token });
    const report = await test(role);
    expect(report).toMatchObject({ reachable: true, keyAccepted: true, keyStatus: 404 });
    expect([...new Set(report.families.map((p) => p.family))]).toEqual(roleFamilies(role));
    for (const probe of report.families) {
      expect(probe).toMatchObject({ status: 404, served: 'served' });
      expect(probe.path).toMatch(/^\//);
    }
  });

  it('names every family not allowed when the key is wrong', async () => {
    await add({ name: 'wrong', role: 'supplier', baseUrl: supplier.server.url, token: 'not-the-key' });
    const report = await test('wrong');
    expect(report).toMatchObject({ reachable: true, keyAccepted: false, keyStatus: 401 });
    expect(report.families.length).toBeGreaterThan(0);
    for (const probe of report.families) expect(probe).toMatchObject({ status: 401, served: 'not-allowed' });
  });

  it('tells served from not served at a back office that serves only some collections, with GETs only', async () => {
    const url = `http://127.0.0.1:${(partial.address() as AddressInfo).port}`;
    await add({
      name: 'partial',
      role: 'customer',
      baseUrl: url,
      families: ['Timecard', 'Invoice', 'Assignment'],
    });
    const report = await test('partial');
    expect(report).toMatchObject({ reachable: true, signIn: 'none', keyAccepted: null, keyStatus: 404 });
    expect(byFamily(report)).toEqual({
      'Timecard Timecard': 'served',
      'Invoice Invoice': 'not-served',
      'Assignment Assignment': 'not-served',
    });
    expect(report.families.find((p) => p.family === 'Invoice')?.status).toBe(501);
    // Unused ids only, and nothing but GETs: nothing was created at the customer.
    expect(seen.every((line) => line.startsWith('GET '))).toBe(true);
    expect(seen.filter((line) => line !== 'GET /health')).toHaveLength(3);
    for (const line of seen.filter((l) => l !== 'GET /health'))
      expect(line).toMatch(/\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('probes nothing when the address does not answer', async () => {
    await add({ name: 'down', role: 'supplier', baseUrl: `http://127.0.0.1:${await freePort()}` });
    expect(await test('down')).toMatchObject({ reachable: false, families: [] });
  });
});
