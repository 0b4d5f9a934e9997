// The week page's rows as the hours grid shows them: a row per placement running in the week, with its
// hour types (its normal hours, those used and those added), the days it runs, its schedule, and the
// names it gives its types.
import { useMemo } from 'react';
import type { WeekRowView } from '../../shared/api/types.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';
import type { GridRow } from '../hours/grid-row.ts';
import { codesOf, lineTotal, runningDays } from '../hours/row-model.ts';
import { useLanguage } from '../i18n/intl.tsx';
import { nameOf, useTypeNames } from '../placements/type-names.ts';

export interface Shown {
  view: WeekRowView;
  /** The row as shown: the clerk's edit where there is one, else as saved. */
  row: WeekRow;
  /** Hour types added from the row's menu. */
  added: string[];
  open: { times: boolean; allowances: boolean };
}

export function usePlacementRows(shown: Shown[], monday: string): GridRow[] {
  const { language } = useLanguage();
  const types = useTypeNames();
  return useMemo(
    () =>
      shown.map(({ view, row, added, open }) => {
        const p = view.placement;
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
        };
      }),
    [shown, monday, types, language],
  );
}
