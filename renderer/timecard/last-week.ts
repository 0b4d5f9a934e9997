// Where "Copy last week" takes its hours from: the week before in this timecard when it has hours there
// (a monthly timecard filled week by week); otherwise the most recently edited other timecard draft of
// the same assignment (or, without one, the same person), its latest week before the shown one: one
// timecard a week is the usual case, and last week's is then another draft.

import { addDays } from '../../shared/timecard/calendar.ts';
import { type Json, linesOf, TIME_LINES } from '../../shared/timecard/lines.ts';
import { call } from '../api/call.ts';
import { inWeek, latestWeekBefore, sameWorker, type WeekSource, workerOf } from './copy-week.ts';

/** The other timecard's own number, as the clerk knows it. */
const documentNumber = (body: Json) => {
  const value = (body.documentId as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** How many of the newest timecard drafts are looked through for the same worker's. */
const SEARCHED = 20;

/** Where last week's hours are, or undefined when neither this timecard nor another draft has them. */
export async function findLastWeek(
  draftId: string,
  body: Json,
  monday: string,
): Promise<WeekSource | undefined> {
  const before = addDays(monday, -7);
  const own = inWeek(linesOf(body, TIME_LINES), before);
  if (own.length > 0) return { lines: own, monday: before };
  const worker = workerOf(body);
  if (!worker.assignment && worker.persons.length === 0) return undefined;
  const { items } = await call('GET /drafts', { query: { family: 'Timecard', limit: SEARCHED } });
  for (const item of items) {
    if (item.id === draftId) continue;
    const other = await call('GET /drafts/:id', { params: { id: item.id } });
    if (!sameWorker(worker, workerOf(other.body))) continue;
    const lines = linesOf(other.body, TIME_LINES);
    const week = latestWeekBefore(lines, monday);
    if (week)
      return { lines: inWeek(lines, week), monday: week, from: documentNumber(other.body) ?? item.id };
  }
  return undefined;
}
