// The start and break of each day in the week grid, as the clerk enters them; the placement's
// schedule shows where none are entered. A change lays out the day's lines again (clock.ts's rule).
import type { DayTimes } from '../../shared/timecard/clock.ts';
import { formatClock, parseClock } from '../../shared/timecard/clock.ts';
import { useTypedText } from '../hours/typed-text.ts';
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
  const typed = useTypedText(value, show, read, onValue);
  return (
    <td className="time-cell">
      <input
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        value={typed.value}
        aria-invalid={typed.bad || undefined}
        title={typed.bad ? t('tc.timeInvalid') : undefined}
        onChange={typed.onChange}
        onBlur={typed.onBlur}
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
