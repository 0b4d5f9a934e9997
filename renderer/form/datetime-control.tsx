// Dates with a time, and times, as SETU writes them: the wall-clock time with its offset from UTC
// (`2024-03-04T08:30:00+01:00`). The browser's pickers know no offsets, so the control is a picker
// for the wall-clock part and a choice of offset, which starts at this computer's offset on that date.
// A stored value the pickers cannot show (text that is no time) is edited as text instead.
import type { ReactNode } from 'react';
import { useT } from '../i18n/intl.tsx';
import type { ControlProps } from './controls.tsx';
import { useFormStore, useValue } from './store.ts';

export const timeFormats = new Set(['date-time', 'time']);

const patterns: Record<string, RegExp> = {
  'date-time': /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?$/,
  time: /^(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?$/,
};

const two = (n: number) => String(n).padStart(2, '0');

const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;

// Every offset in use, quarter hours from UTC−12 to UTC+14.
const offsets = ['Z', ...Array.from({ length: 105 }, (_, i) => offsetText(-720 + i * 15))];

/** This computer's offset at a wall-clock moment (summer time included). */
function localOffset(wallClock: string, format: string): string {
  const today = new Date().toISOString().slice(0, 10);
  const at = new Date(format === 'time' ? `${today}T${wallClock}` : wallClock);
  return offsetText(-at.getTimezoneOffset());
}

// Pickers give hh:mm when the seconds are zero; SETU values carry them.
const withSeconds = (wallClock: string) =>
  /(^|T)\d{2}:\d{2}$/.test(wallClock) ? `${wallClock}:00` : wallClock;
// The pickers show hh:mm:ss as hh:mm when the seconds are zero, and would rewrite it while typing.
const asPicked = (wallClock: string) => wallClock.replace(/(\d{2}:\d{2}):00$/, '$1');

export function DateTimeControl({
  pointer,
  label,
  attrs,
  format,
  fallback,
}: ControlProps & { format: string; fallback: ReactNode }) {
  const t = useT();
  const store = useFormStore();
  const value = useValue(pointer);
  const parts = value === undefined ? [] : patterns[format]?.exec(String(value));
  if (!parts) return fallback;
  const [, wallClock = '', zone] = parts;
  const write = (clock: string, z: string | undefined) =>
    store.set(pointer, clock === '' ? undefined : `${withSeconds(clock)}${z ?? localOffset(clock, format)}`);
  return (
    <span className="date-time">
      <input
        type={format === 'time' ? 'time' : 'datetime-local'}
        step={wallClock.includes('.') ? 0.001 : 1}
        value={asPicked(wallClock)}
        data-pointer={pointer}
        data-kind={format}
        onChange={(e) => write(e.target.value, zone)}
        {...attrs}
      />
      <select
        aria-label={t('form.timeZone', { label })}
        value={zone ?? ''}
        disabled={wallClock === ''}
        data-zone-of={pointer}
        onChange={(e) => write(wallClock, e.target.value)}
      >
        {zone === undefined ? (
          <option value="">{wallClock ? t('form.noOffset') : t('form.offset')}</option>
        ) : null}
        {offsets.map((o) => (
          <option key={o} value={o}>
            {o === 'Z' ? t('form.utc') : `${t('form.utc')}${o}`}
          </option>
        ))}
      </select>
    </span>
  );
}
