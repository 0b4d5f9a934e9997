// How the hours grid names its cells and totals for people who hear them rather than see the table:
// a cell by its day and hour type, and by its worker where the grid has a row per worker.
import { useFormats, useT } from '../i18n/intl.tsx';
import type { GridRow } from './grid-row.ts';

export interface GridWords {
  /** "Monday 11/16/2026", "maandag 16-11-2026". */
  day(day: string): string;
  /** "Monday 11/16/2026, Normal hours"; "Normal hours on Monday 11/30/2026 for Jan de Vries". */
  cell(row: GridRow, type: string, day: string): string;
  rowTotal(row: GridRow, type: string): string;
  /** Hours as a total shows them: none is 0. */
  total(minutes: number): string;
}

export function useGridWords(): GridWords {
  const t = useT();
  const f = useFormats();
  const day = (d: string) => `${f.weekdayName(d)} ${f.day(d)}`;
  return {
    day,
    cell: (row, type, d) =>
      row.worker === undefined
        ? t('tc.cell', { day: day(d), type })
        : t('week.cell', { type, day: day(d), worker: row.worker }),
    rowTotal: (row, type) =>
      row.worker === undefined
        ? t('tc.rowTotal', { type })
        : t('week.rowTotal', { type, worker: row.worker }),
    total: (minutes) => f.hours(minutes) || f.number(0),
  };
}
