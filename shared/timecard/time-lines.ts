// The week grid's view of the timecard's time-interval lines, and the lines it writes back. A line is
// hours of one type (`typeCode`) on one day: the grid shows it in the cell of its day (its
// `dayAssignment`, else the date it starts) and its type's row, with its hours from `timeTotal`, else
// from its start and end. Writing a cell lays out its whole day by the clock-time rule (clock.ts): the
// day starts and breaks as entered (read from its first line) or as the placement's schedule says, the
// first line holds the break, each later type starts where the one before ended, and a day without a
// known start gets no invented times (its lines carry the date). Each line keeps its id and every other
// member. Lines the grid cannot show (no type, no date, no hours) and days with a cell that holds
// several lines are left exactly as they are.
import { formatDateTime, isDay, minutesBetween, parseDateTime, shiftDate } from './calendar.ts';
import { BREAK_AFTER_MINUTES, type DayTimes, layoutDay } from './clock.ts';
import { MAX_MINUTES, parseTimeTotal, timeTotal } from './hours.ts';
import { isObject, type Json, newLineId, objectAt } from './lines.ts';

export interface GridLine {
  day: string;
  code: string;
  minutes: number;
}

const periodOf = (line: unknown) => objectAt(objectAt(line, 'period'), 'dateTimePeriod');

/** Where a line sits in the grid, or undefined for a line the grid cannot show. */
export function readLine(line: unknown): GridLine | undefined {
  const code = objectAt(line, 'typeCode').value;
  if (typeof code !== 'string' || code.trim() === '') return undefined;
  const { start, end } = periodOf(line);
  const from = parseDateTime(start);
  const startDay = from?.day ?? (isDay(start) ? start : undefined);
  const assigned = isObject(line) ? line.dayAssignment : undefined;
  const day = isDay(assigned) ? assigned : startDay;
  const to = parseDateTime(end);
  const minutes =
    parseTimeTotal(isObject(line) ? line.timeTotal : undefined) ??
    (from && to ? minutesBetween(from, to) : undefined);
  if (!day || minutes === undefined || minutes < 0 || minutes > MAX_MINUTES) return undefined;
  return { day, code, minutes };
}

export const cellKey = (day: string, code: string) => `${day}\u0000${code}`;

export interface GridLines {
  /** Indexes of the lines in each cell (`cellKey`). */
  cells: Map<string, number[]>;
  /** Hour types in the order they first appear. */
  codes: string[];
  /** Indexes of the lines the grid cannot show. */
  unplaced: number[];
  placed: (GridLine | undefined)[];
}

export function gridLines(lines: unknown[]): GridLines {
  const cells = new Map<string, number[]>();
  const codes = new Set<string>();
  const unplaced: number[] = [];
  const placed = lines.map(readLine);
  placed.forEach((p, i) => {
    if (!p) {
      unplaced.push(i);
      return;
    }
    codes.add(p.code);
    const key = cellKey(p.day, p.code);
    cells.set(key, [...(cells.get(key) ?? []), i]);
  });
  return { cells, codes: [...codes], unplaced, placed };
}

/** The day's start and break as its lines show them (the earliest line holds the break); undefined without times. */
export function timesOfDay(lines: unknown[], day: string): DayTimes | undefined {
  const ofDay = lines
    .map((line) => ({ line, from: parseDateTime(periodOf(line).start), placed: readLine(line) }))
    .filter((l) => l.placed?.day === day && l.from)
    .sort((a, b) => (a.from?.minutes ?? 0) - (b.from?.minutes ?? 0));
  const first = ofDay[0];
  if (!first?.from || !first.placed) return undefined;
  const to = parseDateTime(periodOf(first.line).end);
  const total = lines.reduce<number>((sum, line) => {
    const p = readLine(line);
    return p?.day === day ? sum + p.minutes : sum;
  }, 0);
  if (!to || total <= BREAK_AFTER_MINUTES) return { start: first.from.minutes };
  return {
    start: first.from.minutes,
    breakMinutes: Math.max(0, minutesBetween(first.from, to) - first.placed.minutes),
  };
}

export interface DayLayout {
  /** The placement's schedule: the start and break of a day whose lines carry no times. */
  schedule?: DayTimes;
  /** Hour types in the order their lines follow each other in a day (normal hours first). */
  codes: string[];
}

/**
 * The lines with one day laid out again: `minutes` by type (types not named keep their hours; 0
 * removes a type's line), started and broken as `times` says. Undefined when a cell of the day holds
 * several lines, which the grid does not edit.
 */
export function layOutDay(
  body: Json,
  lines: unknown[],
  day: string,
  minutes: Record<string, number>,
  layout: DayLayout,
  times: DayTimes | undefined = timesOfDay(lines, day) ?? layout.schedule,
): unknown[] | undefined {
  const grid = gridLines(lines);
  const byCode = new Map<string, Json>();
  const indexes: number[] = [];
  for (const [i, p] of grid.placed.entries()) {
    if (p?.day !== day) continue;
    if (byCode.has(p.code)) return undefined;
    byCode.set(p.code, lines[i] as Json);
    indexes.push(i);
  }
  const hours = new Map(
    [...byCode].map(([code]) => [code, grid.placed[lines.indexOf(byCode.get(code))]?.minutes ?? 0]),
  );
  for (const [code, m] of Object.entries(minutes)) hours.set(code, m);
  const ranked = [
    ...layout.codes.filter((c) => hours.has(c)),
    ...[...hours.keys()].filter((c) => !layout.codes.includes(c)),
  ];
  const zone =
    [...byCode.values()].map((line) => parseDateTime(periodOf(line).start)?.zone).find(Boolean) ?? '';
  const laid = layoutDay(
    ranked.map((code) => ({ code, minutes: hours.get(code) ?? 0 })),
    times ?? {},
  ).map((timed): Json => {
    const old = byCode.get(timed.code) ?? { id: newLineId(body), typeCode: { value: timed.code } };
    const { dayAssignment: _, ...kept } = old;
    const dateTimePeriod =
      timed.start === undefined
        ? { start: day }
        : {
            start: formatDateTime({ day, minutes: timed.start, zone }),
            end: formatDateTime({ day, minutes: timed.end as number, zone }),
          };
    return {
      ...kept,
      period: { ...objectAt(old, 'period'), dateTimePeriod },
      timeTotal: timeTotal(timed.minutes),
      // Without a clock time the day is said outright.
      ...(timed.start === undefined ? { dayAssignment: day } : {}),
    };
  });
  const at = indexes[0] ?? lines.length;
  const before = lines.slice(0, at).filter((_, i) => !indexes.includes(i));
  const after = lines.slice(at).filter((_, i) => !indexes.includes(i + at));
  return [...before, ...laid, ...after];
}

/** The lines with one cell set to `minutes` (0 empties it) and its day laid out again. */
export function setCell(
  body: Json,
  lines: unknown[],
  day: string,
  code: string,
  minutes: number,
  layout: DayLayout = { codes: [] },
) {
  return layOutDay(body, lines, day, { [code]: minutes }, layout);
}

/** A copy of a line `days` later, under a new id: its type, pay rates and other members come along. */
export function shiftedCopy(body: Json, line: Json, days: number): Json {
  const period = periodOf(line);
  const dateTimePeriod: Json = { ...period, start: shiftDate(period.start, days) };
  if (period.end !== undefined) dateTimePeriod.end = shiftDate(period.end, days);
  const copy: Json = {
    ...structuredClone(line),
    id: newLineId(body),
    period: { ...objectAt(line, 'period'), dateTimePeriod },
  };
  if (line.dayAssignment !== undefined) copy.dayAssignment = shiftDate(line.dayAssignment, days);
  return copy;
}
