// Where the week's code comes from (pages/home.tsx, a chunk of its own): app.tsx shows its pages from
// here, and main.tsx starts loading it beside the app's code when the window opens at the week.
export const loadWeekCode = () => import('./home.tsx');

/** Whether the address `hash` shows the first page or the week (router.ts: no page is the start). */
export function showsWeek(hash: string): boolean {
  const page = hash.replace(/^#\/?/, '').split('/')[0];
  return page === '' || page === 'start' || page === 'week';
}
