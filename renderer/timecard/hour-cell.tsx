// One cell of the week grid: hours as the user types them ("7,5" stays "7,5"), kept as typed while the
// cell has focus and saved whenever they read as hours; shown in the locale's form otherwise; the
// line's validation issues beside it.
import { type KeyboardEvent, useId, useState } from 'react';
import { parseHours } from '../../shared/hours.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { useLineIssueWords } from './issue-words.ts';
import type { LineIssue } from './issues.ts';

export interface HourCellProps {
  /** The accessible name: "Monday 16-11-2026 HT100 hours". */
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
  const t = useT();
  const f = useFormats();
  const describe = useLineIssueWords('timeInterval');
  const [text, setText] = useState<string | null>(null);
  const errorId = useId();
  const readOnly = lineCount > 1;
  const typed = text === null ? minutes : parseHours(text);
  const messages = [...(typed === undefined ? [t('tc.hoursInvalid')] : []), ...issues.map(describe)];
  return (
    <td className="hour-cell">
      <input
        aria-label={label}
        data-row={row}
        data-col={col}
        inputMode="decimal"
        autoComplete="off"
        readOnly={readOnly}
        title={readOnly ? t('tc.manyLines', { count: lineCount }) : undefined}
        value={text ?? f.hours(minutes)}
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
