// A line of hours: one hour type of one row, a cell per day and the line's total. The row's first line
// carries its worker and its state where the grid has those columns; a type the clerk added that holds
// no hours yet can be taken away again. The row found by a search shows as such.
import type { ReactNode } from 'react';
import { setMinutes, type WeekRow } from '../../shared/timecard/week-card.ts';
import { useT } from '../i18n/intl.tsx';
import { type Columns, GridLine, type Measured } from './grid-line.tsx';
import type { GridRow } from './grid-row.ts';
import type { GridWords } from './grid-words.ts';
import { HourCell } from './hour-cell.tsx';
import { lineTotal } from './row-model.ts';

export interface HoursLineProps {
  row: GridRow;
  code: string;
  /** The line's index in the table, for the keys that move between cells. */
  index: number;
  days: string[];
  words: GridWords;
  columns: Columns;
  measured: Measured;
  /** The row's first line, which carries its worker and its state. */
  first: boolean;
  /** The row is the one a search found. */
  found?: boolean;
  worker?: ReactNode;
  state?: ReactNode;
  edit(row: string, change: (row: WeekRow) => WeekRow): void;
  onRemoveType?(row: string, code: string): void;
  onTouch?(row: string, code: string, day: string): void;
}

export function HoursLine({
  row,
  code,
  index,
  days,
  words,
  columns,
  measured,
  first,
  found,
  worker,
  state,
  edit,
  onRemoveType,
  onTouch,
}: HoursLineProps) {
  const t = useT();
  const type = row.typeName('hours', code);
  return (
    <GridLine
      columns={columns}
      measured={measured}
      className={[first ? 'first-line' : '', found ? 'found' : ''].join(' ').trim() || undefined}
      worker={
        first ? (
          <th scope="row" className="worker-cell">
            {worker}
          </th>
        ) : undefined
      }
      head={
        <th scope="row" className="type">
          <span className="hour-type" title={code}>
            {type}
          </span>
          {onRemoveType && row.removable.includes(code) && (
            <button
              type="button"
              className="remove-row"
              aria-label={t('tc.removeRow', { type })}
              onClick={() => onRemoveType(row.id, code)}
            >
              ×
            </button>
          )}
        </th>
      }
      total={
        <td className="total">
          <output aria-live="off" aria-label={words.rowTotal(row, type)}>
            {words.total(lineTotal(row.row, code))}
          </output>
        </td>
      }
      state={first ? <td className="state">{state}</td> : undefined}
    >
      {days.map((day, col) => {
        const notes = row.cell?.(code, day);
        return (
          <HourCell
            key={day}
            label={words.cell(row, type, day)}
            line={index}
            col={col}
            row={row.id}
            code={code}
            minutes={row.row.hours[code]?.[day] ?? 0}
            disabled={!row.days.includes(day)}
            lineCount={notes?.lines}
            messages={notes?.messages}
            mark={notes?.mark}
            onTouch={onTouch && (() => onTouch(row.id, code, day))}
            onCommit={(minutes) => edit(row.id, (r) => setMinutes(r, code, day, minutes))}
          />
        );
      })}
    </GridLine>
  );
}
