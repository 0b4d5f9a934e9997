// What people type, read as the locale writes it: a date in the locale's order (24-11-2026 in Dutch,
// 11/24/2026 in American English, or 2026-11-24 anywhere), and numbers with either decimal mark.

import { parseDecimal } from '../../shared/text/numbers.ts';
import { isDay } from '../../shared/timecard/calendar.ts';

export { parseDecimal };

const orders = new Map<string, string[]>();

/** The order of day, month and year in the locale's short dates: ['day', 'month', 'year'] in nl. */
function orderOf(locale: string): string[] {
  let order = orders.get(locale);
  if (!order) {
    order = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' })
      .formatToParts(new Date(Date.UTC(2026, 10, 24)))
      .map((p) => p.type)
      .filter((t) => t === 'day' || t === 'month' || t === 'year');
    orders.set(locale, order);
  }
  return order;
}

/** A day typed in the locale's order (any of - / . as separator), or as `YYYY-MM-DD`; else undefined. */
export function parseLocalDay(text: string, locale: string): string | undefined {
  const t = text.trim();
  const whole: unknown = t;
  if (isDay(whole)) return whole;
  const parts = t.split(/[-/.\s]+/);
  if (parts.length !== 3 || !parts.every((p) => /^\d+$/.test(p))) return undefined;
  const byType = Object.fromEntries(orderOf(locale).map((type, i) => [type, parts[i] as string]));
  const { day = '', month = '', year = '' } = byType;
  if (year.length !== 4) return undefined;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDay(iso) ? iso : undefined;
}

/** How a date is written in the locale, for placeholders: "dd-mm-jjjj" in Dutch, "mm/dd/yyyy" in en-US. */
export function dayPattern(locale: string, letters: { day: string; month: string; year: string }): string {
  const sample = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return sample
    .formatToParts(new Date(Date.UTC(2026, 10, 24)))
    .map((p) =>
      p.type === 'day'
        ? letters.day.repeat(2)
        : p.type === 'month'
          ? letters.month.repeat(2)
          : p.type === 'year'
            ? letters.year.repeat(4)
            : p.value,
    )
    .join('');
}

const plainFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as a person would type it back: the locale's decimal mark, no grouping ("1234,5"), since
 * "1.234" would read back as one and a bit. `fractionDigits` fixes the decimals (2 for money).
 */
export function plainNumber(value: number, locale: string, fractionDigits?: number): string {
  const key = `${locale}|${fractionDigits ?? ''}`;
  let format = plainFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      useGrouping: false,
      minimumFractionDigits: fractionDigits ?? 0,
      maximumFractionDigits: fractionDigits ?? 10,
    });
    plainFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * Money as a person would type it back: the currency's sign, the locale's decimal mark, at least two
 * decimals (more where they were typed), no grouping ("€ 1234,50"); a plain number where the currency
 * is no currency Intl knows (one still being typed).
 */
export function moneyText(value: number, locale: string, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      useGrouping: false,
      minimumFractionDigits: 2,
      maximumFractionDigits: 10,
    }).format(value);
  } catch {
    return plainNumber(value, locale, 2);
  }
}

/** An amount typed with or without its currency's sign or code ("€ 12,50", "12.5 EUR", "12,5"). */
export function parseMoney(text: string, locale: string, currency: string): number | undefined {
  let sign = currency;
  try {
    sign =
      new Intl.NumberFormat(locale, { style: 'currency', currency })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    // Not a currency Intl knows: only its code is taken off.
  }
  const bare = text
    .replace(sign, '')
    .replace(currency, '')
    .replace(/[\s\u00a0]+/g, '');
  return parseDecimal(bare);
}
