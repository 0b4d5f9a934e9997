// A week's people for the week page's tests, set up over the management API as a clerk would enter
// them: the agency, customers (counterparties with the customer's name) and workers placed with them
// from 2 November 2026, eight hours Monday to Thursday and four and a half on Friday.
import type { ManagementApi } from './placed-worker.ts';

export const schedule = { days: [480, 480, 480, 480, 270, 0, 0], start: 480, breakMinutes: 30 };

export async function addCustomer(
  api: ManagementApi,
  name: string,
  shown: string,
  baseUrl = 'http://127.0.0.1:9',
  token?: string,
): Promise<void> {
  const res = await api('counterparties', {
    method: 'POST',
    json: {
      name,
      role: 'customer',
      families: ['Assignment', 'Timecard'],
      baseUrl,
      ...(token ? { token } : {}),
      party: { name: shown },
    },
  });
  if (!res.ok) throw new Error(`customer ${name}: ${res.status} ${await res.text()}`);
}

/** Places each worker with their customer; answers the placements' ids by worker. */
export async function placeWorkers(
  api: ManagementApi,
  workers: { name: string; customer: string }[],
): Promise<Map<string, string>> {
  await api('agency', { method: 'PUT', json: { name: 'Flex Uitzendbureau', kvk: '12345678' } });
  const ids = new Map<string, string>();
  for (const w of workers) {
    const res = await api('placements', {
      method: 'POST',
      json: {
        workerName: w.name,
        counterparty: w.customer,
        start: '2026-11-02',
        rates: [
          { kind: 'hours', code: 'HT100', amount: 23.4, multiplier: 100 },
          { kind: 'hours', code: 'HT150', amount: 35.1, multiplier: 150 },
          { kind: 'allowance', code: 'KM', amount: 0.23 },
        ],
        schedule,
      },
    });
    if (!res.ok) throw new Error(`placement of ${w.name}: ${res.status} ${await res.text()}`);
    ids.set(w.name, ((await res.json()) as { placement: { id: string } }).placement.id);
  }
  return ids;
}

/** A week's row as the week page saves it: minutes by hour type and day. */
export async function putRow(
  api: ManagementApi,
  week: string,
  placement: string,
  hours: Record<string, Record<string, number>>,
  allowances: unknown[] = [],
): Promise<Record<string, unknown>> {
  const res = await api(`weeks/${week}/rows/${placement}`, {
    method: 'PUT',
    json: { hours, times: {}, allowances },
  });
  if (!res.ok) throw new Error(`row ${placement}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}
