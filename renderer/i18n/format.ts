// Dates, numbers, money and hours as the clerk's locale writes them, through Intl: 24-11-2026 and
// "1,5" in Dutch, € 1.234,56. Hours are kept as whole minutes; what people type is read by
// shared/timecard/hours.ts and shared/text/numbers.ts, which take either decimal mark.
import { isoWeekOf } from '../../shared/timecard/calendar.ts';

export interface Formats {
  locale: string;
  /** `2026-11-24` → "24-11-2026" (nl) or the locale's own order. */
  day(day: string): string;
  /** `2026-11-24` → "di 24 nov". */
  weekday(day: string): string;
  /** `2026-11-24` → "dinsdag". */
  weekdayName(day: string): string;
  /** An ISO timestamp as the local date and time. */
  dateTime(iso: string): string;
  number(value: number, fractionDigits?: number): string;
  /** Euros: "€ 1.234,56". */
  money(value: number): string;
  /** 90 → "1,5"; 500 → "8:20" where decimals would not be exact; 0 → "". */
  hours(minutes: number): string;
  /** The ISO week a day is in, as people say it: 48. */
  weekNumber(day: string): number;
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A formatter made when first used: making one costs milliseconds, and the first page uses few. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

export function formats(locale: string): Formats {
  const dayFormat = once(
    () =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
  );
  const weekdayFormat = once(
    () =>
      new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  );
  const weekdayNameFormat = once(() => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));
  const dateTimeFormat = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
  );
  const moneyFormat = once(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }));
  const numberFormats = new Map<number, Intl.NumberFormat>();
  const number = (value: number, fractionDigits?: number) => {
    const key = fractionDigits ?? -1;
    let f = numberFormats.get(key);
    if (!f) {
      f = new Intl.NumberFormat(
        locale,
        fractionDigits === undefined
          ? { maximumFractionDigits: 2 }
          : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
      );
      numberFormats.set(key, f);
    }
    return f.format(value);
  };
  return {
    locale,
    // Dutch writes dates with hyphens (24-11-2026), which Intl's nl-NL gives.
    day: (day) => dayFormat().format(utcDay(day)),
    weekday: (day) => weekdayFormat().format(utcDay(day)),
    weekdayName: (day) => weekdayNameFormat().format(utcDay(day)),
    dateTime: (iso) => dateTimeFormat().format(new Date(iso)),
    number,
    money: (value) => moneyFormat().format(value),
    hours(minutes) {
      if (minutes === 0) return '';
      const hundredths = (minutes * 100) / 60;
      if (Number.isInteger(hundredths)) return number(hundredths / 100);
      return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    },
    weekNumber: (day) => Number(isoWeekOf(day).slice(6)),
  };
}
