// The week page's hours grid: a row per placement, on its first line the worker with the row's menu and
// the customer, and the row's state; its allowances under its lines while they are open.
import type { WeekRowView } from '../../shared/api/types.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';
import type { GridRow } from '../hours/grid-row.ts';
import { type GridFocus, HoursGrid } from '../hours/hours-grid.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';
import { PlacementAllowances } from './placement-allowances.tsx';
import type { Shown } from './placement-rows.ts';
import { type RowActions, RowMenu } from './row-menu.tsx';
import { RowState } from './row-state.tsx';

interface Props {
  monday: string;
  shown: Shown[];
  rows: GridRow[];
  saveErrors: Record<string, string>;
  customerOf(counterparty: string): string;
  edit(placement: string, change: (row: WeekRow) => WeekRow): void;
  actionsFor(view: WeekRowView): RowActions;
  onRemoveType(placement: string, code: string): void;
  /** A placement to bring into view, or whose cell takes the focus (see HoursGrid). */
  focus?: GridFocus;
  /** The placement a search found. */
  found?: string;
  onTouch(placement: string, code: string, day: string): void;
}

export function PlacementsGrid(props: Props) {
  const { monday, edit } = props;
  const t = useT();
  const f = useFormats();
  const byId = new Map(props.shown.map((s) => [s.view.placement.id, s]));
  const shownOf = (row: GridRow) => byId.get(row.id) as Shown;
  return (
    <HoursGrid
      monday={monday}
      caption={t('week.grid', { week: f.weekNumber(monday) })}
      rows={props.rows}
      edit={edit}
      onRemoveType={props.onRemoveType}
      focus={props.focus}
      found={props.found}
      onTouch={props.onTouch}
      worker={(row) => {
        const { view } = shownOf(row);
        return (
          <>
            <span className="worker">{view.placement.worker.name}</span>
            <RowMenu
              view={view}
              shownCodes={row.codes}
              allowanceCount={row.row.allowances.length}
              actions={props.actionsFor(view)}
            />
            <span className="customer muted">{props.customerOf(view.placement.counterparty)}</span>
          </>
        );
      }}
      state={(row) => <RowState view={shownOf(row).view} saveError={props.saveErrors[row.id]} />}
      allowances={(row) => (
        <PlacementAllowances
          placement={shownOf(row).view.placement}
          monday={monday}
          row={row.row}
          onChange={(change) => edit(row.id, change)}
        />
      )}
    />
  );
}
