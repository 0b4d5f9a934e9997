// The window's address (its hash, `#/drafts/<id>`) as the page it names and that page's parameters:
// what the router shows (router.ts), and what the window's first module asks for and loads before the
// app has started (first-calls.ts, pages/week-code.ts). No page is the start.

export type Route = { page: string; params: string[] };

export function routeOf(hash: string): Route {
  const [page = '', ...params] = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  return { page: page || 'start', params };
}
