// The management API of a `serve` under test, and the set-up the week needs: the agency, one customer
// (bakkerij) and one worker placed with it from 2 November 2026, as a clerk would enter them.
import type { ServeProcess } from '../../support/serve-process.ts';

export type ManagementApi = (p: string, init?: { method?: string; json?: unknown }) => Promise<Response>;

/** Calls `serve`'s management API directly (set-up and checks that the UI does not show). */
export const managementApi =
  (serve: ServeProcess): ManagementApi =>
  (p, init = {}) =>
    fetch(`${serve.url}/api/${p}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${serve.token}`,
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });

/** Sets the agency, customer and placement up; answers the placement's id. */
export async function placeWorker(api: ManagementApi): Promise<string> {
  await api('agency', { method: 'PUT', json: { name: 'Flex Uitzendbureau', kvk: '12345678' } });
  await api('counterparties', {
    method: 'POST',
    json: {
      name: 'bakkerij',
      role: 'customer',
      families: ['Assignment', 'Timecard'],
      baseUrl: 'http://127.0.0.1:9',
      party: { name: 'Bakkerij Jansen' },
    },
  });
  const res = await api('placements', {
    method: 'POST',
    json: {
      workerName: 'Jan de Vries',
      counterparty: 'bakkerij',
      start: '2026-11-02',
      rates: [
        { kind: 'hours', code: 'HT100', amount: 23.4, multiplier: 100 },
        { kind: 'allowance', code: 'KM', amount: 0.23 },
      ],
      schedule: { days: [480, 480, 480, 480, 270, 0, 0], start: 480, breakMinutes: 30 },
    },
  });
  return ((await res.json()) as { placement: { id: string } }).placement.id;
}
