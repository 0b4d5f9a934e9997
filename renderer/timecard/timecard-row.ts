// The timecard in the draft editor as the hours grid's one row: the shown week's hours by type and day,
// and the days' start and break, read from its time-interval lines; the grid's edits written back into
// those lines day by day by the clock-time rule (shared/timecard/time-lines.ts), each line keeping its
// id and every other member.
import { isoWeekOf, weekOf } from '../../shared/timecard/calendar.ts';
import type { DayTimes } from '../../shared/timecard/clock.ts';
import { type Json, linesOf, TIME_LINES } from '../../shared/timecard/lines.ts';
import {
  cellKey,
  type DayLayout,
  type GridLines,
  layOutDay,
  timesOfDay,
} from '../../shared/timecard/time-lines.ts';
import { readWeekRow, type WeekRow } from '../../shared/timecard/week-card.ts';
import type { CellNotes } from '../hours/grid-row.ts';

/** The week of `monday` as a row: the hours its lines hold, and the start and break they show. */
export function weekRowOf(body: Json, monday: string): WeekRow {
  const lines = linesOf(body, TIME_LINES);
  const times: Record<string, DayTimes> = {};
  for (const day of weekOf(monday)) {
    const shown = timesOfDay(lines, day);
    if (shown) times[day] = shown;
  }
  return { hours: readWeekRow(body, isoWeekOf(monday)).hours, times, allowances: [] };
}

const sameTimes = (a: DayTimes | undefined, b: DayTimes | undefined) =>
  a?.start === b?.start && a?.breakMinutes === b?.breakMinutes;

/**
 * The lines with each day that `after` changes from `before` laid out again: the hours of the types it
 * changes (0 removes a type's line), started and broken as it says where it changes the day's times (a
 * day without a start then has no clock times). A day with a cell of several lines stays as it is.
 */
export function writeWeek(
  body: Json,
  lines: unknown[],
  before: WeekRow,
  after: WeekRow,
  layout: DayLayout,
): unknown[] {
  const codes = new Set([...Object.keys(before.hours), ...Object.keys(after.hours)]);
  const days = new Set(
    [before, after].flatMap((row) => [
      ...Object.values(row.hours).flatMap((byDay) => Object.keys(byDay)),
      ...Object.keys(row.times),
    ]),
  );
  let out = lines;
  for (const day of days) {
    const minutesOf = (row: WeekRow, code: string) => row.hours[code]?.[day] ?? 0;
    const changed = [...codes].filter((code) => minutesOf(before, code) !== minutesOf(after, code));
    const retimed = !sameTimes(before.times[day], after.times[day]);
    if (changed.length === 0 && !retimed) continue;
    const times = after.times[day];
    const next = layOutDay(
      body,
      out,
      day,
      Object.fromEntries(changed.map((code) => [code, minutesOf(after, code)])),
      layout,
      retimed ? (times?.start === undefined ? {} : times) : undefined,
    );
    if (next) out = next;
  }
  return out;
}

/** What a cell holds beyond its hours: its lines, and their problems in words. */
export function cellNotes(grid: GridLines, messagesOf: (line: number) => string[]) {
  return (code: string, day: string): CellNotes => {
    const lines = grid.cells.get(cellKey(day, code)) ?? [];
    return { lines: lines.length, messages: lines.flatMap(messagesOf) };
  };
}
