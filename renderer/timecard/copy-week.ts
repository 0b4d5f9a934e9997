// "Copy last week": the hours of a previous week copied into the shown week's empty cells (never over
// hours already there). Copies keep each line's type, times, pay rates and other members, under new
// line ids. Where the hours come from is found by last-week.ts.
import { addDays, daysBetween, mondayOf } from '../../shared/timecard/calendar.ts';
import { isObject, type Json, objectAt } from '../../shared/timecard/lines.ts';
import {
  cellKey,
  type GridLine,
  gridLines,
  readLine,
  shiftedCopy,
} from '../../shared/timecard/time-lines.ts';

export interface WeekSource {
  lines: Json[];
  monday: string;
  /** The other draft the hours come from ("Timecard TC-12"); absent for this timecard itself. */
  from?: string;
}

export function inWeek(lines: unknown[], monday: string): Json[] {
  const end = addDays(monday, 7);
  return lines.filter((line): line is Json => {
    const p = readLine(line);
    return !!p && p.day >= monday && p.day < end;
  });
}

/** The lines with copies of `source`'s lines moved to the week of `monday`, where its cells are empty. */
export function copyWeek(
  body: Json,
  lines: unknown[],
  source: WeekSource,
  monday: string,
): { lines: unknown[]; copied: number } {
  const shift = daysBetween(source.monday, monday);
  const filled = gridLines(lines).cells;
  const copies = source.lines
    .filter((line) => {
      const p = readLine(line) as GridLine;
      return !filled.has(cellKey(addDays(p.day, shift), p.code));
    })
    .map((line) => shiftedCopy(body, line, shift));
  return { lines: [...lines, ...copies], copied: copies.length };
}

export interface Worker {
  assignment?: string;
  persons: string[];
}

export function workerOf(body: Json): Worker {
  const assignment = objectAt(objectAt(body, 'staffingIds'), 'assignmentId').value;
  const ids = objectAt(body, 'person').id;
  const persons = (Array.isArray(ids) ? ids : [])
    .map((id) => (isObject(id) ? id.value : undefined))
    .filter((v): v is string => typeof v === 'string' && v !== '');
  return {
    assignment: typeof assignment === 'string' && assignment !== '' ? assignment : undefined,
    persons,
  };
}

export function sameWorker(a: Worker, b: Worker): boolean {
  if (a.assignment && b.assignment) return a.assignment === b.assignment;
  return a.persons.some((p) => b.persons.includes(p));
}

/** The latest week before `monday` with hours in `lines`. */
export function latestWeekBefore(lines: unknown[], monday: string): string | undefined {
  const days = lines
    .map((line) => readLine(line)?.day)
    .filter((day): day is string => !!day && day < monday)
    .sort();
  const last = days[days.length - 1];
  return last && mondayOf(last);
}
