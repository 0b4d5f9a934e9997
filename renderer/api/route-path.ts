// A route of the management API's contract (shared/api/contract.ts) as the path it is asked at.
import type { RouteKey } from '../../shared/api/contract.ts';

/** The path and method of a route with its parameters filled in; a `*` parameter keeps its slashes. */
export function routePath<K extends RouteKey>(key: K, options: { params?: unknown; query?: unknown }) {
  const [method, pattern] = key.split(' ') as [string, string];
  const params = (options.params ?? {}) as Record<string, string>;
  const path = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return encodeURIComponent(params[segment.slice(1)] ?? '');
      if (segment.startsWith('*'))
        return (params[segment.slice(1)] ?? '').split('/').map(encodeURIComponent).join('/');
      return segment;
    })
    .join('/');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((options.query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const search = query.size > 0 ? `?${query}` : '';
  return { method, path: `${path}${search}` };
}
