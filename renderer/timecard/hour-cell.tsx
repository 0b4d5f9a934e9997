// One cell of the week grid: hours as the user types them, kept as typed while the cell has focus and
// saved whenever they read as hours; the line's validation issues beside it.
import { type KeyboardEvent, useId, useState } from 'react';
import { formatHours, parseHours } from '../../shared/hours.ts';
import { describeIssue, type LineIssue } from './issues.ts';

export interface HourCellProps {
  /** The accessible name: "Monday 2026-11-16 HT100 hours". */
  label: string;
  row: number;
  col: number;
  minutes: number;
  /** Lines in the cell: several (a split shift written elsewhere) are shown, not edited. */
  lineCount: number;
  issues: LineIssue[];
  onCommit(minutes: number): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
}

export function HourCell({
  label,
  row,
  col,
  minutes,
  lineCount,
  issues,
  onCommit,
  onKeyDown,
}: HourCellProps) {
  const [text, setText] = useState<string | null>(null);
  const errorId = useId();
  const readOnly = lineCount > 1;
  const typed = text === null ? minutes : parseHours(text);
  const messages = [
    ...(typed === undefined ? ['Type hours as 8, 7.5 or 8:30, at most 24.'] : []),
    ...issues.map(describeIssue),
  ];
  return (
    <td className="hour-cell">
      <input
        aria-label={label}
        data-row={row}
        data-col={col}
        inputMode="decimal"
        autoComplete="off"
        readOnly={readOnly}
        title={
          readOnly
            ? `${lineCount} lines of this type on this day: shown together, not edited here`
            : undefined
        }
        value={text ?? (minutes > 0 ? formatHours(minutes) : '')}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={messages.length > 0 ? errorId : undefined}
        onFocus={(e) => e.currentTarget.select()}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setText(value);
          const parsed = parseHours(value);
          if (parsed !== undefined && parsed !== minutes) onCommit(parsed);
        }}
        onBlur={() => {
          if (typed !== undefined) setText(null);
        }}
      />
      {messages.length > 0 && (
        <div id={errorId} className="field-error">
          {messages.join(' ')}
        </div>
      )}
    </td>
  );
}
