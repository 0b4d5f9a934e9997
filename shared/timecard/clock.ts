// Clock times for one day's hours (DESIGN §11): a SETU time-interval line carries a start and an end,
// and `timeTotal` the hours worked (the official example: 09:00–17:30 with "8.00", a half-hour break).
// The day starts when the schedule (or the clerk) says; the first line holds the break; each later
// hour type (overtime) starts where the previous line ended, so no two lines of a day overlap and the
// hours worked are exactly the hours entered. Without a known start no time is invented: the lines
// carry the date alone.

/** Work longer than this in a day includes the break (the Arbeidstijdenwet's 5.5 hours). */
export const BREAK_AFTER_MINUTES = 5.5 * 60;

export interface DayTimes {
  /** Minutes after midnight the day's work starts; absent when nobody said. */
  start?: number;
  /** The break within the day's work, in minutes. */
  breakMinutes?: number;
}

export interface DayEntry {
  code: string;
  minutes: number;
}

export interface TimedEntry extends DayEntry {
  /** Minutes after the day's midnight (may pass 24 h for work that runs past midnight). */
  start?: number;
  end?: number;
}

/**
 * The day's entries (in the order their types rank: normal hours first) with clock times. Entries of
 * zero minutes are left out.
 */
export function layoutDay(entries: DayEntry[], times: DayTimes): TimedEntry[] {
  const worked = entries.filter((e) => e.minutes > 0);
  if (times.start === undefined) return worked.map((e) => ({ ...e }));
  const total = worked.reduce((sum, e) => sum + e.minutes, 0);
  const pause = total > BREAK_AFTER_MINUTES ? (times.breakMinutes ?? 0) : 0;
  let cursor = times.start;
  return worked.map((e, i) => {
    const start = cursor;
    cursor = start + e.minutes + (i === 0 ? pause : 0);
    return { ...e, start, end: cursor };
  });
}

/** "08:30" → 510; undefined for anything that is not a time of day. */
export function parseClock(text: string): number | undefined {
  const m = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? h * 60 + min : undefined;
}

/** 510 → "08:30". */
export const formatClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
