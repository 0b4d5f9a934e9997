// A week row as pure data: which hour types a placement's row shows (those used, its normal hours
// first), its days, hours and times set by cell, filled from the schedule, copied from an earlier week,
// summed, and laid out on the clock.

import type { Placement } from '../../shared/placement/placement.ts';
import { weekOf } from '../../shared/timecard/calendar.ts';
import { type DayTimes, formatClock, layoutDay } from '../../shared/timecard/clock.ts';
import { setMinutes, typeOrder, type WeekRow } from '../../shared/timecard/week-card.ts';

/** The placement's normal hour type: its first hour rate. */
export const normalCode = (p: Pick<Placement, 'rates'>) =>
  p.rates.find((r) => r.kind === 'hours')?.code ?? 'HT100';

/** The hour type codes a placement's lines show: those with hours, those added, and the normal one. */
export function codesOf(p: Placement, row: WeekRow, added: string[] = []): string[] {
  const used = Object.keys(row.hours).filter((code) =>
    Object.values(row.hours[code] ?? {}).some((m) => m > 0),
  );
  return typeOrder(p, new Set([normalCode(p), ...used, ...added]));
}

const worked = (row: WeekRow, day: string) => Object.values(row.hours).some((days) => (days[day] ?? 0) > 0);

/** The days of the week the placement runs on (its period may start or end within the week). */
export function runningDays(p: Pick<Placement, 'start' | 'end'>, monday: string): string[] {
  return weekOf(monday).filter((day) => day >= p.start && (p.end === undefined || day <= p.end));
}

/** The schedule's hours on every running day that has none yet, as normal hours. */
export function fillFromSchedule(p: Placement, row: WeekRow, monday: string): WeekRow {
  let out = row;
  for (const day of runningDays(p, monday)) {
    const minutes = p.schedule.days[weekOf(monday).indexOf(day)] ?? 0;
    if (minutes > 0 && !worked(out, day)) out = setMinutes(out, normalCode(p), day, minutes);
  }
  return out;
}

/** An earlier week's hours and times, copied onto the days of this row that are still empty. */
export function copyInto(row: WeekRow, earlier: WeekRow): WeekRow {
  let out = row;
  const days = new Set(Object.values(earlier.hours).flatMap((d) => Object.keys(d)));
  for (const day of days) {
    if (worked(out, day)) continue;
    for (const [code, byDay] of Object.entries(earlier.hours))
      if ((byDay[day] ?? 0) > 0) out = setMinutes(out, code, day, byDay[day] as number);
    const times = earlier.times[day];
    if (times) out = { ...out, times: { ...out.times, [day]: times } };
  }
  return out;
}

/** A cell's key among a row's cells: its hour type and day. */
export const cellKey = (code: string, day: string) => `${code} ${day}`;

/**
 * The cells a copy of an earlier week filled otherwise than the schedule would have: hours of any type
 * but the normal one (overtime, absence), and normal hours other than the schedule's, including none on
 * a day it plans hours for. Only the running days the row had no hours on before the copy count: the
 * copy fills no other.
 */
export function copiedExceptions(p: Placement, before: WeekRow, after: WeekRow, monday: string): string[] {
  const normal = normalCode(p);
  const week = weekOf(monday);
  const marked: string[] = [];
  for (const day of runningDays(p, monday)) {
    if (worked(before, day)) continue;
    const planned = p.schedule.days[week.indexOf(day)] ?? 0;
    if ((after.hours[normal]?.[day] ?? 0) !== planned) marked.push(cellKey(normal, day));
    for (const [code, byDay] of Object.entries(after.hours))
      if (code !== normal && (byDay[day] ?? 0) > 0) marked.push(cellKey(code, day));
  }
  return marked;
}

/** The row with a day's start or break set; one set to undefined goes, so that the schedule's applies. */
export function setTimes(row: WeekRow, day: string, patch: DayTimes): WeekRow {
  const times = { ...row.times[day], ...patch };
  for (const k of ['start', 'breakMinutes'] as const) if (times[k] === undefined) delete times[k];
  const { [day]: _, ...rest } = row.times;
  return { ...row, times: Object.keys(times).length > 0 ? { ...rest, [day]: times } : rest };
}

/** "08:00–16:30": when the day's work starts and ends on the clock, or '' where the start is not known. */
export function clockRange(row: WeekRow, codes: string[], day: string, schedule: DayTimes = {}): string {
  const entries = codes.map((code) => ({ code, minutes: row.hours[code]?.[day] ?? 0 }));
  const laid = layoutDay(entries, { ...schedule, ...row.times[day] });
  const first = laid[0];
  const last = laid.at(-1);
  return first?.start !== undefined && last?.end !== undefined
    ? `${formatClock(first.start)}–${formatClock(last.end % 1440)}`
    : '';
}

export const lineTotal = (row: WeekRow, code: string) =>
  Object.values(row.hours[code] ?? {}).reduce((sum, m) => sum + m, 0);

export const rowTotal = (row: WeekRow) =>
  Object.keys(row.hours).reduce((sum, code) => sum + lineTotal(row, code), 0);

export function dayTotals(rows: WeekRow[], monday: string): number[] {
  return weekOf(monday).map((day) =>
    rows.reduce((sum, row) => sum + Object.values(row.hours).reduce((s, days) => s + (days[day] ?? 0), 0), 0),
  );
}

/** Whether two rows hold the same entries (a save's answer against what was sent). */
export const sameRow = (a: WeekRow, b: WeekRow) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

function normal(row: WeekRow): WeekRow {
  const hours = Object.fromEntries(
    Object.entries(row.hours)
      .map(
        ([code, days]) =>
          [
            code,
            Object.fromEntries(
              Object.entries(days)
                .filter(([, m]) => m > 0)
                .sort(),
            ),
          ] as const,
      )
      .filter(([, days]) => Object.keys(days).length > 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const times = Object.fromEntries(Object.entries(row.times).sort());
  return { hours, times, allowances: row.allowances };
}
