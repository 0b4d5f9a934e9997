// What a message is about, as a clerk would sum it up: who (the worker, the customer, the supplier),
// which period, how many hours or how much money. Lists show it in their columns and filter on it; the
// readable view heads the message with it. SETU parties carry no names, so parties are given by the
// numbers they hold; whoever shows them puts names to them (a counterparty's or My agency's details).

import { checkInvoice } from '../invoice/ubl-read.ts';
import { isDay } from '../timecard/calendar.ts';
import { parseTimeTotal } from '../timecard/hours.ts';
import { at, type Family } from './registry.ts';

export interface PartyNumbers {
  /** The party's ids (`id[].value`). */
  ids: string[];
  kvk?: string;
  btw?: string;
  /** A name where the message has one (an invoice's parties). */
  name?: string;
}

export interface Digest {
  documentId?: string;
  worker?: string;
  /** The worker's ids, by which a name can be found where the message has none. */
  workerIds: string[];
  /** The Assignment the message belongs to (its own number, for an Assignment). */
  assignmentId?: string;
  /** The customer's order or request it answers (`staffingIds.requestForQuotationId`). */
  orderId?: string;
  customer?: PartyNumbers;
  supplier?: PartyNumbers;
  position?: string;
  /** Days, `YYYY-MM-DD`. */
  period?: { start?: string; end?: string };
  /** Hours worked, in minutes (timecards). */
  minutes?: number;
  /** Euros: a timecard's allowances, an invoice's payable amount. */
  amount?: number;
  /** The rate of normal hours (assignments, orders). */
  hourRate?: number;
}

type Json = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const day = (v: unknown) => {
  const d = typeof v === 'string' ? v.slice(0, 10) : undefined;
  return isDay(d) ? d : undefined;
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function party(v: unknown): PartyNumbers | undefined {
  if (v === null || typeof v !== 'object') return undefined;
  const ids = list(at(v, '/id'))
    .map((id) => text(at(id, '/value')))
    .filter((id): id is string => id !== undefined);
  const kvk = text(at(v, '/legalId/value'));
  const btw = text(at(v, '/taxId/value'));
  return { ids, ...(kvk ? { kvk } : {}), ...(btw ? { btw } : {}) };
}

const idValues = (v: unknown) =>
  list(v)
    .map((id) => text(at(id, '/value')))
    .filter((id): id is string => id !== undefined);

/** The first of several places a value may be, as the families write it. */
function first<T>(doc: unknown, pointers: string[], read: (v: unknown) => T | undefined): T | undefined {
  for (const p of pointers) {
    const v = read(at(doc, p));
    if (v !== undefined) return v;
  }
  return undefined;
}

function period(doc: Json): Digest['period'] {
  const start = first(
    doc,
    [
      '/period/datePeriod/start',
      '/positionProfile/positionPeriod/start',
      '/effectivePeriod/validFrom',
      '/profiles/personAvailability/availabilityDates/0/startDateTime',
      '/positionProfile/planningPeriod/start',
    ],
    day,
  );
  const end = first(
    doc,
    [
      '/period/datePeriod/end',
      '/positionProfile/positionPeriod/actualEnd',
      '/positionProfile/positionPeriod/expectedEnd',
      '/positionProfile/positionPeriod/end',
      '/effectivePeriod/validTo',
      '/profiles/personAvailability/availabilityDates/0/endDateTime',
      '/positionProfile/planningPeriod/end',
    ],
    day,
  );
  return start || end ? { ...(start ? { start } : {}), ...(end ? { end } : {}) } : undefined;
}

function timecardTotals(doc: Json): Pick<Digest, 'minutes' | 'amount'> {
  const lines = list(doc.timeInterval);
  const minutes = lines.reduce<number>((sum, l) => sum + (parseTimeTotal(at(l, '/timeTotal')) ?? 0), 0);
  let amount: number | undefined;
  for (const a of list(doc.allowance)) {
    const each = at(a, '/payRates/0/amount/value');
    const quantity = at(a, '/quantity/value');
    if (typeof each !== 'number') continue;
    amount = (amount ?? 0) + each * (typeof quantity === 'number' ? quantity : 1);
  }
  return { ...(lines.length > 0 ? { minutes } : {}), ...(amount !== undefined ? { amount } : {}) };
}

function hourRate(doc: Json): number | undefined {
  const rate = list(doc.payRates).find((r) => at(r, '/rateType') !== 'Allowance/Expense');
  const amount = at(rate, '/amount/value');
  return typeof amount === 'number' ? amount : undefined;
}

function invoiceDigest(xml: unknown): Digest {
  const invoice = typeof xml === 'string' && xml !== '' ? checkInvoice(xml).invoice : undefined;
  if (!invoice) return { workerIds: [] };
  const payable = Number(invoice.totals.payableAmount);
  const named = (name: string): PartyNumbers => ({ ids: [], ...(name ? { name } : {}) });
  return {
    documentId: invoice.id,
    workerIds: [],
    customer: named(invoice.customer.name ?? ''),
    supplier: named(invoice.supplier.name ?? ''),
    ...(day(invoice.issueDate) ? { period: { start: invoice.issueDate } } : {}),
    ...(Number.isFinite(payable) ? { amount: payable } : {}),
  };
}

export function digestOf(f: Family, body: Json): Digest {
  if (f.format === 'ubl') return invoiceDigest(body.xml);
  const worker = first(
    body,
    [
      '/person/name/formattedName',
      '/positionProfile/requestedWorker/person/name/formattedName',
      '/assignedWorker/person/name/formattedName',
      '/worker/person/name/formattedName',
      '/worker/name/formattedName',
    ],
    text,
  );
  const workerIds = [
    ...idValues(at(body, '/person/id')),
    ...idValues(at(body, '/assignedWorker/workerId')),
    ...idValues(at(body, '/positionProfile/requestedWorker/workerId')),
    ...idValues(at(body, '/worker/workerId')),
  ];
  const documentId = f.documentId ? text(at(body, `${f.documentId}/value`)) : undefined;
  const assignmentId =
    f.name === 'Assignment' ? documentId : text(at(body, '/staffingIds/assignmentId/value'));
  const orderId =
    f.name === 'StaffingOrder' ? undefined : text(at(body, '/staffingIds/requestForQuotationId/value'));
  const customer = party(body.customer);
  const supplier = party(body.supplier);
  const position = text(at(body, '/positionProfile/positionTitle'));
  const when = period(body);
  const rate = hourRate(body);
  return {
    workerIds,
    ...(documentId ? { documentId } : {}),
    ...(worker ? { worker } : {}),
    ...(assignmentId ? { assignmentId } : {}),
    ...(orderId ? { orderId } : {}),
    ...(customer ? { customer } : {}),
    ...(supplier ? { supplier } : {}),
    ...(position ? { position } : {}),
    ...(when ? { period: when } : {}),
    ...(f.name === 'Timecard' ? timecardTotals(body) : {}),
    ...(rate !== undefined ? { hourRate: rate } : {}),
  };
}

/** Whether a digest's period touches the days from `from` to `to` (inclusive). */
export function inPeriod(d: Pick<Digest, 'period'>, from: string, to: string): boolean {
  const start = d.period?.start ?? d.period?.end;
  const end = d.period?.end ?? d.period?.start;
  return start !== undefined && end !== undefined && start <= to && end >= from;
}
