// The periods a customer is invoiced for (DESIGN §15): an ISO week (`2026-W48`), four weeks (`2026-P12`:
// periods 1 to 13 of four ISO weeks, the thirteenth taking week 53 where a year has one) or a month
// (`2026-11`). Timecards are kept per ISO week, so every period is a set of weeks: a month holds the
// weeks whose Thursday falls in it, as a year holds the weeks whose Thursday falls in it.
import type { InvoicePeriodKind } from '../parties/agency.ts';
import { addDays, mondayOfWeek } from '../timecard/calendar.ts';

export interface InvoicePeriod {
  /** As written: `2026-W48`, `2026-P12`, `2026-11`. */
  key: string;
  kind: InvoicePeriodKind;
  year: number;
  /** Week, period or month number. */
  number: number;
  /** The ISO weeks it holds, in order. */
  weeks: string[];
  /** Its first and last day (the Monday of its first week, the Sunday of its last). */
  from: string;
  to: string;
}

const week = (year: number, n: number) => `${year}-W${String(n).padStart(2, '0')}`;
const weeksIn = (year: number) => (mondayOfWeek(week(year, 53)) ? 53 : 52);

function period(key: string, kind: InvoicePeriodKind, year: number, number: number, weeks: string[]) {
  const first = mondayOfWeek(weeks[0] as string) as string;
  const last = mondayOfWeek(weeks[weeks.length - 1] as string) as string;
  return { key, kind, year, number, weeks, from: first, to: addDays(last, 6) };
}

/** The period a text names, or undefined when it names none. */
export function parsePeriod(text: string): InvoicePeriod | undefined {
  const t = text.trim().toUpperCase();
  const w = /^(\d{4})-W(\d{2})$/.exec(t);
  if (w) {
    const [year, n] = [Number(w[1]), Number(w[2])];
    return mondayOfWeek(t) ? period(t, 'week', year, n, [t]) : undefined;
  }
  const p = /^(\d{4})-P(\d{1,2})$/.exec(t);
  if (p) {
    const [year, n] = [Number(p[1]), Number(p[2])];
    if (n < 1 || n > 13) return undefined;
    const last = n === 13 ? weeksIn(year) : n * 4;
    const weeks = Array.from({ length: last - (n - 1) * 4 }, (_, i) => week(year, (n - 1) * 4 + 1 + i));
    return period(`${year}-P${String(n).padStart(2, '0')}`, '4weeks', year, n, weeks);
  }
  const m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m) {
    const [year, n] = [Number(m[1]), Number(m[2])];
    if (n < 1 || n > 12) return undefined;
    const month = `${year}-${String(n).padStart(2, '0')}`;
    const weeks: string[] = [];
    for (let w = 0; w <= weeksIn(year) + 1; w++) {
      // Weeks of the year around it too: January's first days may lie in the last year's week 53.
      const name =
        w === 0 ? week(year - 1, weeksIn(year - 1)) : w > weeksIn(year) ? week(year + 1, 1) : week(year, w);
      const thursday = addDays(mondayOfWeek(name) as string, 3);
      if (thursday.startsWith(month) && !weeks.includes(name)) weeks.push(name);
    }
    return period(month, 'month', year, n, weeks);
  }
  return undefined;
}

/** The period of a kind that holds an ISO week. */
export function periodOfWeek(kind: InvoicePeriodKind, isoWeek: string): string {
  const [year, n] = [Number(isoWeek.slice(0, 4)), Number(isoWeek.slice(6))];
  if (kind === 'week') return isoWeek;
  if (kind === '4weeks') return `${year}-P${String(Math.min(13, Math.ceil(n / 4))).padStart(2, '0')}`;
  return addDays(mondayOfWeek(isoWeek) as string, 3).slice(0, 7);
}
