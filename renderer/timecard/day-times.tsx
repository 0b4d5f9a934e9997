// The start and break of each day in the week grid, as the clerk enters them; the placement's
// schedule shows where none are entered. A change lays out the day's lines again (clock.ts's rule).
import { useState } from 'react';
import type { DayTimes } from '../../shared/timecard/clock.ts';
import { formatClock, parseClock } from '../../shared/timecard/clock.ts';
import { useT } from '../i18n/intl.tsx';

function TimeCell({
  label,
  value,
  placeholder,
  read,
  show,
  onValue,
}: {
  label: string;
  value: number | undefined;
  placeholder?: string;
  read(text: string): number | undefined;
  show(value: number): string;
  onValue(value: number | undefined): void;
}) {
  const t = useT();
  const [text, setText] = useState<string | null>(null);
  const bad = text !== null && text.trim() !== '' && read(text) === undefined;
  return (
    <td className="time-cell">
      <input
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={text ?? (value === undefined ? '' : show(value))}
        aria-invalid={bad || undefined}
        title={bad ? t('tc.timeInvalid') : undefined}
        onChange={(e) => {
          const raw = e.currentTarget.value;
          setText(raw);
          if (raw.trim() === '') onValue(undefined);
          else {
            const v = read(raw);
            if (v !== undefined && v !== value) onValue(v);
          }
        }}
        onBlur={() => !bad && setText(null)}
      />
    </td>
  );
}

const minutesOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : undefined);

export function DayTimesRows({
  days,
  dayNames,
  times,
  schedule,
  onTimes,
}: {
  days: string[];
  /** Each day as the cells' labels name it. */
  dayNames: string[];
  times(day: string): DayTimes | undefined;
  schedule?: DayTimes;
  onTimes(day: string, times: DayTimes): void;
}) {
  const t = useT();
  return (
    <>
      <tr className="times-row">
        <th scope="row">{t('tc.start')}</th>
        {days.map((day, i) => {
          const entered = times(day);
          return (
            <TimeCell
              key={day}
              label={t('tc.startOf', { day: dayNames[i] ?? day })}
              value={entered?.start}
              placeholder={schedule?.start === undefined ? undefined : formatClock(schedule.start)}
              read={parseClock}
              show={formatClock}
              onValue={(start) => onTimes(day, { ...entered, start })}
            />
          );
        })}
        <td />
      </tr>
      <tr className="times-row">
        <th scope="row">{t('tc.break')}</th>
        {days.map((day, i) => {
          const entered = times(day);
          return (
            <TimeCell
              key={day}
              label={t('tc.breakOf', { day: dayNames[i] ?? day })}
              value={entered?.breakMinutes}
              placeholder={schedule?.breakMinutes === undefined ? undefined : String(schedule.breakMinutes)}
              read={minutesOf}
              show={String}
              onValue={(breakMinutes) => onTimes(day, { ...entered, breakMinutes })}
            />
          );
        })}
        <td />
      </tr>
    </>
  );
}
