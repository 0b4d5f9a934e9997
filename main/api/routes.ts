// The management API's route table: one handler per route of the contract (shared/api/contract.ts),
// typed by it. A route with a query or a JSON body declares their parsers (request-shape.ts) beside its
// handler, and the handler receives `{ params, query, body }` as the contract types them; the compiler
// checks that each parser yields exactly the contract's type. A handler returns its answer (sent as
// JSON, 200; `created(...)` for 201; nothing for 204), or SENT when it wrote a file or a stream itself.
// Paths match by segments: a literal segment wins over `:param`, and `*param` takes one segment or more.
import type { Answer, Body, FileAnswer, Params, Query, RouteKey } from '../../shared/api/contract.ts';
import { methodNotAllowed, notFound } from '../server/http-error.ts';
import type { ApiCtx } from './context.ts';
import { hasBody, MiB, parseBody, readJsonObject, readText, sendJson } from './http.ts';
import { object, type Parsed, type Parser, type Same, type Shape } from './request-shape.ts';

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

/** The body a handler receives: a file's bytes (import, attachments, restore) it reads from the request. */
type HandlerBody<K extends RouteKey> = Blob extends Body<K> ? undefined : Body<K>;

export interface Input<K extends RouteKey> {
  params: Params<K>;
  query: Query<K>;
  body: HandlerBody<K>;
}

export type Handler<K extends RouteKey> = (ctx: ApiCtx, input: Input<K>) => Reply<K> | Promise<Reply<K>>;

/** A JSON body and how it is read: an object (application/json) unless `value`, at most `limit` bytes. */
export interface JsonBody<B> {
  parse: Parser<B>;
  limit?: number;
  /** No body reads as `{}` (the UI's buttons send none). */
  optional?: boolean;
  /** Any JSON value, whatever its Content-Type says (a list). */
  value?: boolean;
}

export interface Route<K extends RouteKey> {
  query?: Shape;
  body?: JsonBody<HandlerBody<K>>;
  handle: Handler<K>;
}

export type RouteTable = { [K in RouteKey]: Handler<K> | Route<K> };

type Declared<E, F extends 'query' | 'body', Otherwise> = E extends { [N in F]: infer D }
  ? D extends JsonBody<infer B>
    ? B
    : D extends Shape
      ? Parsed<D>
      : never
  : Otherwise;

/** The routes whose parsers yield other types than the contract's (never, for a table that keeps it). */
export type Drift<T> = {
  [K in keyof T & RouteKey]: Same<Declared<T[K], 'query', Record<string, never>>, Query<K>> extends true
    ? Same<Declared<T[K], 'body', HandlerBody<K>>, HandlerBody<K>> extends true
      ? never
      : K
    : K;
}[keyof T & RouteKey];

/** Nothing for a table whose parsers keep to the contract; else an argument no call gives, naming the routes. */
type Kept<T> = [Drift<T>] extends [never] ? [] : [parsersDifferFromTheContract: Drift<T>];

interface Compiled {
  method: string;
  segments: string[];
  route: Route<RouteKey>;
  /** Literal segments first, then fixed parameters, then wildcards. */
  rank: number;
}

function compile(table: RouteTable): Compiled[] {
  return Object.entries(table)
    .map(([key, entry]) => {
      const [method, path] = key.split(' ') as [string, string];
      const segments = path.split('/').filter(Boolean);
      const rank = segments.reduce((r, s) => r * 3 + (s.startsWith('*') ? 0 : s.startsWith(':') ? 1 : 2), 1);
      const route = (typeof entry === 'function' ? { handle: entry } : entry) as Route<RouteKey>;
      return { method, segments, route, rank };
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

/** The query's members the route names (the first value of each), parsed. */
function queryOf(ctx: ApiCtx, shape: Shape | undefined): unknown {
  if (!shape) return {};
  const given = Object.fromEntries(
    Object.keys(shape).map((name) => [name, ctx.url.searchParams.get(name) ?? undefined]),
  );
  return object(shape)(given, '');
}

async function bodyOf(ctx: ApiCtx, body: JsonBody<unknown> | undefined): Promise<unknown> {
  if (!body) return undefined;
  if (body.optional && !hasBody(ctx.req)) return body.parse({}, '');
  const value = body.value
    ? parseBody(await readText(ctx.req, body.limit ?? MiB))
    : await readJsonObject(ctx.req, body.limit);
  return body.parse(value, '');
}

/** Answers a request by the table; 404 for a path no route has, 405 (with Allow) for a method it lacks. */
export function router<T extends RouteTable>(table: T, ..._kept: Kept<T>) {
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
      const { query, body, handle } = route.route;
      const input = { params, query: queryOf(ctx, query), body: await bodyOf(ctx, body) };
      const reply: unknown = await handle(ctx, input as Input<RouteKey>);
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
