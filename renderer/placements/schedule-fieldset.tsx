// The placement's normal week: hours per weekday, when work starts and the break, which the week page
// fills a timecard from.
import { addDays } from '../../shared/timecard/calendar.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { GroupProblem, Labelled } from './labelled.tsx';
import { A_MONDAY } from './placement-form.ts';

/** A text input bound to a member of the form (its id, value and change). */
export interface BoundInput {
  id: string;
  value: string;
  onChange(e: { target: { value: string } }): void;
}

export function ScheduleFieldset({
  days,
  startTime,
  breakMinutes,
  problem,
  onDays,
}: {
  days: string[];
  startTime: BoundInput;
  breakMinutes: BoundInput;
  problem?: string;
  onDays(days: string[]): void;
}) {
  const t = useT();
  const f = useFormats();
  return (
    <fieldset>
      <legend>{t('placement.schedule')}</legend>
      <p className="muted">{t('placement.schedule.hint')}</p>
      <div className="schedule-days">
        {days.map((hours, d) => {
          const day = f.weekdayName(addDays(A_MONDAY, d));
          return (
            <label key={day}>
              {day}
              <input
                aria-label={t('placement.schedule.day', { day })}
                inputMode="decimal"
                value={hours}
                onChange={(e) => onDays(days.map((v, j) => (j === d ? e.target.value : v)))}
              />
            </label>
          );
        })}
      </div>
      <Labelled id={startTime.id} label={t('placement.schedule.start')}>
        <input type="time" {...startTime} />
      </Labelled>
      <Labelled id={breakMinutes.id} label={t('placement.schedule.break')}>
        <input type="number" min={0} max={240} step={5} {...breakMinutes} />
      </Labelled>
      <GroupProblem problem={problem} />
    </fieldset>
  );
}
