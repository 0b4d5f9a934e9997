// Hours as people type them in a timecard (8, 7.5, 7,5, 8:30, 8h) and as the grid shows them, held as
// whole minutes so that sums are exact.

const DECIMAL = /^(\d{1,2})(?:[.,](\d{1,2}))?\s*h?$/i;
const CLOCK = /^(\d{1,2}):([0-5]\d)$/;
const DURATION = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+)M)?$/;

export const MAX_MINUTES = 24 * 60;

/** Minutes in what the user typed; 0 for an empty cell, undefined when it is not hours of a day. */
export function parseHours(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return 0;
  const clock = CLOCK.exec(t);
  const decimal = DECIMAL.exec(t);
  const minutes = clock
    ? Number(clock[1]) * 60 + Number(clock[2])
    : decimal
      ? Math.round(Number(`${decimal[1]}.${decimal[2] ?? '0'}`) * 60)
      : undefined;
  return minutes !== undefined && minutes <= MAX_MINUTES ? minutes : undefined;
}

/** Minutes in a line's `timeTotal` as SETU examples write it ("8.00"), or an ISO 8601 duration ("PT8H30M"). */
export function parseTimeTotal(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  if (/^\d+(?:[.,]\d+)?$/.test(t)) return Math.round(Number(t.replace(',', '.')) * 60);
  const d = DURATION.exec(t);
  if (d && (d[1] || d[2])) return Math.round(Number(d[1] ?? 0) * 60) + Number(d[2] ?? 0);
  return undefined;
}

/** `timeTotal` as the official example writes it: decimal hours with two decimals. */
export const timeTotal = (minutes: number) => (minutes / 60).toFixed(2);

/** 480 -> "8", 450 -> "7.5", 495 -> "8.25", 500 -> "8:20" (a clock when decimals would not be exact). */
export function formatHours(minutes: number): string {
  const hundredths = (minutes * 100) / 60;
  if (Number.isInteger(hundredths)) return String(hundredths / 100);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
