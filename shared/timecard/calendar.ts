// Calendar days as the timecard writes them (`YYYY-MM-DD`), and wall-clock date-times
// (`YYYY-MM-DDThh:mm[:ss][zone]`) shifted without a time zone: the hours people report are local
// wall-clock hours, so arithmetic runs on UTC dates that stand for them.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(.*)$/;
const MINUTE = 60_000;

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/**
 * Whether a string is a calendar day (`2026-02-31` is not). Checked without a Date: the week page
 * reads every line of 200 timecards, and a Date per check was most of that time.
 */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function toUtc(day: string): Date | undefined {
  if (!isDay(day)) return undefined;
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  const date = toUtc(day) as Date;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  if (from === to) return 0;
  return Math.round(((toUtc(to) as Date).getTime() - (toUtc(from) as Date).getTime()) / (24 * 60 * MINUTE));
}

/** The Monday of the week `day` is in (weeks run Monday to Sunday, as ISO 8601 and SETU have them). */
export function mondayOf(day: string): string {
  return addDays(day, -(((toUtc(day) as Date).getUTCDay() + 6) % 7));
}

export const weekOf = (monday: string) => weekdays.map((_, i) => addDays(monday, i));

/** ISO 8601 week number, as people name weeks ("week 47"). */
export function weekNumber(monday: string): number {
  const thursday = toUtc(addDays(monday, 3)) as Date;
  const weekOne = toUtc(mondayOf(`${thursday.getUTCFullYear()}-01-04`)) as Date;
  return 1 + Math.round((thursday.getTime() - weekOne.getTime()) / (7 * 24 * 60 * MINUTE));
}

export function today(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
}

/** A short day for headings: "16 Nov". */
export const shortDay = (day: string) =>
  (toUtc(day) as Date).toLocaleDateString(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export interface WallClock {
  day: string;
  /** Minutes since midnight. */
  minutes: number;
  /** What followed the time (seconds' fraction aside): a zone such as `+01:00` or `Z`, kept as written. */
  zone: string;
}

export function parseDateTime(value: unknown): WallClock | undefined {
  if (typeof value !== 'string') return undefined;
  const m = DATE_TIME.exec(value);
  if (!m || !isDay(m[1])) return undefined;
  const [h, min] = [Number(m[2]), Number(m[3])];
  if (h > 23 || min > 59) return undefined;
  return { day: m[1] as string, minutes: h * 60 + min, zone: m[6] ?? '' };
}

export function formatDateTime(at: WallClock): string {
  const days = Math.floor(at.minutes / (24 * 60));
  const rest = at.minutes - days * 24 * 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${addDays(at.day, days)}T${pad(Math.floor(rest / 60))}:${pad(rest % 60)}:00${at.zone}`;
}

/** Minutes from `start` to `end` on the wall clock. */
export const minutesBetween = (start: WallClock, end: WallClock) =>
  daysBetween(start.day, end.day) * 24 * 60 + end.minutes - start.minutes;

/** `value` with its date moved by `days`, the rest (time, zone) as written; other values unchanged. */
export function shiftDate(value: unknown, days: number): unknown {
  if (typeof value !== 'string') return value;
  const day = value.slice(0, 10);
  return isDay(day) ? addDays(day, days) + value.slice(10) : value;
}

/** The ISO 8601 week (`2026-W48`) a day falls in: its Thursday's year, as weeks at a year's end go. */
export function isoWeekOf(day: string): string {
  const monday = mondayOf(day);
  const year = addDays(monday, 3).slice(0, 4);
  return `${year}-W${String(weekNumber(monday)).padStart(2, '0')}`;
}

const ISO_WEEK = /^(\d{4})-?W(\d{2})$/i;

/** The Monday of an ISO week written `2026-W48` (or `2026W48`); undefined when there is no such week. */
export function mondayOfWeek(week: string): string | undefined {
  const m = ISO_WEEK.exec(week.trim());
  if (!m) return undefined;
  const n = Number(m[2]);
  const monday = addDays(mondayOf(`${m[1]}-01-04`), (n - 1) * 7);
  return n >= 1 && isoWeekOf(monday) === `${m[1]}-W${m[2]}` ? monday : undefined;
}

/** A date as people type it: `24-11-2026`, `24/11/2026`, `24.11.2026` (day first) or `2026-11-24`. */
export function parseDay(text: string): string | undefined {
  const t = text.trim();
  if (isDay(t)) return t;
  const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (!m) return undefined;
  const day = `${m[3]}-${(m[2] as string).padStart(2, '0')}-${(m[1] as string).padStart(2, '0')}`;
  return isDay(day) ? day : undefined;
}
