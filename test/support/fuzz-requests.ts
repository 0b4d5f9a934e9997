// fast-check arbitraries for requests to the exchange server, built on the official OpenAPI
// operations: paths with generated ids, headers around the documented values, and bodies that are
// official examples (JSON and XML) mutated at the member level and at the text level, or noise
// (fuzz-bodies.ts).
import fc from 'fast-check';
import { type Body, bodyArb } from './fuzz-bodies.ts';
import { type Seeds, seedsFor } from './fuzz-seeds.ts';
import { hostileText } from './fuzz-text.ts';
import type { Operation } from './openapi-routes.ts';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Ids the runs share, so that a resource one run creates is read, changed and deleted by others. */
const KNOWN_IDS = [
  '6f1c1d2e-0b7a-4d36-9a0e-3c5d7e9f1a2b',
  'a3b4c5d6-e7f8-4a0b-8c1d-2e3f4a5b6c7d',
  '00000000-0000-4000-8000-000000000000',
];

/** Percent-encodes every byte of the UTF-8 form (lone surrogates become U+FFFD's bytes). */
const encodeAll = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

// A path segment as a client might send it: node's client allows the bytes 0x21-0xff unescaped.
const rawSegment = fc.string({
  unit: fc.integer({ min: 0x21, max: 0xff }).map((c) => String.fromCharCode(c)),
  maxLength: 12,
});

const idValue = (lineIds: string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...KNOWN_IDS) },
    { weight: 1, arbitrary: fc.constantFrom(...KNOWN_IDS).map((id) => id.toUpperCase()) },
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: lineIds.length > 0 ? 3 : 0,
      arbitrary: fc.constantFrom(...(lineIds.length > 0 ? lineIds : ['1'])),
    },
    { weight: 2, arbitrary: hostileText.map(encodeAll) },
    { weight: 1, arbitrary: rawSegment },
    { weight: 1, arbitrary: fc.constantFrom('', '.', '..', '%2F', '%2e%2e', '%', '%C0%AF', '%ED%A0%80') },
  );

const MEDIA = { json: 'application/json', xml: 'application/xml' } as const;
const contentTypeArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('application/json', 'application/xml', 'text/xml') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/xml;charset="UTF-8"',
      'application/json; charset=iso-8859-1',
      'APPLICATION/JSON',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      '',
      ';',
      'application/json; charset=',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }) },
);
const acceptArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom('application/json', 'application/xml', 'text/xml', '*/*', 'application/*'),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/xml;q=0.9, application/json;q=0.1',
      'application/json;q=0',
      'text/html',
      'application/xml;q=abc',
      ',,,',
      'application/xml;q=1e9',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }) },
);
const oddVersion = fc.oneof(
  fc.constantFrom('', ' ', '1.0', '2.0', '2.1', '3.0', '2', '2.0 ', '..'),
  fc.string({ unit: 'grapheme-ascii', maxLength: 10 }),
);

/** Mostly `value`, now and then `other` or nothing: most runs should pass a gate to reach the next. */
const mostly = <T>(value: fc.Arbitrary<T>, other: fc.Arbitrary<T | undefined>) =>
  fc.oneof({ weight: 9, arbitrary: value }, { weight: 1, arbitrary: other });
const rarely = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 15, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });

function headersArb(op: Operation, seeds: Seeds, body: Body): fc.Arbitrary<Record<string, string>> {
  const documented = op.parameters.filter(
    (p) => p.in === 'header' && !/^(content-type|accept|setuVersionId)$/i.test(p.name),
  );
  const good = fc.constantFrom(...seeds.versions);
  const version = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(fc.constantFrom('setuVersionId', 'standardVersionId'), mostly(good, oddVersion)),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constant('both'), good, fc.oneof(good, oddVersion)) },
  );
  return fc
    .record({
      contentType: mostly(fc.constant(MEDIA[body.format]), contentTypeArb),
      accept: fc.oneof(fc.constant(undefined), acceptArb),
      version: mostly(version, fc.constant(undefined)),
      authorization: rarely(fc.constantFrom('Bearer x', 'Basic Zm9vOmJhcg==', 'Bearer', '')),
      host: rarely(fc.constantFrom('evil.example', 'localhost:1', '[::1]', '')),
      documented: fc.tuple(
        ...documented.map((p) => fc.constantFrom(...(p.values.length ? p.values : ['x']))),
      ),
    })
    .map((r) => {
      const h: Record<string, string> = {};
      if (r.contentType !== undefined) h['content-type'] = r.contentType;
      if (r.accept !== undefined) h.accept = r.accept;
      if (r.version) {
        const [which, a, b] = r.version;
        if (which === 'both') Object.assign(h, { standardVersionId: a, setuVersionId: b ?? a });
        else if (a !== undefined) h[which] = a;
      }
      if (r.authorization !== undefined) h.authorization = r.authorization;
      if (r.host !== undefined) h.host = r.host;
      r.documented.forEach((value, i) => {
        h[(documented[i] as { name: string }).name.toLowerCase()] = value;
      });
      return h;
    });
}

/** Stands for an id the server assigned in an earlier run (a planning create's Location). */
const LEARNED = '@learned';

/** The path of an operation with its parameters filled, sometimes bent out of shape. */
function pathArb(op: Operation, lineIds: string[]): fc.Arbitrary<string> {
  const names = [...op.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const queries = op.parameters.filter((p) => p.in === 'query');
  const serverIds = op.template.startsWith('/planning/');
  const id = (first: boolean) =>
    first && serverIds
      ? fc.oneof(
          { weight: 4, arbitrary: fc.nat({ max: 50 }).map((n) => `${LEARNED}${n}`) },
          { weight: 1, arbitrary: idValue(lineIds) },
        )
      : idValue(lineIds);
  return fc
    .record({
      ids: fc.tuple(...names.map((_, i) => id(i === 0))),
      bend: mostly(fc.constant('none'), fc.constantFrom('trailing', 'double', 'extra', 'case', 'dot')),
      query: fc.oneof(
        {
          weight: queries.length ? 8 : 0,
          arbitrary: fc.constant(queries.map((q) => `${q.name}=${KNOWN_IDS[0]}`).join('&')),
        },
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: hostileText.map((t) => `${queries[0]?.name ?? 'q'}=${encodeAll(t)}`) },
        { weight: 1, arbitrary: fc.constantFrom('', '&', '=', '%zz', 'a=1&a=2') },
      ),
    })
    .map(({ ids, bend, query }) => {
      let i = 0;
      let path = op.template.replace(/\{\w+\}/g, () => ids[i++] as string);
      if (bend === 'trailing') path += '/';
      if (bend === 'double') path = path.replace('/', '//');
      if (bend === 'extra') path += '/extra';
      if (bend === 'case') path = path.replace(/[a-z]/g, (c) => c.toUpperCase());
      if (bend === 'dot') path = `/./${path.slice(1)}`;
      return query === undefined ? path : `${path}?${query}`;
    });
}

/** Replaces the stand-ins for server-assigned ids with ids the server has handed out so far. */
export function withLearnedIds(req: FuzzRequest, learned: string[]): FuzzRequest {
  const path = req.path.replace(new RegExp(`${LEARNED}(\\d+)`, 'g'), (_, n) =>
    learned.length ? (learned[Number(n) % learned.length] as string) : (KNOWN_IDS[0] as string),
  );
  return { ...req, path };
}

const OTHER_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND'];

/** A request to one operation of the official files: mostly its own method, sometimes another. */
export function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const seeds = seedsFor(op);
  return bodyArb(seeds).chain((body) =>
    fc
      .record({
        method: mostly(fc.constant(op.method), fc.constantFrom(...OTHER_METHODS)),
        path: pathArb(op, seeds.lineIds),
        headers: headersArb(op, seeds, body),
      })
      .map(({ method = op.method, path, headers }): FuzzRequest => {
        const withBody =
          method !== 'GET' && method !== 'HEAD' && (op.bodyTypes.length > 0 || /^P/.test(method));
        return { method, path, headers, body: withBody ? body.bytes : undefined };
      }),
  );
}

export function requestsArb(ops: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...ops.map(requestArb));
}
