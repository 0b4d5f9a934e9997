// One cell of the hours grid: hours as the clerk types them ("8", "7,5", "7.5", "7:30"), kept as typed
// while the cell has focus and shown in the locale's form after; text that is no hours is marked and
// said under the cell, not saved, as are the problems of the lines the cell holds. A cell marked for
// the clerk to check (a copied exception) says why, on hover and to screen readers, until typed into.
import { useId } from 'react';
import { parseHours } from '../../shared/timecard/hours.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { useTypedText } from './typed-text.ts';

export interface HourCellProps {
  /** The accessible name: "Monday 11/16/2026, Normal hours". */
  label: string;
  /** Where the cell is, for the keys that move between cells (grid-keys.ts). */
  line: number;
  col: number;
  /** Whose and which hours it holds, for a page that keeps the place when it shows another week. */
  row: string;
  code: string;
  minutes: number;
  /** A day the placement does not run on takes no hours. */
  disabled?: boolean;
  /** Lines in the cell: several (a split shift written elsewhere) are shown, not edited. */
  lineCount?: number;
  /** What is wrong with the cell's lines, in words. */
  messages?: string[];
  /** Why the cell is marked for the clerk to check. */
  mark?: string;
  /** The clerk typed into the cell. */
  onTouch?(): void;
  onCommit(minutes: number): void;
}

export function HourCell({
  label,
  line,
  col,
  row,
  code,
  minutes,
  disabled,
  lineCount = 1,
  messages = [],
  mark,
  onTouch,
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
  const describedBy = [said.length > 0 ? errorId : '', mark ? `${errorId}-mark` : ''].join(' ').trim();
  return (
    <td className={mark ? 'hour-cell marked' : 'hour-cell'}>
      <input
        aria-label={label}
        data-line={line}
        data-col={col}
        data-row={row}
        data-code={code}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        readOnly={readOnly}
        title={readOnly ? t('tc.manyLines', { count: lineCount }) : mark}
        value={typed.value}
        aria-invalid={said.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          onTouch?.();
          typed.onChange(e);
        }}
        onBlur={typed.onBlur}
      />
      {mark && (
        <span id={`${errorId}-mark`} className="visually-hidden">
          {mark}
        </span>
      )}
      {said.length > 0 && (
        <div id={errorId} className="field-error">
          {said.join(' ')}
        </div>
      )}
    </td>
  );
}
