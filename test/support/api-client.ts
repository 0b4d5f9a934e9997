// The management API as the tests call it: by the contract's route keys (shared/api/contract.ts), with
// the path parameters, query and body it types, answering its type. The path is made as the renderer
// makes it (renderer/api/route-path.ts). Tests of refusals of malformed bodies send raw ones instead.

import { expect } from 'vitest';
import { type JsonKey, type OptionsArg, routePath } from '../../renderer/api/route-path.ts';
import type { Answer, RouteKey } from '../../shared/api/contract.ts';

/** A status other than 2xx from `call`: the server's error as it answered it. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: { code?: string; description?: string; errors?: unknown[] },
  ) {
    super(`${status} ${body.code ?? ''}: ${body.description ?? ''}`);
  }
}

/** A response whose JSON, when its status is 2xx, is the route's answer. */
export type Answered<K extends RouteKey> = Omit<Response, 'json'> & { json(): Promise<Answer<K>> };

export interface ContractClient {
  /** The route's answer (undefined for 204); any other status than 2xx throws an ApiFailure. */
  call<K extends JsonKey>(key: K, ...options: OptionsArg<K>): Promise<Answer<K>>;
  /** The response as it came, for a test that checks a status or reads a file. */
  send<K extends RouteKey>(key: K, ...options: OptionsArg<K>): Promise<Answered<K>>;
}

/** A client of the API at `url` (the server's base address) with the install token. */
export function contractClient(server: { url: string; token: string }): ContractClient {
  const send = (key: RouteKey, options?: { params?: unknown; query?: unknown; body?: unknown }) => {
    const { method, path } = routePath(key, options ?? {});
    const headers: Record<string, string> = { authorization: `Bearer ${server.token}` };
    const given = options?.body;
    const raw = given instanceof Blob || given instanceof Uint8Array;
    if (given !== undefined && !raw) headers['content-type'] = 'application/json';
    const body =
      given === undefined ? undefined : raw ? (given as RequestInit['body']) : JSON.stringify(given);
    return fetch(`${server.url}/api/${path}`, { method, headers, body });
  };
  return {
    // The contract says what a 2xx answer holds; the server's tests check that it does.
    send: <K extends RouteKey>(key: K, ...[options]: OptionsArg<K>) =>
      send(key, options) as Promise<Answered<K>>,
    async call(key, ...[options]) {
      const res = await send(key, options);
      if (!res.ok)
        throw new ApiFailure(res.status, (await res.json().catch(() => ({}))) as ApiFailure['body']);
      return (res.status === 204 ? undefined : await res.json()) as Answer<typeof key>;
    },
  };
}

/** The answer of a response that must have `status` (the body's text says why when it has not). */
export async function answered<K extends RouteKey>(res: Answered<K>, status: number): Promise<Answer<K>> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : undefined;
}
