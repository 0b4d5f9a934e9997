// The lists' filters (words, customer, worker, week, day) applied to rows with their digests, and the
// scan that fills a page: store pages are read one after another until enough rows match or a budget
// of rows is spent, and the answer's cursor resumes the scan where it stopped. A rare filter over many
// messages then answers in several short requests (the list asks for more as it is scrolled) instead
// of one long one.
import type { ListFilter, RowDigest } from '../../shared/api/types.ts';
import { inPeriod } from '../../shared/messages/digest.ts';
import { addDays, isDay, mondayOfWeek } from '../../shared/timecard/calendar.ts';
import { badRequest } from '../server/http-error.ts';
import { filled } from './request-shape.ts';

/** Rows read from the store per request at most, whatever matches. */
const SCAN_BUDGET = 1000;

export interface Filter {
  words: string[];
  customer?: string;
  worker?: string;
  /** Days the period must touch. */
  days?: { from: string; to: string };
  /** Whether anything beyond the store's own query must be checked row by row. */
  active: boolean;
}

/** The query members of a list's filter: each absent when empty (list-filter.ts trims them). */
export const filterQuery = { q: filled, customer: filled, worker: filled, week: filled, day: filled };

export function readFilter(query: ListFilter): Filter {
  const get = (name: keyof ListFilter) => query[name]?.trim() || undefined;
  const words = (get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  let days: Filter['days'];
  const week = get('week');
  if (week) {
    const monday = mondayOfWeek(week);
    if (!monday) throw badRequest('week', 'week must be an ISO week such as 2026-W45.');
    days = { from: monday, to: addDays(monday, 6) };
  }
  const day = get('day');
  if (day) {
    if (!isDay(day)) throw badRequest('day', 'day must be a date such as 2026-11-02.');
    days = { from: day, to: day };
  }
  const customer = get('customer');
  const worker = get('worker')?.toLowerCase();
  return {
    words,
    ...(customer ? { customer } : {}),
    ...(worker ? { worker } : {}),
    ...(days ? { days } : {}),
    active: words.length > 0 || !!customer || !!worker || !!days,
  };
}

/** Whether a row passes: `text` is what the words are looked for in (besides the digest's names). */
export function passes(filter: Filter, digest: RowDigest, text: string[]): boolean {
  if (filter.customer && digest.relation !== filter.customer) return false;
  if (filter.worker && !digest.worker?.toLowerCase().includes(filter.worker)) return false;
  if (filter.days && !inPeriod(digest, filter.days.from, filter.days.to)) return false;
  if (filter.words.length === 0) return true;
  const haystack = [
    ...text,
    digest.worker,
    digest.customer,
    digest.relation,
    digest.period?.start,
    digest.period?.end,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  return filter.words.every((w) => haystack.includes(w));
}

/**
 * A page of rows that pass: `read` gives a store page from a cursor, `row` makes a row (or undefined
 * when it does not pass). Without an active filter this is one store page.
 */
export function scan<Item, Row>(
  filter: Filter,
  { limit, cursor }: { limit: number; cursor?: string },
  read: (cursor: string | undefined, limit: number) => { items: Item[]; next?: string },
  row: (item: Item) => Row | undefined,
): { items: Row[]; next?: string } {
  const rows: Row[] = [];
  let next = cursor;
  let scanned = 0;
  do {
    const page = read(next, filter.active ? Math.max(limit, 100) : limit);
    scanned += page.items.length;
    for (const item of page.items) {
      const r = row(item);
      if (r !== undefined) rows.push(r);
    }
    next = page.next;
  } while (next !== undefined && filter.active && rows.length < limit && scanned < SCAN_BUDGET);
  return next === undefined ? { items: rows } : { items: rows, next };
}
