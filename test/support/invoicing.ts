// An agency's Workbench ready to invoice, for the invoicing tests (and the e2e suite to come): My agency
// with its address and IBAN, types mapped to SETU's lists, customers whose back office is a real
// exchange server, placements with bill rates, weeks of hours sent through the outbox and sync, and a
// customer's own timecards received by the Workbench's exchange server.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { InvoiceDetail } from '../../shared/api/invoice-types.ts';
import type { PlacementSaved, PlacementView, TypeName } from '../../shared/api/types.ts';
import type { CustomerParty } from '../../shared/parties/agency.ts';
import type { PlacementInput } from '../../shared/placement/input.ts';
import { addDays, mondayOfWeek } from '../../shared/timecard/calendar.ts';
import { buildTimecard, emptyRow, setMinutes, type WeekRow } from '../../shared/timecard/week-card.ts';
import type { ApiServer, EventStream } from './management.ts';

type Json = Record<string, unknown>;

export const invoicingAgency = {
  name: 'Uitzendbureau Flex',
  kvk: '12345678',
  btw: 'NL001234567B01',
  iban: 'NL91 ABNA 0417 1643 00',
  address: 'Kerkstraat 1, 1234 AB Amsterdam',
  gAccount: { iban: 'NL44RABO0123456789', share: 30 },
  paymentDays: 14,
};

export const invoicingTypes: TypeName[] = [
  { kind: 'hours', code: 'HT100', nl: 'Normale uren', en: 'Normal hours', setu: 'Regular' },
  { kind: 'hours', code: 'HT150', nl: 'Overuren', en: 'Overtime', setu: 'Overtime' },
  { kind: 'allowance', code: 'KM', nl: 'Kilometers', en: 'Kilometres', setu: 'Transportation costs' },
  {
    kind: 'allowance',
    code: 'OV',
    nl: 'Openbaar vervoer',
    en: 'Public transport',
    setu: 'Transportation costs',
  },
];

/**
 * A management API call on a connection of its own. The official rules run synchronously for seconds in
 * this process, which also runs the server: a kept-alive connection both sides let lapse meanwhile can be
 * reused by fetch just as the server closes it (ECONNRESET on a POST, which fetch does not retry).
 */
export const call = (wb: ApiServer, path: string, init: RequestInit & { json?: unknown } = {}) =>
  wb.api(path, { ...init, headers: { connection: 'close', ...(init.headers as Record<string, string>) } });

export async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

/** My agency and the type names an invoice needs. */
export async function setUpAgency(wb: ApiServer): Promise<void> {
  await json(await call(wb, '/api/agency', { method: 'PUT', json: invoicingAgency }));
  await json(await call(wb, '/api/types', { method: 'PUT', json: invoicingTypes }));
}

/** A customer whose back office (a real exchange server) takes assignments, timecards and invoices. */
export async function addCustomer(
  wb: ApiServer,
  name: string,
  party: CustomerParty & { address?: unknown },
  server: { url: string; token: string },
): Promise<void> {
  await json(
    await call(wb, '/api/counterparties', {
      method: 'POST',
      json: {
        name,
        role: 'customer',
        families: ['Assignment', 'Timecard', 'Invoice'],
        baseUrl: server.url,
        token: server.token,
        party,
      },
    }),
    201,
  );
}

export async function addPlacement(
  wb: ApiServer,
  input: Partial<PlacementInput> & Pick<PlacementInput, 'workerName' | 'counterparty' | 'rates'>,
) {
  const saved = await json<PlacementSaved>(
    await call(wb, '/api/placements', {
      method: 'POST',
      json: {
        start: '2026-01-05',
        schedule: { days: [480, 480, 480, 480, 480, 0, 0], start: 480, breakMinutes: 30 },
        ...input,
      },
    }),
    201,
  );
  return saved.placement;
}

/** The `i`th day (Monday 0) of an ISO week. */
export const dayOf = (week: string, i: number) => addDays(mondayOfWeek(week) as string, i);

/** A row of `hours` per weekday (Monday first) of one hour type, with more types merged in. */
export function hoursRow(
  week: string,
  byType: Record<string, number[]>,
  allowances: WeekRow['allowances'] = [],
): WeekRow {
  let row = emptyRow();
  for (const [code, hours] of Object.entries(byType))
    hours.forEach((h, i) => {
      if (h > 0) row = setMinutes(row, code, dayOf(week, i), Math.round(h * 60));
    });
  return { ...row, allowances };
}

/** Saves a placement's week as the week page does. */
export async function saveWeek(
  wb: ApiServer,
  week: string,
  placement: PlacementView,
  row: WeekRow,
): Promise<void> {
  await json(await call(wb, `/api/weeks/${week}/rows/${placement.id}`, { method: 'PUT', json: row }));
}

/** Queues the weeks ("Queue all") and syncs until everything is sent. */
export async function sendWeeks(wb: ApiServer, events: EventStream, weeks: string[]): Promise<void> {
  for (const week of weeks) await json(await call(wb, `/api/weeks/${week}/queue`, { method: 'POST' }));
  const done = events.next((e) => e.type === 'sync-done', 20_000);
  await json(await call(wb, '/api/sync', { method: 'POST' }));
  expect(await done).toMatchObject({ failed: 0, queued: 0 });
}

/** A timecard the customer's own system sends to the Workbench's exchange server. */
export async function receiveTimecard(
  wb: ApiServer,
  placement: PlacementView,
  week: string,
  row: WeekRow,
  id = randomUUID(),
  method = 'PUT',
): Promise<string> {
  const body: Json = buildTimecard({ placement, agency: { name: '' }, week }, row);
  (body.documentId as Json).value = `KLANT-${week}-${placement.worker.name.split(' ')[0]}`;
  (body.documentId as Json).schemeAgencyId = 'Customer';
  const res = await fetch(`${wb.url}/purchase-to-pay/timecard/${id}`, {
    method,
    headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
    body: JSON.stringify(body),
  });
  expect([200, 201], await res.text()).toContain(res.status);
  return id;
}

export async function propose(wb: ApiServer, period: string, customer?: string) {
  return json<{ invoices: InvoiceDetail[]; nothing: string[] }>(
    await call(wb, '/api/invoices/propose', {
      method: 'POST',
      json: { period, ...(customer ? { customer } : {}) },
    }),
  );
}

export async function make(wb: ApiServer, id: string, issueDate = '2026-12-01') {
  return (
    await json<{ invoices: InvoiceDetail[] }>(
      await call(wb, `/api/invoices/${id}/make`, { method: 'POST', json: { issueDate } }),
    )
  ).invoices;
}

export async function xmlOf(wb: ApiServer, id: string): Promise<string> {
  const res = await call(wb, `/api/invoices/${id}/xml`);
  expect(res.status).toBe(200);
  return res.text();
}
