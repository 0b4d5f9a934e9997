// What a clerk types in a list's search box, read as filters: "week 45" (or "wk 45", "2026-W45") is a
// week, a date as the locale writes it ("02-11-2026") is a day, and the other words are looked for in
// the messages.

import type { ListFilter } from '../../shared/api/types.ts';
import { isoWeekOf, mondayOfWeek, today } from '../../shared/timecard/calendar.ts';
import { parseLocalDay } from '../i18n/parse.ts';

const WEEK = /^(?:week|wk|w)\s*(\d{1,2})(?:\s+(\d{4}))?$/i;

/** Week `n` without a year: the one nearest to today (last December's week 52 stays last year's). */
function nearestWeek(n: number, year?: number): string | undefined {
  const pad = String(n).padStart(2, '0');
  if (year !== undefined) return mondayOfWeek(`${year}-W${pad}`) ? `${year}-W${pad}` : undefined;
  const now = Number(isoWeekOf(today()).slice(0, 4));
  const candidates = [now - 1, now, now + 1]
    .map((y) => `${y}-W${pad}`)
    .filter((w) => mondayOfWeek(w) !== undefined);
  const distance = (w: string) => Math.abs(Date.parse(mondayOfWeek(w) as string) - Date.now());
  return candidates.sort((a, b) => distance(a) - distance(b))[0];
}

export function searchTerms(text: string, locale: string): Pick<ListFilter, 'q' | 'week' | 'day'> {
  let rest = ` ${text.trim()} `;
  let week: string | undefined;
  let day: string | undefined;
  rest = rest.replace(/\s(\d{4})-?W(\d{2})\s/i, (whole, y: string, w: string) => {
    const found = nearestWeek(Number(w), Number(y));
    if (!found) return whole;
    week = found;
    return ' ';
  });
  rest = rest.replace(/\s((?:week|wk|w)\s*\d{1,2}(?:\s+\d{4})?)\s/i, (whole, words: string) => {
    const m = WEEK.exec(words.trim());
    const found = m && nearestWeek(Number(m[1]), m[2] ? Number(m[2]) : undefined);
    if (!found) return whole;
    week = found;
    return ' ';
  });
  rest = rest
    .split(/\s+/)
    .filter((word) => {
      const d = word && parseLocalDay(word, locale);
      if (d) day = d;
      return !d;
    })
    .join(' ');
  const q = rest.trim();
  return { ...(q ? { q } : {}), ...(week ? { week } : {}), ...(day ? { day } : {}) };
}

/** What is typed in a week field: "45", "week 45" or "2026-W45". */
export function weekTerm(text: string): string | undefined {
  const t = text.trim();
  const iso = /^(\d{4})-?W(\d{1,2})$/i.exec(t);
  if (iso) return nearestWeek(Number(iso[2]), Number(iso[1]));
  const m = /^(?:(?:week|wk|w)\s*)?(\d{1,2})(?:\s+(\d{4}))?$/i.exec(t);
  return m ? nearestWeek(Number(m[1]), m[2] ? Number(m[2]) : undefined) : undefined;
}
