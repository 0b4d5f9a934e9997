// One row of the week page is one Timecard per placement and ISO week. The row is what the clerk
// enters (hours per type and day, a day's start and break where they differ from the schedule, the
// allowances); the Timecard is built from it with every identifier taken from the placement (its
// Assignment) and My agency, and read back into a row when the week is opened again. Members the row
// does not show (a line's pay rates, a comment added in the message editor) are kept.
import { type Agency, supplierParty } from '../parties/agency.ts';
import type { Placement, Rate } from '../placement/placement.ts';
import { addDays, formatDateTime, isDay, mondayOfWeek, parseDateTime, weekOf } from './calendar.ts';
import { BREAK_AFTER_MINUTES, type DayTimes, layoutDay } from './clock.ts';
import { timeTotal } from './hours.ts';
import { isObject, type Json, objectAt } from './lines.ts';
import { readLine } from './time-lines.ts';

export interface AllowanceEntry {
  /** The line's id value; kept so that an edit changes the same line. */
  id: string;
  code: string;
  date: string;
  quantity?: number;
  /** Euros per unit (with a quantity) or in all. */
  amount?: number;
  /** The receipt: the URL of a file stored on this workbench (`/attachment/<id>`). */
  receipt?: string;
  note?: string;
}

export interface WeekRow {
  /** Minutes worked, by hour type code and day (`YYYY-MM-DD`). */
  hours: Record<string, Record<string, number>>;
  /** A day's start and break where the clerk entered them (else the placement's schedule). */
  times: Record<string, DayTimes>;
  allowances: AllowanceEntry[];
}

export const emptyRow = (): WeekRow => ({ hours: {}, times: {}, allowances: [] });

/** The row with a cell's minutes set (0 clears it). */
export function setMinutes(row: WeekRow, code: string, day: string, minutes: number): WeekRow {
  const days = { ...row.hours[code] };
  if (minutes > 0) days[day] = minutes;
  else delete days[day];
  return { ...row, hours: { ...row.hours, [code]: days } };
}

/** The hour type codes of a row in the order their lines are laid out in a day: the placement's first. */
export function typeOrder(placement: Pick<Placement, 'rates'>, codes: Iterable<string>): string[] {
  const ranked = placement.rates.filter((r) => r.kind === 'hours').map((r) => r.code);
  const rest = [...codes].filter((c) => !ranked.includes(c)).sort();
  return [...ranked.filter((c) => [...codes].includes(c)), ...rest];
}

const SCHEME = 'Supplier';

/** A new timecard's documentId: the week and the placement, readable and unique per placement and week. */
export const timecardNumber = (placement: Pick<Placement, 'id'>, week: string) =>
  `TC-${week}-${placement.id.slice(0, 8)}`;

function periodOf(line: unknown): Json {
  return objectAt(objectAt(line, 'period'), 'dateTimePeriod');
}

/**
 * A placement's hour-type rate as a line's pay rates, where the placement knows all a line needs: one
 * for both, or the pay rate and the bill rate apart where the customer is billed another amount.
 */
function linePayRates(rate: Rate | undefined): Json[] | undefined {
  if (rate?.multiplier === undefined) return undefined;
  const entry = (amount: number, toBeBilled: boolean, toBePaid: boolean) => ({
    amount: { value: amount, currency: { value: 'EUR' } },
    intervalCode: { value: 'HourlyConsolidated' },
    multiplier: rate.multiplier,
    toBeBilled,
    toBePaid,
  });
  if (rate.bill === undefined) return [entry(rate.amount, rate.toBeBilled, rate.toBePaid)];
  return [...(rate.toBePaid ? [entry(rate.amount, false, true)] : []), entry(rate.bill, true, false)];
}

/**
 * The day's start and break as a timecard's lines show them: the first line's start, and its pause. A
 * day too short for a break says nothing about it, so the schedule's break applies if it grows.
 */
function timesOfDay(lines: Json[]): DayTimes | undefined {
  const first = lines[0];
  const from = parseDateTime(periodOf(first).start);
  if (!first || !from) return undefined;
  const to = parseDateTime(periodOf(first).end);
  const worked = readLine(first)?.minutes ?? 0;
  const length = to ? to.minutes - from.minutes + (to.day === from.day ? 0 : 1440) : worked;
  const total = lines.reduce((sum, line) => sum + (readLine(line)?.minutes ?? 0), 0);
  return total > BREAK_AFTER_MINUTES
    ? { start: from.minutes, breakMinutes: Math.max(0, length - worked) }
    : { start: from.minutes };
}

let lastWeek: { week: string; days: Set<string> } | undefined;

/** The days of an ISO week. The last is kept: the week page reads 200 rows of one week in a row. */
function daysOf(week: string): Set<string> {
  if (lastWeek?.week !== week) lastWeek = { week, days: new Set(weekOf(mondayOfWeek(week) as string)) };
  return lastWeek.days;
}

/** What a timecard holds for one week, as a row; lines outside the week are not part of it. */
export function readWeekRow(body: Json, week: string): WeekRow {
  const days = daysOf(week);
  const row = emptyRow();
  const byDay = new Map<string, Json[]>();
  for (const line of Array.isArray(body.timeInterval) ? body.timeInterval : []) {
    const placed = readLine(line);
    if (!placed || !days.has(placed.day) || !isObject(line)) continue;
    row.hours[placed.code] ??= {};
    const cell = row.hours[placed.code] as Record<string, number>;
    cell[placed.day] = (cell[placed.day] ?? 0) + placed.minutes;
    byDay.set(placed.day, [...(byDay.get(placed.day) ?? []), line]);
  }
  for (const [day, lines] of byDay) {
    const times = timesOfDay(lines);
    if (times) row.times[day] = times;
  }
  for (const line of Array.isArray(body.allowance) ? body.allowance : []) {
    if (!isObject(line)) continue;
    const date = objectAt(objectAt(line, 'period'), 'datePeriod').start;
    const rate = Array.isArray(line.payRates) ? line.payRates[0] : undefined;
    const amount = objectAt(rate, 'amount').value;
    const quantity = objectAt(line, 'quantity').value;
    const url = objectAt(line, 'attachment').url;
    const note = objectAt(line, 'comment').note;
    row.allowances.push({
      id: String(objectAt(line, 'id').value ?? ''),
      code: String(objectAt(line, 'typeCode').value ?? ''),
      date: typeof date === 'string' ? date : '',
      ...(typeof quantity === 'number' ? { quantity } : {}),
      ...(typeof amount === 'number' ? { amount } : {}),
      ...(typeof url === 'string' ? { receipt: url } : {}),
      ...(typeof note === 'string' ? { note } : {}),
    });
  }
  return row;
}

export interface CardContext {
  placement: Placement;
  agency: Agency;
  /** The number the customer knows the agency by, from the customer's counterparty. */
  supplierNumber?: string;
  week: string;
}

/** The Timecard for a placement's week: `previous` is the draft as it was (its ids and extra members stay). */
export function buildTimecard(ctx: CardContext, row: WeekRow, previous: Json = {}): Json {
  const { placement: p, week } = ctx;
  const monday = mondayOfWeek(week);
  if (!monday) throw new RangeError(`${week} is not an ISO week`);
  const days = weekOf(monday);
  const oldLines = (Array.isArray(previous.timeInterval) ? previous.timeInterval : []).filter(isObject);
  const outside = oldLines.filter((line) => !days.includes(readLine(line)?.day ?? ''));
  const reuse = new Map<string, Json>();
  for (const line of oldLines) {
    const placed = readLine(line);
    if (placed) reuse.set(`${placed.day} ${placed.code}`, line);
  }
  const codes = typeOrder(p, Object.keys(row.hours));
  const lines: Json[] = [];
  for (const day of days) {
    const entries = codes.map((code) => ({ code, minutes: row.hours[code]?.[day] ?? 0 }));
    const schedule = { start: p.schedule.start, breakMinutes: p.schedule.breakMinutes };
    for (const timed of layoutDay(entries, { ...schedule, ...row.times[day] })) {
      const old = reuse.get(`${day} ${timed.code}`) ?? {};
      const rate = p.rates.find((r) => r.kind === 'hours' && r.code === timed.code);
      const dateTimePeriod =
        timed.start === undefined
          ? { start: day }
          : {
              start: formatDateTime({ day, minutes: timed.start, zone: '' }),
              end: formatDateTime({ day, minutes: timed.end as number, zone: '' }),
            };
      const { dayAssignment: _, ...kept } = old;
      lines.push({
        ...kept,
        id: isObject(old.id) ? old.id : { value: crypto.randomUUID(), schemeAgencyId: SCHEME },
        typeCode: { value: timed.code },
        period: { dateTimePeriod },
        timeTotal: timeTotal(timed.minutes),
        ...(old.payRates === undefined && linePayRates(rate) ? { payRates: linePayRates(rate) } : {}),
        // Without a clock time the day is said outright.
        ...(timed.start === undefined ? { dayAssignment: day } : {}),
      });
    }
  }
  const oldAllowances = new Map(
    (Array.isArray(previous.allowance) ? previous.allowance : [])
      .filter(isObject)
      .map((line) => [String(objectAt(line, 'id').value ?? ''), line]),
  );
  const allowances = row.allowances
    .filter((a) => a.code !== '' && isDay(a.date))
    .map((a) => allowanceLine(a, oldAllowances.get(a.id) ?? {}, p));
  const classification = Object.fromEntries(
    Object.entries({
      department: p.department,
      costCenter: p.costCenter,
      project: p.project,
      referenceNumber: p.reference,
      purchaseOrderNumber: p.purchaseOrder,
    }).filter(([, v]) => v !== undefined),
  );
  const { timeInterval: _t, allowance: _a, ...rest } = previous;
  const customer = p.customer as Json;
  return {
    ...rest,
    documentId: isObject(previous.documentId)
      ? previous.documentId
      : { value: timecardNumber(p, week), schemeAgencyId: SCHEME },
    supplier: partyWithoutContacts(p.supplier ?? supplierParty(ctx.agency, ctx.supplierNumber)),
    ...(Object.keys(customer).length > 0 ? { customer } : {}),
    ...classification,
    person: {
      id: p.worker.ids,
      ...(p.worker.name.trim() !== '' ? { name: { formattedName: p.worker.name.trim() } } : {}),
    },
    period: { datePeriod: { start: monday, end: addDays(monday, 6) } },
    staffingIds: { assignmentId: { value: p.assignmentId.value, schemeAgencyId: 'Supplier' } },
    ...(lines.length + outside.length > 0 ? { timeInterval: [...outside, ...lines] } : {}),
    ...(allowances.length > 0 ? { allowance: allowances } : {}),
  };
}

/** A Timecard's supplier has no contact persons (the Assignment's may). */
function partyWithoutContacts(party: Json): Json {
  const { personContacts: _, ...rest } = party;
  return rest;
}

function allowanceLine(a: AllowanceEntry, old: Json, p: Placement): Json {
  const rate = p.rates.find((r) => r.kind === 'allowance' && r.code === a.code);
  const amount = a.amount ?? (a.quantity !== undefined ? rate?.amount : undefined);
  const { quantity: _q, payRates: _p, attachment: _at, comment: _c, ...kept } = old;
  return {
    ...kept,
    ...(a.note ? { comment: { note: a.note } } : {}),
    id: isObject(old.id) ? old.id : { value: a.id || crypto.randomUUID(), schemeAgencyId: SCHEME },
    typeCode: { value: a.code },
    period: { datePeriod: { start: a.date } },
    ...(amount !== undefined
      ? {
          payRates: [
            {
              amount: { value: amount, currency: { value: 'EUR' } },
              toBeBilled: rate?.toBeBilled ?? true,
              toBePaid: rate?.toBePaid ?? true,
            },
          ],
        }
      : {}),
    ...(a.quantity !== undefined ? { quantity: { value: a.quantity } } : {}),
    ...(a.receipt ? { attachment: { url: a.receipt } } : {}),
  };
}
