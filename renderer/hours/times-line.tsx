// A row's start or break of each day, as the clerk enters them; the schedule's shows where none is
// entered. A change lays the day's lines out again by the clock-time rule (shared/timecard/clock.ts).
import { formatClock, parseClock } from '../../shared/timecard/clock.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';
import { useT } from '../i18n/intl.tsx';
import { type Columns, GridLine, type Measured } from './grid-line.tsx';
import type { GridRow, TimesPart } from './grid-row.ts';
import type { GridWords } from './grid-words.ts';
import { setTimes } from './row-model.ts';
import { useTypedText } from './typed-text.ts';

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

const parts = {
  start: { head: 'tc.start', label: 'tc.startOf', read: parseClock, show: formatClock },
  breakMinutes: { head: 'tc.break', label: 'tc.breakOf', read: minutesOf, show: String },
} as const;

export interface TimesLineProps {
  row: GridRow;
  part: TimesPart;
  days: string[];
  words: GridWords;
  columns: Columns;
  measured: Measured;
  edit(row: string, change: (row: WeekRow) => WeekRow): void;
}

export function TimesLine({ row, part, days, words, columns, measured, edit }: TimesLineProps) {
  const t = useT();
  const { head, label, read, show } = parts[part];
  const planned = row.schedule?.[part];
  return (
    <GridLine
      columns={columns}
      measured={measured}
      className="times-line"
      head={<th scope="row">{t(head)}</th>}
    >
      {days.map((day) => (
        <TimeCell
          key={day}
          label={t(label, { day: words.day(day) })}
          value={row.row.times[day]?.[part]}
          placeholder={planned === undefined ? undefined : show(planned)}
          read={read}
          show={show}
          onValue={(value) => edit(row.id, (r) => setTimes(r, day, { [part]: value }))}
        />
      ))}
    </GridLine>
  );
}
