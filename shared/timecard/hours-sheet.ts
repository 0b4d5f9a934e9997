// Hours from a spreadsheet, for agencies that get them that way (`setu-workbench timecard week`): one
// row per placement, day and hour type. Columns `placement,date,hourType,hours` (or their Dutch names);
// the placement by its id or its assignment number; hours with a decimal comma or point, or as 7:30.
// A file with one bad row is refused whole, with the row and column named.

import { type Column, CsvError, readSheet } from '../text/csv.ts';
import { mondayOfWeek, parseDay, weekOf } from './calendar.ts';
import { parseHours } from './hours.ts';

type Key = 'placement' | 'date' | 'hourType' | 'hours';

const columns: Column<Key>[] = [
  { key: 'placement', names: ['placement', 'plaatsing'], required: true },
  { key: 'date', names: ['date', 'datum'], required: true },
  { key: 'hourType', names: ['hourType', 'hour type', 'uursoort'], required: true },
  { key: 'hours', names: ['hours', 'uren'], required: true },
];

export interface HoursEntry {
  row: number;
  placement: string;
  day: string;
  code: string;
  minutes: number;
}

/**
 * The entries of a week's hours file. `placementOf` answers the placement a cell names (an id or an
 * assignment number), or undefined when there is none running this week.
 */
export function readHoursSheet(
  text: string,
  week: string,
  placementOf: (name: string) => string | undefined,
): HoursEntry[] {
  const monday = mondayOfWeek(week);
  if (!monday) throw new CsvError(0, '', `${week} is not an ISO week (write it as 2026-W48)`);
  const days = weekOf(monday);
  const sheet = readSheet(text, columns);
  return sheet.rows.map(({ row, cells }) => {
    const fail = (key: Key, message: string): never => {
      throw new CsvError(row, sheet.where(key), message);
    };
    const need = (key: Key) => cells[key] ?? fail(key, 'this cell is required');
    const placement =
      placementOf(need('placement')) ??
      fail('placement', `"${cells.placement}" is no placement running in ${week}`);
    const day =
      parseDay(need('date')) ?? fail('date', `"${cells.date}" is not a date (write it as 24-11-2026)`);
    if (!days.includes(day)) fail('date', `${day} is not a day of ${week}`);
    const minutes = parseHours(need('hours'));
    if (minutes === undefined)
      fail('hours', `"${cells.hours}" is not a number of hours (write 8, 7,5 or 7:30)`);
    return { row, placement, day, code: need('hourType'), minutes: minutes as number };
  });
}
