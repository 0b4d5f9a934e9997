// One cell of the hours grid: hours as the clerk types them ("8", "7,5", "7.5", "7:30"), kept as typed
// while the cell has focus and shown in the locale's form after; text that is no hours is marked and
// said under the cell, not saved, as are the problems of the lines the cell holds.
import { useId } from 'react';
import { parseHours } from '../../shared/hours.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { useTypedText } from './typed-text.ts';

export interface HourCellProps {
  /** The accessible name: "Monday 11/16/2026, Normal hours". */
  label: string;
  /** Where the cell is, for the keys that move between cells (grid-keys.ts). */
  line: number;
  col: number;
  minutes: number;
  /** A day the placement does not run on takes no hours. */
  disabled?: boolean;
  /** Lines in the cell: several (a split shift written elsewhere) are shown, not edited. */
  lineCount?: number;
  /** What is wrong with the cell's lines, in words. */
  messages?: string[];
  onCommit(minutes: number): void;
}

export function HourCell({
  label,
  line,
  col,
  minutes,
  disabled,
  lineCount = 1,
  messages = [],
  onCommit,
}: HourCellProps) {
  const t = useT();
  const f = useFormats();
  const errorId = useId();
  const typed = useTypedText(minutes || undefined, f.hours, parseHours, (typed) => {
    if ((typed ?? 0) !== minutes) onCommit(typed ?? 0);
  });
  const readOnly = lineCount > 1;
  const said = [...(typed.bad ? [t('tc.hoursInvalid')] : []), ...messages];
  return (
    <td className="hour-cell">
      <input
        aria-label={label}
        data-line={line}
        data-col={col}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        readOnly={readOnly}
        title={readOnly ? t('tc.manyLines', { count: lineCount }) : undefined}
        value={typed.value}
        aria-invalid={said.length > 0 || undefined}
        aria-describedby={said.length > 0 ? errorId : undefined}
        onFocus={(e) => e.currentTarget.select()}
        onChange={typed.onChange}
        onBlur={typed.onBlur}
      />
      {said.length > 0 && (
        <div id={errorId} className="field-error">
          {said.join(' ')}
        </div>
      )}
    </td>
  );
}
