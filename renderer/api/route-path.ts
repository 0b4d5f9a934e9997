// A route of the management API's contract (shared/api/contract.ts) as the path it is asked at, and the
// options a call of it takes. The renderer's client (call.ts) and the tests' (test/support/api-client.ts)
// both call by route key through here.
import type { Answer, Body, FileAnswer, Params, Query, RouteKey } from '../../shared/api/contract.ts';

type ParamOptions<K extends RouteKey> = keyof Params<K> extends never
  ? { params?: never }
  : { params: Params<K> };
type BodyOptions<K extends RouteKey> = Body<K> extends undefined ? { body?: never } : { body: Body<K> };
export type CallOptions<K extends RouteKey> = ParamOptions<K> & BodyOptions<K> & { query?: Query<K> };

/** The routes that answer JSON (or nothing), and those that answer a file. */
export type JsonKey = { [K in RouteKey]: Answer<K> extends FileAnswer ? never : K }[RouteKey];
export type FileKey = Exclude<RouteKey, JsonKey>;

/** Options may be left out where a route has neither path parameters nor a body. */
export type OptionsArg<K extends RouteKey> = keyof Params<K> extends never
  ? Body<K> extends undefined
    ? [CallOptions<K>?]
    : [CallOptions<K>]
  : [CallOptions<K>];

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
