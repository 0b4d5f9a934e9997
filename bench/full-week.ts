// The benches' normal week: 8 hours of HT100 on each working day of the ISO week.
import { mondayOfWeek, weekOf } from '../shared/timecard/calendar.ts';
import { emptyRow, setMinutes, type WeekRow } from '../shared/timecard/week-card.ts';

export const fullWeek = (week: string): WeekRow => {
  let row = emptyRow();
  for (const day of weekOf(mondayOfWeek(week) as string).slice(0, 5))
    row = setMinutes(row, 'HT100', day, 480);
  return row;
};
