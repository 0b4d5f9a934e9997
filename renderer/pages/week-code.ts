// Where the week's code comes from (pages/home.tsx, a chunk of its own): app.tsx shows its pages from
// here, and main.tsx starts loading it beside the app's code when the window opens at the week.
import { routeOf } from '../api/address.ts';

export const loadWeekCode = () => import('./home.tsx');

/** Whether the address `hash` shows the first page or the week. */
export function showsWeek(hash: string): boolean {
  const { page } = routeOf(hash);
  return page === 'start' || page === 'week';
}
