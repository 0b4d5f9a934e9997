// A placement's start and break per day, where they differ from its schedule: the clock times of the
// timecard's lines follow them (shared/timecard/clock.ts).
import { weekOf } from '../../shared/calendar.ts';
import type { Placement } from '../../shared/placement.ts';
import { formatClock, parseClock } from '../../shared/timecard/clock.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';
import { useFormats, useT } from '../i18n/intl.tsx';

interface Props {
  placement: Placement;
  monday: string;
  row: WeekRow;
  onChange(change: (row: WeekRow) => WeekRow): void;
}

export function TimesLine({ placement, monday, row, onChange }: Props) {
  const t = useT();
  const f = useFormats();
  const setDay = (day: string, patch: { start?: number; breakMinutes?: number }) =>
    onChange((r) => {
      const times = { ...r.times[day], ...patch };
      for (const k of ['start', 'breakMinutes'] as const) if (times[k] === undefined) delete times[k];
      const { [day]: _, ...rest } = r.times;
      return { ...r, times: Object.keys(times).length > 0 ? { ...rest, [day]: times } : rest };
    });
  return weekOf(monday).map((day) => {
    const times = row.times[day] ?? {};
    const start = times.start ?? placement.schedule.start;
    const pause = times.breakMinutes ?? placement.schedule.breakMinutes;
    return (
      <td key={day} className="times-cell">
        <input
          type="time"
          aria-label={`${t('week.start')} ${f.weekday(day)}`}
          value={start === undefined ? '' : formatClock(start)}
          onChange={(e) => setDay(day, { start: parseClock(e.target.value) })}
        />
        <input
          type="number"
          min={0}
          max={240}
          step={5}
          aria-label={`${t('week.break')} ${f.weekday(day)}`}
          value={pause ?? ''}
          onChange={(e) =>
            setDay(day, { breakMinutes: e.target.value === '' ? undefined : Number(e.target.value) })
          }
        />
      </td>
    );
  });
}
