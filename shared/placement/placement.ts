// A placement (`plaatsing`, DESIGN §11): one worker at one customer for a period. For an agency a
// placement and its SETU Assignment are one thing: the Assignment's members are read into a placement
// here, and a placement made by hand is written out as its Assignment. What SETU's Assignment has no
// place for (the worker's name, which counterparty receives the timecards, the day's start and
// break, what the rate codes are called) is the placement's own and survives every Assignment update.

import { at } from '../messages/registry.ts';
import { type Agency, supplierParty } from '../parties/agency.ts';

export type Json = Record<string, unknown>;

export interface Identifier {
  value: string;
  schemeAgencyId: string;
}

export interface Rate {
  kind: 'hours' | 'allowance';
  code: string;
  /** What the agency calls it ("Normale uren"); the code's name from the type list when absent. */
  name?: string;
  /** Euros: an hourly rate, or the amount of one allowance unit; paid to the worker, and billed unless `bill` says otherwise. */
  amount: number;
  /** Euros the customer is billed per hour or unit, where that differs from `amount` (the pay rate). */
  bill?: number;
  /** Percent of the base rate (100 normal hours, 150 overtime). */
  multiplier?: number;
  toBeBilled: boolean;
  toBePaid: boolean;
}

export interface Schedule {
  /** Minutes of work on each day of the week, Monday first. */
  days: number[];
  /** Minutes after midnight the working day starts. */
  start?: number;
  breakMinutes?: number;
}

export interface PlacementFields {
  /** The worker: the name and birth date tell a worker placed twice apart (the import's preview). */
  worker: { name: string; ids: Identifier[]; birthDate?: string };
  /** The counterparty that receives this placement's messages (the customer's back office). */
  counterparty: string;
  /** The customer as the Assignment names it (a SETU party block). */
  customer: Json;
  /** The agency as the Assignment names it; absent means My agency's data is used. */
  supplier?: Json;
  /** The Assignment's documentId: timecards refer to it as `staffingIds.assignmentId`. */
  assignmentId: Identifier;
  /** The customer's order or request this placement fills (`requestForQuotationId`). */
  orderId?: Identifier;
  reference?: string;
  purchaseOrder?: string;
  department?: Json;
  costCenter?: Json;
  project?: Json;
  position?: string;
  /** Where the work is done (a SETU location block), as the customer's order named it. */
  location?: Json;
  /** The received StaffingOrder it was made from: its worker goes to the customer as a HumanResource too. */
  order?: { collection: string; id: string };
  start: string;
  end?: string;
  /** Ended before its planned end: the last day is the Assignment's actual end. */
  ended?: boolean;
  rates: Rate[];
  schedule: Schedule;
}

export interface Placement extends PlacementFields {
  id: string;
  /** The Assignment was deleted (the placement ended before its date). */
  withdrawn: boolean;
  /** Where its Assignment is: a draft, or a stored message at a revision. */
  source: { kind: 'draft' | 'message'; id: string; collection?: string; revision: number };
  createdAt: string;
  updatedAt: string;
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const object = (v: unknown) => (isObject(v) ? v : undefined);

function identifier(v: unknown): Identifier | undefined {
  if (!isObject(v) || typeof v.value !== 'string') return undefined;
  return { value: v.value, schemeAgencyId: String(v.schemeAgencyId ?? '') };
}

/** Minutes per weekday from the Assignment's working periods (hours a day, a week, or per weekday). */
export function scheduleDays(workingPeriods: unknown): number[] {
  const days = [0, 0, 0, 0, 0, 0, 0];
  if (!Array.isArray(workingPeriods)) return days;
  for (const period of workingPeriods) {
    const amount = at(period, '/workDuration/value');
    const unit = at(period, '/workDuration/unitCode/value');
    const base = at(period, '/baseDuration/unitCode/value');
    const per = Number(at(period, '/baseDuration/value') ?? 1) || 1;
    if (typeof amount !== 'number' || amount <= 0) continue;
    const minutes = Math.round(((unit === 'Days' ? amount * 8 : amount) * 60) / per);
    const weekday = WEEKDAYS.indexOf(String(base));
    if (weekday >= 0) days[weekday] = minutes;
    else if (base === 'Daily') for (let d = 0; d < 5; d++) days[d] = minutes;
    else if (base === 'Weekly') for (let d = 0; d < 5; d++) days[d] = Math.round(minutes / 5);
  }
  return days;
}

/**
 * The placement's rates from an Assignment's pay rates. SETU carries a pay rate and a bill rate of one
 * type as two entries (`toBePaid` only, `toBeBilled` only); they become one rate with its `bill`.
 */
function ratesOf(payRates: unknown, known: Rate[]): Rate[] {
  if (!Array.isArray(payRates)) return [];
  const rates: Rate[] = [];
  for (const r of payRates) {
    const code = text(at(r, '/code'));
    const amount = at(r, '/amount/value');
    if (!code || typeof amount !== 'number') continue;
    const kind = at(r, '/rateType') === 'Allowance/Expense' ? 'allowance' : 'hours';
    const multiplier = at(r, '/multiplier');
    const billed = at(r, '/toBeBilled') !== false;
    const paid = at(r, '/toBePaid') !== false;
    // The other half of a pay and bill pair: one is paid only, the other billed only.
    const twin = rates.find(
      (x) =>
        x.kind === kind &&
        x.code === code &&
        x.bill === undefined &&
        x.toBePaid === billed &&
        x.toBeBilled === paid,
    );
    if (twin && billed !== paid) {
      const pay = paid ? amount : twin.amount;
      Object.assign(twin, {
        amount: pay,
        bill: paid ? twin.amount : amount,
        toBeBilled: true,
        toBePaid: true,
      });
      continue;
    }
    const name = known.find((k) => k.kind === kind && k.code === code)?.name;
    rates.push({
      kind,
      code,
      ...(name ? { name } : {}),
      amount,
      ...(typeof multiplier === 'number' ? { multiplier } : {}),
      toBeBilled: billed,
      toBePaid: paid,
    });
  }
  return rates;
}

/** What the customer is billed per hour or unit at a rate; undefined when the rate is not billed. */
export const billRate = (r: Rate): number | undefined => r.bill ?? (r.toBeBilled ? r.amount : undefined);

/**
 * A placement's fields from an Assignment message. `kept` is the placement as it was: its own fields
 * (the worker's name, the counterparty, the day's start and break, rate names) stay.
 */
export function fieldsFromAssignment(doc: Json, kept?: PlacementFields): PlacementFields {
  const profile = object(doc.positionProfile) ?? {};
  const period = object(profile.positionPeriod) ?? {};
  const classification = object(doc.resourceClassificationInclusion) ?? {};
  const workerIds = at(doc, '/assignedWorker/workerId');
  const days = scheduleDays(profile.workingPeriods);
  const orderId = identifier(at(doc, '/staffingIds/requestForQuotationId'));
  // An Assignment lists its locations; an order names one.
  const locations = profile.positionLocation;
  const fields: PlacementFields = {
    worker: {
      name: kept?.worker.name ?? '',
      ids: Array.isArray(workerIds) ? workerIds.flatMap((id) => identifier(id) ?? []) : [],
      ...(kept?.worker.birthDate ? { birthDate: kept.worker.birthDate } : {}),
    },
    counterparty: kept?.counterparty ?? '',
    customer: object(doc.customer) ?? {},
    assignmentId: identifier(doc.documentId) ?? { value: '', schemeAgencyId: 'Supplier' },
    start: text(period.start) ?? '',
    rates: ratesOf(doc.payRates, kept?.rates ?? []),
    schedule: { ...kept?.schedule, days },
  };
  const optional: Partial<PlacementFields> = {
    supplier: object(doc.supplier),
    orderId,
    reference: text(classification.referenceNumber),
    purchaseOrder: text(classification.purchaseOrderNumber),
    department: object(classification.department),
    costCenter: object(classification.costCenter),
    project: object(classification.project),
    position: text(profile.positionTitle),
    location: object(Array.isArray(locations) ? locations[0] : locations),
    order: kept?.order,
    end: text(period.actualEnd) ?? text(period.expectedEnd),
    ended: text(period.actualEnd) ? true : undefined,
  };
  for (const [key, value] of Object.entries(optional))
    if (value !== undefined) (fields as unknown as Json)[key] = value;
  return fields;
}

const drop = (o: Json): Json => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The working periods of a schedule: one per weekday worked, as SETU writes "8 hours on Mondays". */
function workingPeriods(days: number[]): Json[] {
  const worked = days.flatMap((minutes, d) => (minutes > 0 ? [{ minutes, d }] : []));
  if (worked.length === 0) return [{ baseDuration: { value: 1, unitCode: { value: 'Weekly' } } }];
  return worked.map(({ minutes, d }) => ({
    workDuration: { value: minutes / 60, unitCode: { value: 'Hours' } },
    baseDuration: { value: 1, unitCode: { value: WEEKDAYS[d] } },
  }));
}

/** The Assignment a placement stands for, with the agency as supplier unless the placement names one. */
export function assignmentOf(p: PlacementFields, agency: Agency, supplierIdAtCustomer?: string): Json {
  const classification = drop({
    department: p.department,
    costCenter: p.costCenter,
    project: p.project,
    referenceNumber: p.reference,
    purchaseOrderNumber: p.purchaseOrder,
  });
  return drop({
    documentId: { value: p.assignmentId.value, schemeAgencyId: 'Supplier' },
    supplier: p.supplier ?? supplierParty(agency, supplierIdAtCustomer),
    customer: p.customer,
    resourceClassificationInclusion: Object.keys(classification).length > 0 ? classification : undefined,
    payRates: p.rates.flatMap((r) => {
      const entry = (amount: number, toBeBilled: boolean, toBePaid: boolean) =>
        drop({
          rateType: r.kind === 'allowance' ? 'Allowance/Expense' : 'TimeInterval',
          code: r.code,
          amount: { value: amount, currency: { value: 'EUR' } },
          intervalCode: { value: r.kind === 'allowance' ? 'FlatFee' : 'HourlyConsolidated' },
          period: { datePeriod: drop({ start: p.start, end: p.end }) },
          multiplier: r.multiplier,
          toBeBilled,
          toBePaid,
        });
      // A bill rate of its own goes beside the pay rate, as SETU's toBePaid and toBeBilled tell them apart.
      if (r.bill === undefined) return [entry(r.amount, r.toBeBilled, r.toBePaid)];
      return [...(r.toBePaid ? [entry(r.amount, false, true)] : []), entry(r.bill, true, false)];
    }),
    positionProfile: drop({
      positionTitle: p.position,
      positionLocation: p.location ? [p.location] : undefined,
      positionPeriod: drop({ start: p.start, expectedEnd: p.end, actualEnd: p.ended ? p.end : undefined }),
      workingPeriods: workingPeriods(p.schedule.days),
    }),
    assignedWorker: { workerId: p.worker.ids },
    staffingIds: p.orderId ? { requestForQuotationId: p.orderId } : undefined,
  });
}

/** Whether the placement runs on any day from `from` to `to` (inclusive, `YYYY-MM-DD`). */
export const activeBetween = (p: Pick<Placement, 'start' | 'end' | 'withdrawn'>, from: string, to: string) =>
  !p.withdrawn && p.start !== '' && p.start <= to && (p.end === undefined || p.end >= from);
