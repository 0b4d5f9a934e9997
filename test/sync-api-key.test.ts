// An API key in a header whose name the counterparty chose (X-Api-Key and the like): the sync sends it
// there and nowhere else (no Authorization header), and Test connection judges it as it judges a
// bearer token.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Front, startFront } from './support/front.ts';
import { startApiServer } from './support/management.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { addCounterparty, openWorkbench, timecard, type Workbench } from './support/workbench.ts';

const KEY = 'k-3f9a1c0e';
let backOffice: TestServer;
let gateway: Front;
let wb: Workbench;
beforeAll(async () => {
  backOffice = await startTestServer({ role: 'both' });
  gateway = await startFront(backOffice.url, {
    check: (req) => (req.url === '/health' || req.headers['x-api-key'] === KEY ? undefined : 401),
  });
  wb = openWorkbench();
});
afterAll(async () => {
  wb.close();
  await Promise.all([gateway.close(), backOffice.close()]);
});

it('sends the key in the named header, and only there', async () => {
  addCounterparty(wb, {
    name: 'keyed',
    role: 'customer',
    baseUrl: gateway.url,
    families: ['Timecard'],
    auth: 'header',
    headerName: 'X-Api-Key',
    token: KEY,
  });
  wb.queue('keyed', timecard('keyed'));
  expect((await wb.sync({ to: 'keyed' })).sent).toBe(1);
  const [submit] = gateway.seen;
  expect(submit).toMatchObject({ method: 'POST', status: 201 });
  expect(submit?.headers['x-api-key']).toBe(KEY);
  expect(submit?.headers.authorization).toBeUndefined();
});

it('is judged by Test connection: accepted, or refused when wrong', async () => {
  const server = await startApiServer();
  try {
    const added = await server.api('/api/counterparties', {
      method: 'POST',
      json: {
        name: 'gw',
        role: 'customer',
        baseUrl: gateway.url,
        auth: 'header',
        headerName: 'X-Api-Key',
        token: KEY,
      },
    });
    expect(await added.json()).toMatchObject({ auth: 'header', headerName: 'X-Api-Key', hasToken: true });
    const test = async () => (await server.api('/api/counterparties/gw/test', { method: 'POST' })).json();
    expect(await test()).toMatchObject({ signIn: 'header', keyAccepted: true });
    await server.api('/api/counterparties/gw', { method: 'PUT', json: { token: 'wrong' } });
    expect(await test()).toMatchObject({ signIn: 'header', keyAccepted: false, keyStatus: 401 });
  } finally {
    await server.close();
  }
});
