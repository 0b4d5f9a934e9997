// One cell of the week: hours as the clerk types them ("8", "7,5", "7.5", "7:30"), kept as typed while
// the cell has focus and shown in the locale's form after; a text that is no hours is marked, not saved.
import { useState } from 'react';
import { parseHours } from '../../shared/hours.ts';
import { useFormats, useT } from '../i18n/intl.tsx';

interface Props {
  label: string;
  minutes: number;
  line: number;
  col: number;
  disabled?: boolean;
  onCommit(minutes: number): void;
}

export function HoursInput({ label, minutes, line, col, disabled, onCommit }: Props) {
  const f = useFormats();
  const t = useT();
  const [text, setText] = useState<string | null>(null);
  const bad = text !== null && parseHours(text) === undefined;
  return (
    <input
      className="hours"
      aria-label={label}
      data-line={line}
      data-col={col}
      inputMode="decimal"
      autoComplete="off"
      disabled={disabled}
      value={text ?? f.hours(minutes)}
      aria-invalid={bad || undefined}
      title={bad ? t('week.badHours', { text: text ?? '' }) : undefined}
      onFocus={(e) => e.currentTarget.select()}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setText(value);
        const parsed = parseHours(value);
        if (parsed !== undefined && parsed !== minutes) onCommit(parsed);
      }}
      onBlur={() => {
        if (text !== null && parseHours(text) !== undefined) setText(null);
      }}
    />
  );
}
