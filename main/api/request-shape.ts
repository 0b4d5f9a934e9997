// Small typed parsers for what a request brings (its query and its JSON body): each yields a typed value
// or throws a 400 that names the member in words. A route's parsers are declared with its handler
// (routes.ts), and their output types are checked against the contract's at compile time.
import { badRequest } from '../server/http-error.ts';

/** Reads `value` (found at `at`, a member's name such as `oauth.clientId`) as a T, or throws a 400. */
export type Parser<T> = ((value: unknown, at: string) => T) & { optional?: false };
/** A member that may be absent: its key is optional in the parsed object. */
export type Optional<T> = ((value: unknown, at: string) => T | undefined) & { optional: true };
type Member = Parser<unknown> | Optional<unknown>;
export type Shape = Record<string, Member>;

type Out<P> = P extends (value: unknown, at: string) => infer T ? T : never;
type Flat<T> = { [K in keyof T]: T[K] };
export type Parsed<S extends Shape> = Flat<
  { [K in keyof S as S[K] extends Optional<unknown> ? K : never]?: Exclude<Out<S[K]>, undefined> } & {
    [K in keyof S as S[K] extends Optional<unknown> ? never : K]: Out<S[K]>;
  }
>;

/** The 400 for a member: its code is the top-level member's name, as the handlers' own checks name it. */
export const refuse = (at: string, message: string) => badRequest(at.split('.')[0] || 'shape', message);

const kind =
  <T>(test: (v: unknown) => boolean, what: string): Parser<T> =>
  (value, at) => {
    if (!test(value)) throw refuse(at, `${at} must be ${what}.`);
    return value as T;
  };

export const text = kind<string>((v) => typeof v === 'string', 'text');
export const number = kind<number>((v) => typeof v === 'number' && Number.isFinite(v), 'a number');
export const integer = kind<number>(Number.isInteger, 'a whole number');
export const boolean = kind<boolean>((v) => typeof v === 'boolean', 'true or false');
/** Any JSON object, its members unread (a message body: the schemas read it). */
export const jsonObject = kind<Record<string, unknown>>(
  (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
  'a JSON object',
);

/** Text of at most `max` characters. */
export const upTo =
  (max: number): Parser<string> =>
  (value, at) => {
    if (typeof value !== 'string' || value.length > max) throw refuse(at, `${at} must be text.`);
    return value;
  };

/** A form's field that may be left empty: empty or null is absent. */
export const blank = <T>(parser: Parser<T>): Optional<T> =>
  Object.assign(
    (value: unknown, at: string) =>
      value === undefined || value === null || value === '' ? undefined : parser(value, at),
    { optional: true as const },
  );

export const oneOf = <const T extends string>(...allowed: T[]): Parser<T> =>
  kind<T>((v) => allowed.includes(v as T), `one of ${allowed.join(', ')}`);

export const optional = <T>(parser: Parser<T>): Optional<T> =>
  Object.assign((value: unknown, at: string) => (value === undefined ? undefined : parser(value, at)), {
    optional: true as const,
  });

/** A member that is `fallback` when absent. */
export const withDefault =
  <T>(parser: Parser<T>, fallback: () => NoInfer<T>): Parser<T> =>
  (value, at) =>
    value === undefined ? fallback() : parser(value, at);

export const nullable =
  <T>(parser: Parser<T>): Parser<T | null> =>
  (value, at) =>
    value === null ? null : parser(value, at);

export const array =
  <T>(item: Parser<T>, what = 'a list'): Parser<T[]> =>
  (value, at) => {
    if (!Array.isArray(value)) throw refuse(at, `${at} must be ${what}.`);
    return value.map((v, i) => item(v, `${at}.${i}`));
  };

export const record =
  <T>(item: Parser<T>): Parser<Record<string, T>> =>
  (value, at) =>
    Object.fromEntries(Object.entries(jsonObject(value, at)).map(([k, v]) => [k, item(v, `${at}.${k}`)]));

/** An object of the shape's members; members it does not name are left out. */
export function object<S extends Shape>(shape: S): Parser<Parsed<S>> {
  return (value, at) => {
    const input = jsonObject(value, at);
    const out: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(shape)) {
      const v = member(input[key], at ? `${at}.${key}` : key);
      if (v !== undefined) out[key] = v;
    }
    return out as Parsed<S>;
  };
}

/** One of two parsers, the first that reads the value; the refusal in `message` when neither does. */
export const either =
  <A, B>(a: Parser<A>, b: Parser<B>, message: string): Parser<A | B> =>
  (value, at) => {
    for (const parser of [a, b] as Parser<A | B>[]) {
      try {
        return parser(value, at);
      } catch {}
    }
    throw refuse(at, message);
  };

/** A parser whose refusal is worded for its member (the words the API has always used). */
export const worded =
  <T>(parser: Parser<T>, code: string, message: string): Parser<T> =>
  (value, at) => {
    try {
      return parser(value, at);
    } catch {
      throw badRequest(code, message);
    }
  };

/** A value read by a reader of the domain's own (which words its refusals itself). */
export const readBy =
  <T>(read: (value: unknown) => T): Parser<T> =>
  (value) =>
    read(value);

/** A query member: text as given (absent when the query does not name it). */
export const param = optional(text);
/** A query member that is absent when empty. */
export const filled: Optional<string> = Object.assign(
  (value: unknown, at: string) => (value === undefined || value === '' ? undefined : text(value, at)),
  { optional: true as const },
);
/** A file's language (a template, a CSV): Dutch unless English is asked for. */
export const inLanguage = { language: optional(oneOf('nl', 'en')) };

/** A positive whole number in the query's text. */
export const count = optional((value, at) => {
  if (!(typeof value === 'string' && /^\d+$/.test(value) && Number(value) >= 1))
    throw badRequest('query', `${at} must be a positive integer.`);
  return Number(value);
});
/** The query's paging members (`limit`, and `cursor`: the `next` of the previous page). */
export const paging = { limit: count, cursor: filled };

/**
 * Whether two types are the same, optional members included (each assignable to the other is not enough:
 * an object without an optional member is assignable both ways to one with it).
 */
export type Same<A, B> =
  (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;
