// The week's hours as one table: a line per placement and hour type, the days across, totals per line,
// day and week. Only the lines in view are rendered (200 placements open as fast as 20), and the keys
// move as in a spreadsheet (grid-keys.ts); a pasted block fills the cells from where it lands.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ClipboardEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef } from 'react';
import type { WeekRowView } from '../../shared/api/types.ts';
import { weekOf } from '../../shared/calendar.ts';
import { parseHours } from '../../shared/hours.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';
import { addressOf, type CellAddress, pastedBlock, target } from '../hours/grid-keys.ts';
import { HourCell } from '../hours/hour-cell.tsx';
import {
  dayTotals,
  type Line,
  linesOf,
  lineTotal,
  runningDays,
  type Shown,
  setMinutes,
} from '../hours/row-model.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { nameOf, useTypeNames } from '../placements/type-names.ts';
import { PlacementAllowances } from './placement-allowances.tsx';
import { type RowActions, RowMenu } from './row-menu.tsx';
import { RowState } from './row-state.tsx';
import { TimesLine } from './times-line.tsx';

const LINE_HEIGHT = 40;

interface Props {
  week: string;
  monday: string;
  shown: Shown[];
  saveErrors: Record<string, string>;
  customerOf(counterparty: string): string;
  edit(placement: string, change: (row: WeekRow) => WeekRow): void;
  actionsFor(view: WeekRowView): RowActions;
  /** A placement whose first cell takes the focus when the week opens (from "Timecard for this week"). */
  focusPlacement?: string;
}

export function WeekGrid({
  week,
  monday,
  shown,
  saveErrors,
  customerOf,
  edit,
  actionsFor,
  focusPlacement,
}: Props) {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const types = useTypeNames();
  const scroller = useRef<HTMLDivElement>(null);
  const days = weekOf(monday);
  const lines = useMemo(() => linesOf(shown), [shown]);
  const byPlacement = useMemo(() => new Map(shown.map((s) => [s.view.placement.id, s])), [shown]);
  const hourLines = useMemo(() => lines.flatMap((line, i) => (line.kind === 'hours' ? [i] : [])), [lines]);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LINE_HEIGHT,
    overscan: 12,
  });

  const focusCell = useCallback(
    (to: CellAddress, tries = 4) => {
      virtualizer.scrollToIndex(to.line, { align: 'auto' });
      const input = scroller.current?.querySelector<HTMLInputElement>(
        `input[data-line="${to.line}"][data-col="${to.col}"]`,
      );
      if (input && !input.disabled) input.focus();
      else if (input?.disabled) focusCell({ ...to, col: to.col + (to.col < 6 ? 1 : -1) }, tries - 1);
      else if (tries > 0) requestAnimationFrame(() => focusCell(to, tries - 1));
    },
    [virtualizer],
  );

  const focused = useRef(false);
  useEffect(() => {
    if (!focusPlacement || focused.current || lines.length === 0) return;
    const line = lines.findIndex((l) => l.kind === 'hours' && l.placement === focusPlacement);
    if (line < 0) return;
    focused.current = true;
    const running = runningDays(byPlacement.get(focusPlacement)?.view.placement ?? { start: monday }, monday);
    focusCell({ line, col: Math.max(0, days.indexOf(running[0] ?? monday)) });
  }, [focusPlacement, lines, byPlacement, days, monday, focusCell]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    const from = addressOf(e.target);
    if (!from) return;
    const to = target(e, from, hourLines);
    if (!to) return;
    e.preventDefault();
    focusCell(to);
  };

  const onPaste = (e: ClipboardEvent<HTMLTableSectionElement>) => {
    const from = addressOf(e.target);
    const block = from && pastedBlock(e);
    if (!from || !block) return;
    e.preventDefault();
    const at = hourLines.indexOf(from.line);
    block.forEach((cells, r) => {
      const line = lines[hourLines[at + r] ?? -1];
      if (line?.kind !== 'hours') return;
      const running = runningDays(
        byPlacement.get(line.placement)?.view.placement ?? { start: '9999' },
        monday,
      );
      cells.forEach((text, c) => {
        const day = days[from.col + c];
        const minutes = parseHours(text);
        if (day && running.includes(day) && minutes !== undefined)
          edit(line.placement, (row) => setMinutes(row, line.code, day, minutes));
      });
    });
  };

  const totals = dayTotals(
    shown.map((s) => s.row),
    monday,
  );
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const renderLine = (line: Line, index: number) => {
    const s = byPlacement.get(line.placement) as Shown;
    const p = s.view.placement;
    const key = `${line.placement}:${line.kind === 'hours' ? line.code : line.kind}`;
    const measured = { 'data-index': index, ref: virtualizer.measureElement };
    if (line.kind === 'allowances')
      return (
        <tr key={key} {...measured} className="sub-line">
          <td colSpan={11}>
            <PlacementAllowances placement={p} monday={monday} row={s.row} onChange={(c) => edit(p.id, c)} />
          </td>
        </tr>
      );
    if (line.kind === 'times')
      return (
        <tr key={key} {...measured} className="sub-line">
          <td />
          <td>
            {t('week.start')} / {t('week.break')}
          </td>
          <TimesLine placement={p} monday={monday} row={s.row} onChange={(c) => edit(p.id, c)} />
          <td />
          <td />
        </tr>
      );
    const running = runningDays(p, monday);
    const type = nameOf(types, p.rates, 'hours', line.code, language);
    const shownCodes = lines.flatMap((l) => (l.kind === 'hours' && l.placement === p.id ? [l.code] : []));
    return (
      <tr key={key} {...measured} className={line.first ? 'first-line' : undefined}>
        {line.first ? (
          <th scope="row">
            <span className="worker">{p.worker.name}</span>
            <RowMenu
              view={s.view}
              shownCodes={shownCodes}
              allowanceCount={s.row.allowances.length}
              actions={actionsFor(s.view)}
            />
            <span className="customer muted">{customerOf(p.counterparty)}</span>
          </th>
        ) : (
          <td />
        )}
        <td className="type">{type}</td>
        {days.map((day, col) => (
          <HourCell
            key={day}
            label={t('week.cell', { type, day: f.weekday(day), worker: p.worker.name })}
            minutes={s.row.hours[line.code]?.[day] ?? 0}
            line={index}
            col={col}
            disabled={!running.includes(day)}
            onCommit={(minutes) => edit(p.id, (row) => setMinutes(row, line.code, day, minutes))}
          />
        ))}
        <td className="total" aria-label={t('week.rowTotal', { type, worker: p.worker.name })}>
          {f.hours(lineTotal(s.row, line.code))}
        </td>
        <td className="state">
          {line.first ? <RowState view={s.view} saveError={saveErrors[p.id]} /> : null}
        </td>
      </tr>
    );
  };

  return (
    <div className="week-scroll" ref={scroller}>
      <table className="week-table">
        <caption className="visually-hidden">{t('week.grid', { week: f.weekNumber(monday) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('week.worker')}</th>
            <th scope="col">{t('week.type')}</th>
            {days.map((day) => (
              <th scope="col" key={day}>
                {f.weekday(day)}
              </th>
            ))}
            <th scope="col">{t('common.total')}</th>
            <th scope="col">{t('week.state')}</th>
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown} onPaste={onPaste} data-week={week}>
          {padTop > 0 ? <tr style={{ height: padTop }} /> : null}
          {items.map((item) => renderLine(lines[item.index] as Line, item.index))}
          {padBottom > 0 ? <tr style={{ height: padBottom }} /> : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('week.dayTotal')}
            </th>
            {totals.map((m, i) => (
              <td key={days[i]} className="total">
                {f.hours(m)}
              </td>
            ))}
            <td className="total week-total" aria-label={t('week.total')}>
              {f.hours(totals.reduce((a, b) => a + b, 0))}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
