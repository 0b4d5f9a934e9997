// The week grid's table: a row per hour type, a column per day, totals per row, per day and for the
// week. Arrow keys move between cells (left and right once the caret is at the text's edge or the text
// is selected, as in a spreadsheet); Enter moves down.
import type { KeyboardEvent } from 'react';
import { shortDay, weekdays } from '../../shared/calendar.ts';
import { formatHours } from '../../shared/hours.ts';
import { cellKey, type GridLines } from '../../shared/timecard/time-lines.ts';
import { HourCell } from './hour-cell.tsx';
import type { LineIssue } from './issues.ts';

/** The accessible name of a cell: "Monday 2026-11-16 HT100 hours". */
export const cellLabel = (day: string, col: number, code: string) => `${weekdays[col]} ${day} ${code} hours`;

function moveFocus(e: KeyboardEvent<HTMLInputElement>): void {
  const input = e.currentTarget;
  const [row, col] = [Number(input.dataset.row), Number(input.dataset.col)];
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
    ?.querySelector<HTMLInputElement>(`input[data-row="${row + step[0]}"][data-col="${col + step[1]}"]`);
  if (!next) return;
  e.preventDefault();
  next.focus();
}

export interface HoursTableProps {
  caption: string;
  days: string[];
  codes: string[];
  grid: GridLines;
  issuesOf(lines: number[]): LineIssue[];
  onCell(day: string, code: string, minutes: number): void;
  /** Hour types added in this session without hours yet, which can be taken away again. */
  removable(code: string): boolean;
  onRemoveRow(code: string): void;
}

export function HoursTable({
  caption,
  days,
  codes,
  grid,
  issuesOf,
  onCell,
  removable,
  onRemoveRow,
}: HoursTableProps) {
  const linesAt = (day: string, code: string) => grid.cells.get(cellKey(day, code)) ?? [];
  const minutesOf = (lines: number[]) => lines.reduce((sum, i) => sum + (grid.placed[i]?.minutes ?? 0), 0);
  const rowTotal = (code: string) => days.reduce((sum, day) => sum + minutesOf(linesAt(day, code)), 0);
  const dayTotal = (day: string) => codes.reduce((sum, code) => sum + minutesOf(linesAt(day, code)), 0);
  const weekTotal = days.reduce((sum, day) => sum + dayTotal(day), 0);
  return (
    <div className="hours-scroll">
      <table className="hours-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Hour type</th>
            {days.map((day, col) => (
              <th scope="col" key={day}>
                <abbr title={weekdays[col]}>{weekdays[col]?.slice(0, 3)}</abbr>
                <span className="day-date">{shortDay(day)}</span>
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code, row) => (
            <tr key={code}>
              <th scope="row">
                <span className="hour-type">{code}</span>
                {removable(code) && (
                  <button
                    type="button"
                    className="remove-row"
                    aria-label={`Remove the ${code} row`}
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
                    label={cellLabel(day, col, code)}
                    row={row}
                    col={col}
                    minutes={minutesOf(lines)}
                    lineCount={lines.length}
                    issues={issuesOf(lines)}
                    onCommit={(minutes) => onCell(day, code, minutes)}
                    onKeyDown={moveFocus}
                  />
                );
              })}
              <td className="total">
                <output aria-live="off" aria-label={`Total ${code} hours`}>
                  {formatHours(rowTotal(code))}
                </output>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {days.map((day, col) => (
              <td className="total" key={day}>
                <output aria-live="off" aria-label={`Total ${weekdays[col]} ${day}`}>
                  {formatHours(dayTotal(day))}
                </output>
              </td>
            ))}
            <td className="total week-total">
              <output aria-label="Week total">{formatHours(weekTotal)}</output>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
