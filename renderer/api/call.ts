// The renderer's side of the management API's contract (shared/api/contract.ts): a route is called by
// its key, with the path parameters, query and body the contract gives it, and answers its type.
import type { Answer, Body, FileAnswer, Params, Query, RouteKey } from '../../shared/api/contract.ts';
import { api, apiResponse } from './client.ts';
import { routePath } from './route-path.ts';

type ParamOptions<K extends RouteKey> = keyof Params<K> extends never
  ? { params?: never }
  : { params: Params<K> };
type BodyOptions<K extends RouteKey> = Body<K> extends undefined ? { body?: never } : { body: Body<K> };
export type CallOptions<K extends RouteKey> = ParamOptions<K> & BodyOptions<K> & { query?: Query<K> };

type JsonKey = { [K in RouteKey]: Answer<K> extends FileAnswer ? never : K }[RouteKey];
type FileKey = Exclude<RouteKey, JsonKey>;

/** Options may be left out where a route has neither path parameters nor a body. */
type OptionsArg<K extends RouteKey> = keyof Params<K> extends never
  ? Body<K> extends undefined
    ? [CallOptions<K>?]
    : [CallOptions<K>]
  : [CallOptions<K>];

export function call<K extends JsonKey>(key: K, ...[options]: OptionsArg<K>): Promise<Answer<K>> {
  const { method, path } = routePath(key, options ?? {});
  return api<Answer<K>>(path, { method, body: (options as { body?: unknown } | undefined)?.body });
}

/** A route that answers a file (an export, a template): the response, checked for success. */
export function callFile<K extends FileKey>(key: K, options: CallOptions<K>): Promise<Response> {
  return apiResponse(routePath(key, options).path);
}
