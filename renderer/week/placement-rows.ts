// The week page's rows as the hours grid shows them: a row per placement running in the week, with its
// hour types (its normal hours, those used and those added), the days it runs, its schedule, the names
// it gives its types, and the cells a copy marked for the clerk to check.
import { useMemo } from 'react';
import type { WeekRowView } from '../../shared/api/types.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';
import type { GridRow } from '../hours/grid-row.ts';
import { cellKey, codesOf, lineTotal, runningDays } from '../hours/row-model.ts';
import { useLanguage, useT } from '../i18n/intl.tsx';
import { nameOf, useTypeNames } from '../placements/type-names.ts';
import type { Marks } from './copy-marks.ts';

export interface Shown {
  view: WeekRowView;
  /** The row as shown: the clerk's edit where there is one, else as saved. */
  row: WeekRow;
  /** Hour types added from the row's menu. */
  added: string[];
  open: { times: boolean; allowances: boolean };
}

export function usePlacementRows(shown: Shown[], monday: string, marks: Marks): GridRow[] {
  const t = useT();
  const { language } = useLanguage();
  const types = useTypeNames();
  return useMemo(
    () =>
      shown.map(({ view, row, added, open }) => {
        const p = view.placement;
        const marked = marks[p.id];
        const mark = marked && t('week.copiedMark', { week: marked.from });
        return {
          id: p.id,
          worker: p.worker.name,
          row,
          codes: codesOf(p, row, added),
          removable: added.filter((code) => lineTotal(row, code) === 0),
          typeName: (kind, code) => nameOf(types, p.rates, kind, code, language),
          days: runningDays(p, monday),
          schedule: { start: p.schedule.start, breakMinutes: p.schedule.breakMinutes },
          open,
          ...(marked
            ? {
                cell: (code: string, day: string) => ({
                  lines: 1,
                  messages: [],
                  mark: marked.cells.includes(cellKey(code, day)) ? mark : undefined,
                }),
              }
            : {}),
        };
      }),
    [shown, monday, types, language, marks, t],
  );
}
