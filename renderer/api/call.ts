// The renderer's side of the management API's contract (shared/api/contract.ts): a route is called by
// its key, with the path parameters, query and body the contract gives it, and answers its type.
import type { Answer } from '../../shared/api/contract.ts';
import { api, apiResponse } from './client.ts';
import { type CallOptions, type FileKey, type JsonKey, type OptionsArg, routePath } from './route-path.ts';

export function call<K extends JsonKey>(key: K, ...[options]: OptionsArg<K>): Promise<Answer<K>> {
  const { method, path } = routePath(key, options ?? {});
  return api<Answer<K>>(path, { method, body: (options as { body?: unknown } | undefined)?.body });
}

/** A route that answers a file (an export, a template): the response, checked for success. */
export function callFile<K extends FileKey>(key: K, options: CallOptions<K>): Promise<Response> {
  return apiResponse(routePath(key, options).path);
}
