// The week grid's table: a row per hour type, a column per day, the day's start and break, totals per
// row, per day and for the week. Arrow keys move between cells (left and right once the caret is at the
// text's edge or the text is selected, as in a spreadsheet); Enter moves down.
import type { KeyboardEvent } from 'react';
import type { DayTimes } from '../../shared/timecard/clock.ts';
import { cellKey, type GridLines } from '../../shared/timecard/time-lines.ts';
import { HourCell } from '../hours/hour-cell.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';
import { DayTimesRows } from './day-times.tsx';
import { useLineIssueWords } from './issue-words.ts';
import type { LineIssue } from './issues.ts';

function moveFocus(e: KeyboardEvent<HTMLElement>): void {
  const input = e.target;
  if (!(input instanceof HTMLInputElement) || input.dataset.line === undefined) return;
  const [row, col] = [Number(input.dataset.line), Number(input.dataset.col)];
  const [start, end, length] = [input.selectionStart ?? 0, input.selectionEnd ?? 0, input.value.length];
  const whole = start === 0 && end === length;
  const steps: Record<string, [number, number] | undefined> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    Enter: [1, 0],
    ArrowLeft: start === 0 && (end === 0 || whole) ? [0, -1] : undefined,
    ArrowRight: end === length && (start === length || whole) ? [0, 1] : undefined,
  };
  const step = steps[e.key];
  if (!step) return;
  // Enter never submits a form the editor may sit in.
  if (e.key === 'Enter') e.preventDefault();
  const next = input
    .closest('table')
    ?.querySelector<HTMLInputElement>(`input[data-line="${row + step[0]}"][data-col="${col + step[1]}"]`);
  if (!next) return;
  e.preventDefault();
  next.focus();
}

export interface HoursTableProps {
  caption: string;
  days: string[];
  codes: string[];
  /** What each code is called ("Normale uren"), for the row heads. */
  typeName(code: string): string;
  grid: GridLines;
  issuesOf(lines: number[]): LineIssue[];
  onCell(day: string, code: string, minutes: number): void;
  /** Hour types added in this session without hours yet, which can be taken away again. */
  removable(code: string): boolean;
  onRemoveRow(code: string): void;
  times(day: string): DayTimes | undefined;
  schedule?: DayTimes;
  onTimes(day: string, times: DayTimes): void;
}

export function HoursTable({
  caption,
  days,
  codes,
  typeName,
  grid,
  issuesOf,
  onCell,
  removable,
  onRemoveRow,
  times,
  schedule,
  onTimes,
}: HoursTableProps) {
  const t = useT();
  const f = useFormats();
  const describe = useLineIssueWords('timeInterval');
  const linesAt = (day: string, code: string) => grid.cells.get(cellKey(day, code)) ?? [];
  const minutesOf = (lines: number[]) => lines.reduce((sum, i) => sum + (grid.placed[i]?.minutes ?? 0), 0);
  const rowTotal = (code: string) => days.reduce((sum, day) => sum + minutesOf(linesAt(day, code)), 0);
  const dayTotal = (day: string) => codes.reduce((sum, code) => sum + minutesOf(linesAt(day, code)), 0);
  const weekTotal = days.reduce((sum, day) => sum + dayTotal(day), 0);
  const weekday = new Intl.DateTimeFormat(f.locale, { weekday: 'long', timeZone: 'UTC' });
  // "Monday 11/16/2026", "maandag 16-11-2026": how the cells' names say their day.
  const dayNames = days.map((day) => `${weekday.format(new Date(`${day}T00:00:00Z`))} ${f.day(day)}`);
  const hours = (minutes: number) => f.hours(minutes) || f.number(0);
  return (
    <div className="hours-scroll">
      <table className="hours-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tc.type')}</th>
            {days.map((day) => (
              <th scope="col" key={day}>
                {f.weekday(day)}
              </th>
            ))}
            <th scope="col">{t('tc.total')}</th>
          </tr>
        </thead>
        <tbody onKeyDown={moveFocus}>
          {codes.map((code, row) => (
            <tr key={code}>
              <th scope="row">
                <span className="hour-type" title={code}>
                  {typeName(code)}
                </span>
                {removable(code) && (
                  <button
                    type="button"
                    className="remove-row"
                    aria-label={t('tc.removeRow', { type: typeName(code) })}
                    onClick={() => onRemoveRow(code)}
                  >
                    ×
                  </button>
                )}
              </th>
              {days.map((day, col) => {
                const lines = linesAt(day, code);
                return (
                  <HourCell
                    key={day}
                    label={t('tc.cell', { day: dayNames[col] ?? day, type: typeName(code) })}
                    line={row}
                    col={col}
                    minutes={minutesOf(lines)}
                    lineCount={lines.length}
                    messages={issuesOf(lines).map(describe)}
                    onCommit={(minutes) => onCell(day, code, minutes)}
                  />
                );
              })}
              <td className="total">
                <output aria-live="off" aria-label={t('tc.rowTotal', { type: typeName(code) })}>
                  {hours(rowTotal(code))}
                </output>
              </td>
            </tr>
          ))}
          {codes.length > 0 ? (
            <DayTimesRows
              days={days}
              dayNames={dayNames}
              times={times}
              schedule={schedule}
              onTimes={onTimes}
            />
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('tc.total')}</th>
            {days.map((day, col) => (
              <td className="total" key={day}>
                <output aria-live="off" aria-label={t('tc.dayTotal', { day: dayNames[col] ?? day })}>
                  {hours(dayTotal(day))}
                </output>
              </td>
            ))}
            <td className="total week-total">
              <output aria-label={t('tc.weekTotal')}>{hours(weekTotal)}</output>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
