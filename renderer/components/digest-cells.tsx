// The columns that say what a message is about: worker, customer, period, and hours or amount, in the
// locale's forms (a whole ISO week reads "week 45, 2026").

import type { RowDigest } from '../../shared/api/types.ts';
import { addDays, isoWeekOf, mondayOf } from '../../shared/timecard/calendar.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { useFormats, useT } from '../i18n/intl.tsx';

export function usePeriodWords(): (period: RowDigest['period']) => string {
  const t = useT();
  const f = useFormats();
  return (period) => {
    const { start, end } = period ?? {};
    if (start && end && start === mondayOf(start) && end === addDays(start, 6)) {
      const week = isoWeekOf(start);
      return t('digest.week', { week: Number(week.slice(6)), year: week.slice(0, 4) });
    }
    if (start && end && start !== end) return t('digest.range', { start: f.day(start), end: f.day(end) });
    if (start && !end) return t('digest.from', { start: f.day(start) });
    const one = start ?? end;
    return one ? f.day(one) : '';
  };
}

export function useTotalWords(): (digest: RowDigest) => string {
  const t = useT();
  const f = useFormats();
  return (d) =>
    [
      d.minutes !== undefined ? t('digest.hours', { hours: f.hours(d.minutes) || f.number(0) }) : '',
      d.amount !== undefined ? f.money(d.amount) : '',
      d.minutes === undefined && d.amount === undefined && d.hourRate !== undefined
        ? t('digest.perHour', { amount: f.money(d.hourRate) })
        : '',
    ]
      .filter(Boolean)
      .join(' · ');
}

/** A cell's text, on two lines where one is too narrow, and whole on hover where two are. */
function Cell({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span className={`cell-text ${className}`.trim()} title={text || undefined}>
      {text}
    </span>
  );
}

/** The heads of DigestCells' columns. */
export const digestColumns = (customer = true): MessageKey[] => [
  'col.worker',
  ...(customer ? (['col.customer'] as const) : []),
  'col.period',
  'col.total',
];

/**
 * Worker, customer (unless the row names its relation already), period and total, one cell each; at
 * 1280 pixels "vanaf 02-11-2026" and "€ 23,40 per uur" were cut to "vanaf 02-…" and "€ 23,40…".
 */
export function DigestCells({ digest, customer = true }: { digest: RowDigest; customer?: boolean }) {
  const period = usePeriodWords();
  const total = useTotalWords();
  return (
    <>
      <Cell text={digest.worker ?? ''} />
      {customer ? <Cell text={digest.customer ?? ''} /> : null}
      <Cell text={period(digest.period)} />
      <Cell text={total(digest)} className="number" />
    </>
  );
}
