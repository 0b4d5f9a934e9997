// A date typed as the locale writes it (24-11-2026 in Dutch, 11/24/2026 in American English, or
// 2026-11-24 anywhere), kept as `YYYY-MM-DD`. What is typed stays as typed until it leaves the field;
// text that is no date is handed on as it is, for the caller to show its problem.
import { type InputHTMLAttributes, useEffect, useState } from 'react';
import { isDay } from '../../shared/timecard/calendar.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { dayPattern, parseLocalDay } from '../i18n/parse.ts';

export interface DayInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  /** `YYYY-MM-DD`, other text as it was stored, or undefined. */
  value: unknown;
  /** The day typed, or the text when it is no day, or undefined when emptied. */
  onDay(value: string | undefined): void;
}

export function DayInput({ value, onDay, ...attrs }: DayInputProps) {
  const t = useT();
  const f = useFormats();
  const show = (v: unknown) => (isDay(v) ? f.day(v) : v === undefined ? '' : String(v));
  const [text, setText] = useState(() => show(value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown again when the stored value or the locale changes
  useEffect(() => {
    setText((typed) =>
      typed !== '' && (parseLocalDay(typed, f.locale) ?? typed) === value ? typed : show(value),
    );
  }, [value, f]);
  const pattern = dayPattern(f.locale, {
    day: t('form.letters.day'),
    month: t('form.letters.month'),
    year: t('form.letters.year'),
  });
  return (
    <input
      autoComplete="off"
      placeholder={pattern}
      {...attrs}
      value={text}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        onDay(typed.trim() === '' ? undefined : (parseLocalDay(typed, f.locale) ?? typed));
      }}
      onBlur={() => setText(show(value))}
    />
  );
}
