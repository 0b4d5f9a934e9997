// What each page asks the server for first, by the address the window opens at: what early.ts asks
// for before the app's code has arrived. The pages make the same calls (test/e2e/early.test.ts checks
// that each is asked once).

import type { Query, RouteKey } from '../../shared/api/contract.ts';
import { isoWeekOf, mondayOfWeek, today } from '../../shared/timecard/calendar.ts';
import { routeOf } from './address.ts';
import { routePath } from './route-path.ts';

/**
 * Rows in a list's first page (components/paged-list.ts): a screenful and some, which the server reads
 * and the window shows sooner than a hundred; the list asks for more as the clerk scrolls.
 */
export const LIST_PAGE_ROWS = 50;

type Call = { [K in RouteKey]: [K, { params?: unknown; query?: Query<K> }] }[RouteKey];

/**
 * What the start page asks to see whether all is set up (pages/start.tsx), less the relations: the
 * shell asks for them at the same moment anyway.
 */
const setupCalls: Call[] = [
  ['GET /agency', {}],
  ['GET /placements', { query: { limit: 1, ended: 'include' } }],
];
/** The week the week page shows (pages/week.tsx): the one in the address, else this one. */
const weekCall = (week?: string): Call => [
  'GET /weeks/:week',
  { params: { week: week && mondayOfWeek(week) ? week.toUpperCase() : isoWeekOf(today()) } },
];

/** By the address's first segment (router.ts) and the rest of it. */
const firstCalls: Record<string, (params: string[]) => Call[]> = {
  start: () => [...setupCalls, weekCall()],
  week: ([week]) => [weekCall(week)],
  drafts: ([id]) => (id ? [] : [['GET /lists/drafts', { query: { limit: LIST_PAGE_ROWS } }]]),
  inbox: () => [['GET /lists/inbox', { query: { limit: LIST_PAGE_ROWS } }]],
  sent: ([id]) => (id ? [] : [['GET /lists/outbox', { query: { states: 'sent', limit: LIST_PAGE_ROWS } }]]),
  placements: ([id]) => (id ? [] : [['GET /placements', { query: { limit: LIST_PAGE_ROWS } }]]),
};

/** A path with its query in a fixed order: the same call, however its query was put together. */
export function keyOf(path: string): string {
  const [base = '', search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.sort();
  return query.size > 0 ? `${base}?${query}` : base;
}

/** The paths (under /api/) of what the page at the address `hash` shows first. */
export function earlyPaths(hash: string): string[] {
  const { page, params } = routeOf(hash);
  return (firstCalls[page]?.(params) ?? []).map(([key, options]) => keyOf(routePath(key, options).path));
}
