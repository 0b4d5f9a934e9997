// The management API's route table: one handler per route of the contract (shared/api/contract.ts),
// typed by it. A handler returns its answer (sent as JSON, 200; `created(...)` for 201; nothing for
// 204), or SENT when it wrote a file or a stream itself. Paths match by segments: a literal segment
// wins over `:param`, and `*param` takes one segment or more.
import type { Answer, FileAnswer, Params, RouteKey } from '../../shared/api/contract.ts';
import { notFound } from '../server/http-error.ts';
import type { ApiCtx } from './context.ts';
import { methodNotAllowed, sendJson } from './http.ts';

export const SENT = Symbol('sent');

export class Created<T> {
  constructor(
    readonly value: T,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const created = <T>(value: T, headers?: Record<string, string>) => new Created(value, headers);

type Reply<K extends RouteKey> =
  Answer<K> extends FileAnswer
    ? typeof SENT
    : Answer<K> extends undefined
      ? undefined
      : Answer<K> | Created<Answer<K>>;

export type Handler<K extends RouteKey> = (ctx: ApiCtx, params: Params<K>) => Reply<K> | Promise<Reply<K>>;
export type RouteTable = { [K in RouteKey]: Handler<K> };

interface Compiled {
  method: string;
  segments: string[];
  handler: Handler<RouteKey>;
  /** Literal segments first, then fixed parameters, then wildcards. */
  rank: number;
}

function compile(table: RouteTable): Compiled[] {
  return Object.entries(table)
    .map(([key, handler]) => {
      const [method, path] = key.split(' ') as [string, string];
      const segments = path.split('/').filter(Boolean);
      const rank = segments.reduce((r, s) => r * 3 + (s.startsWith('*') ? 0 : s.startsWith(':') ? 1 : 2), 1);
      return { method, segments, handler: handler as Handler<RouteKey>, rank };
    })
    .sort((a, b) => b.segments.length - a.segments.length || b.rank - a.rank);
}

/** Parameters of `parts` against a route's segments, or undefined when the path is not this route's. */
function match(segments: string[], parts: string[]): Record<string, string> | undefined {
  const star = segments.findIndex((s) => s.startsWith('*'));
  if (star < 0 ? parts.length !== segments.length : parts.length < segments.length) return undefined;
  const params: Record<string, string> = {};
  const tail = star < 0 ? 0 : segments.length - star - 1;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] as string;
    if (i === star) {
      params[s.slice(1)] = parts.slice(i, parts.length - tail).join('/');
      continue;
    }
    const part = parts[i < star || star < 0 ? i : parts.length - (segments.length - i)] as string;
    if (s.startsWith(':')) params[s.slice(1)] = part;
    else if (s !== part) return undefined;
  }
  return params;
}

/** Answers a request by the table; 404 for a path no route has, 405 (with Allow) for a method it lacks. */
export function router(table: RouteTable) {
  const routes = compile(table);
  return async (ctx: ApiCtx, parts: string[]): Promise<void> => {
    const allowed: string[] = [];
    for (const route of routes) {
      const params = match(route.segments, parts);
      if (!params) continue;
      if (route.method !== ctx.req.method) {
        allowed.push(route.method);
        continue;
      }
      const reply: unknown = await route.handler(ctx, params as Params<RouteKey>);
      if (reply === SENT) return;
      if (reply === undefined) {
        ctx.res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
        return;
      }
      if (reply instanceof Created) return sendJson(ctx.res, 201, reply.value, reply.headers);
      return sendJson(ctx.res, 200, reply);
    }
    if (allowed.length > 0) throw methodNotAllowed([...new Set(allowed)]);
    throw notFound('No management operation at this path.');
  };
}
