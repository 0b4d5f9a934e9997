// The week grid's view of the timecard's time-interval lines, and the lines it writes back. A line is
// hours of one type (`typeCode`) on one day: the grid shows it in the cell of its day (its
// `dayAssignment`, else the date it starts) and its type's row, with its hours from `timeTotal`, else
// from its start and end. A cell the user fills becomes one line starting at 08:00; editing a cell
// keeps the line's id, start, break (end minus start minus total) and every other member. Lines the grid
// cannot show (no type, no date, no hours) and cells that hold several lines are left exactly as they are.
import {
  formatDateTime,
  isDay,
  minutesBetween,
  parseDateTime,
  shiftDate,
  type WallClock,
} from '../calendar.ts';
import { MAX_MINUTES, parseTimeTotal, timeTotal } from '../hours.ts';
import { isObject, type Json, newLineId, objectAt } from './lines.ts';

const NEW_LINE_START = 8 * 60;

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

/** A new line for a cell, shaped as the official example: start, end, and `timeTotal` in hours. */
function newLine(body: Json, day: string, code: string, minutes: number): Json {
  const start: WallClock = { day, minutes: NEW_LINE_START, zone: '' };
  return {
    id: newLineId(body),
    typeCode: { value: code },
    period: {
      dateTimePeriod: {
        start: formatDateTime(start),
        end: formatDateTime({ ...start, minutes: start.minutes + minutes }),
      },
    },
    timeTotal: timeTotal(minutes),
  };
}

/** The line with other hours, its start, break and other members kept. */
function withHours(line: Json, minutes: number): Json {
  const period = periodOf(line);
  const from = parseDateTime(period.start);
  const to = parseDateTime(period.end);
  const old = readLine(line)?.minutes ?? 0;
  const pause = from && to ? Math.max(0, minutesBetween(from, to) - old) : 0;
  const dateTimePeriod = from
    ? { ...period, end: formatDateTime({ ...from, minutes: from.minutes + minutes + pause }) }
    : period;
  return {
    ...line,
    period: { ...objectAt(line, 'period'), dateTimePeriod },
    timeTotal: timeTotal(minutes),
  };
}

/**
 * The lines with one cell set to `minutes` (0 empties it). Undefined when the cell holds several lines,
 * which the grid does not edit.
 */
export function setCell(body: Json, lines: unknown[], day: string, code: string, minutes: number) {
  const inCell = gridLines(lines).cells.get(cellKey(day, code)) ?? [];
  if (inCell.length > 1) return undefined;
  const index = inCell[0];
  if (index === undefined) return minutes > 0 ? [...lines, newLine(body, day, code, minutes)] : lines;
  if (minutes === 0) return lines.filter((_, i) => i !== index);
  return lines.map((line, i) => (i === index ? withHours(line as Json, minutes) : line));
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
