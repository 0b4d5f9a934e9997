// The hours grid: a line per row and hour type, the days across, totals per line, day and week, and
// under a row's lines its start and break and its allowances while they are open. The week page shows
// a row per placement, the timecard editor its one timecard. Only the lines in view are rendered (200
// placements open as fast as 20); the keys move as in a spreadsheet and a pasted block fills the cells
// from where it lands (grid-keys.ts). The page may ask for a row to be brought into view, or for its
// cell to take the focus (a row found, a week opened, a line added).
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { weekOf } from '../../shared/timecard/calendar.ts';
import { parseHours } from '../../shared/timecard/hours.ts';
import { setMinutes, type WeekRow } from '../../shared/timecard/week-card.ts';
import { useT } from '../i18n/intl.tsx';
import { addressOf, type CellAddress, pastedBlock, target } from './grid-keys.ts';
import { type Columns, columnCount } from './grid-line.tsx';
import { type GridRow, lineKey, type TableLine, tableLines } from './grid-row.ts';
import { useGridWords } from './grid-words.ts';
import { HoursLine } from './hours-line.tsx';
import { dayTotals } from './row-model.ts';
import { TimesLine } from './times-line.tsx';
import { WeekHead } from './week-head.tsx';
import './hours.css';

const LINE_HEIGHT = 40;

export interface HoursGridProps {
  monday: string;
  /** What the table holds, for people who hear it: "Hours of week 49". */
  caption: string;
  rows: GridRow[];
  edit(row: string, change: (row: WeekRow) => WeekRow): void;
  /** What the worker column shows on a row's first line; the grid has that column where this is given. */
  worker?(row: GridRow): ReactNode;
  /** What the state column shows on a row's first line; likewise. */
  state?(row: GridRow): ReactNode;
  /** The row's allowances, shown under its lines while open. */
  allowances?(row: GridRow): ReactNode;
  /** Takes away the line of one of a row's `removable` hour types. */
  onRemoveType?(row: string, code: string): void;
  /** A row to bring into view, and where asked its cell to focus, once it is shown; each new `seq` anew. */
  focus?: GridFocus;
  /** A row shown as the one found. */
  found?: string;
  /** The clerk typed into a cell (a copied exception they have now seen to). */
  onTouch?(row: string, code: string, day: string): void;
}

export interface GridFocus {
  row: string;
  /** The line of this hour type, else the row's first. */
  code?: string;
  /** The cell of this day, else the row's first running day. */
  day?: string;
  /** The cell takes the focus; otherwise the row is only brought into view. */
  into: boolean;
  seq: number;
}

export function HoursGrid(props: HoursGridProps) {
  const { monday, rows, edit, worker, state, focus } = props;
  const t = useT();
  const words = useGridWords();
  const scroller = useRef<HTMLDivElement>(null);
  const days = weekOf(monday);
  const columns: Columns = { worker: worker !== undefined, state: state !== undefined };
  const lines = useMemo(() => tableLines(rows), [rows]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
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

  const done = useRef(-1);
  useEffect(() => {
    if (!focus || done.current === focus.seq) return;
    const ofRow = (l: TableLine) => l.kind === 'hours' && l.row === focus.row;
    const ofType = lines.findIndex((l) => ofRow(l) && l.kind === 'hours' && l.code === focus.code);
    const line = ofType >= 0 ? ofType : lines.findIndex(ofRow);
    if (line < 0) return;
    done.current = focus.seq;
    const row = byId.get(focus.row);
    const day = focus.day && row?.days.includes(focus.day) ? focus.day : (row?.days[0] ?? monday);
    if (focus.into) focusCell({ line, col: Math.max(0, days.indexOf(day)) });
    else virtualizer.scrollToIndex(line, { align: 'center' });
  }, [focus, lines, byId, days, monday, focusCell, virtualizer]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    const from = addressOf(e.target);
    if (!from) return;
    // Enter in a cell never submits a form the grid may sit in.
    if (e.key === 'Enter') e.preventDefault();
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
      const row = line && byId.get(line.row);
      if (line?.kind !== 'hours' || !row) return;
      cells.forEach((text, c) => {
        const day = days[from.col + c];
        const minutes = parseHours(text);
        if (day && row.days.includes(day) && minutes !== undefined) {
          edit(row.id, (r) => setMinutes(r, line.code, day, minutes));
          props.onTouch?.(row.id, line.code, day);
        }
      });
    });
  };

  const totals = dayTotals(
    rows.map((r) => r.row),
    monday,
  );
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const renderLine = (line: TableLine, index: number) => {
    const row = byId.get(line.row) as GridRow;
    const key = lineKey(line);
    const shared = { row, days, words, columns, edit };
    const measured = { 'data-index': index, ref: virtualizer.measureElement };
    if (line.kind === 'allowances')
      return (
        <tr key={key} {...measured} className="sub-line">
          <td colSpan={columnCount(columns)}>{props.allowances?.(row)}</td>
        </tr>
      );
    if (line.kind === 'times')
      return <TimesLine key={key} {...shared} part={line.part} measured={measured} />;
    return (
      <HoursLine
        key={key}
        {...shared}
        code={line.code}
        index={index}
        measured={measured}
        first={line.first}
        found={props.found === row.id}
        onTouch={props.onTouch}
        worker={line.first ? worker?.(row) : undefined}
        state={line.first ? state?.(row) : undefined}
        onRemoveType={props.onRemoveType}
      />
    );
  };

  return (
    <div className="hours-grid" ref={scroller}>
      <table className="hours-table">
        <caption className="visually-hidden">{props.caption}</caption>
        <WeekHead
          days={days}
          before={
            <>
              {columns.worker ? <th scope="col">{t('week.worker')}</th> : null}
              <th scope="col">{t('tc.type')}</th>
            </>
          }
          after={columns.state ? <th scope="col">{t('week.state')}</th> : null}
        />
        <tbody onKeyDown={onKeyDown} onPaste={onPaste}>
          {padTop > 0 ? <tr style={{ height: padTop }} /> : null}
          {items.map((item) => renderLine(lines[item.index] as TableLine, item.index))}
          {padBottom > 0 ? <tr style={{ height: padBottom }} /> : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={columns.worker ? 2 : 1}>
              {t('week.dayTotal')}
            </th>
            {totals.map((minutes, i) => (
              <td key={days[i]} className="total">
                <output aria-live="off" aria-label={t('tc.dayTotal', { day: words.day(days[i] as string) })}>
                  {words.total(minutes)}
                </output>
              </td>
            ))}
            <td className="total week-total">
              <output aria-label={t('tc.weekTotal')}>{words.total(totals.reduce((a, b) => a + b, 0))}</output>
            </td>
            {columns.state ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
