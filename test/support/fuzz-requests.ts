// fast-check arbitraries for requests to the exchange server, built on the official OpenAPI
// operations: paths with generated ids, headers around the documented values, and bodies that are
// official examples (JSON and XML) mutated at the member level and at the text level, or noise.
import fs from 'node:fs';
import fc from 'fast-check';
import { at, type Family, families, schemaOf } from '../../shared/registry.ts';
import { shapeFor } from '../../shared/shapes.ts';
import { toXml } from '../../shared/xml-codec.ts';
import { exampleMessage } from './examples.ts';
import { specPath } from './official.ts';
import type { Operation } from './openapi-routes.ts';
import { tinyPng } from './png.ts';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

type Json = Record<string, unknown>;

/** Ids the runs share, so that a resource one run creates is read, changed and deleted by others. */
const KNOWN_IDS = [
  '6f1c1d2e-0b7a-4d36-9a0e-3c5d7e9f1a2b',
  'a3b4c5d6-e7f8-4a0b-8c1d-2e3f4a5b6c7d',
  '00000000-0000-4000-8000-000000000000',
];

/** Text that has broken servers: control characters, lone surrogates, markup, huge and odd numbers. */
const HOSTILE = [
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\uFFFE',
  '\uD800',
  '\uDFFF',
  '💥',
  '&',
  '<',
  ']]>',
  '&#1;',
  '&#xD800;',
  '&lt',
  '%',
  '%00',
  '%zz',
  '../',
  '__proto__',
  'constructor',
  '1e999',
  '-0',
  'x'.repeat(5_000),
];

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ unit: 'binary', maxLength: 40 }));

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

/** The family and endpoint whose path the template is under (none for the attachment and unknown paths). */
function familyOf(template: string): { f: Family; path: string } | undefined {
  for (const f of families) {
    for (const e of f.endpoints) {
      for (const p of [e.path, ...(e.aliases ?? [])])
        if (template.startsWith(`${p}/`) || template === p) return { f, path: e.path };
    }
  }
  return undefined;
}

/** An official example body of an operation, with its XML form where the operation takes one. */
interface Seed {
  doc: unknown;
  xml?: (doc: unknown) => string;
}

export interface Seeds {
  messages: Seed[];
  /** UBL invoices: XML only, kept as written. */
  invoices: string[];
  lineIds: string[];
  /** The message versions the operation's family has (what its version header should name). */
  versions: string[];
}

const isLineOperation = (template: string) =>
  /\{(lineId|intervalID|allowanceID)\}$|-lines$|\/allowance$/.test(template);

function lineSeeds(f: Family, version: string, doc: Json, template: string): Seed[] {
  return f.lines.flatMap((kind): Seed[] => {
    const lines = doc[kind.member];
    const here =
      template.includes(`/${kind.segment}/`) || template.endsWith(`/${kind.addSegment ?? kind.segment}`);
    if (!Array.isArray(lines) || !here) return [];
    const body = kind.body === 'wrapped' ? { [kind.member]: [lines[0]] } : lines[0];
    const [shape, root] =
      kind.body === 'wrapped'
        ? [shapeFor(schemaOf(f, version) as string), f.name]
        : [shapeFor(kind.bodySchema[version] as string), kind.member];
    return [{ doc: body, xml: (d) => toXml(d as Json, shape, root) }];
  });
}

function lineIdsOf(f: Family, doc: Json): string[] {
  return f.lines.flatMap((kind) => {
    const lines = doc[kind.member];
    return Array.isArray(lines) ? lines.map((l) => String(at(l, kind.idPointer))) : [];
  });
}

export function seedsFor(op: Operation): Seeds {
  const none: Seeds = { messages: [], invoices: [], lineIds: [], versions: ['2.0'] };
  if (op.template.startsWith('/attachment')) {
    const upload = { document: tinyPng().toString('base64'), 'mime type': 'image/png', filename: 'r.png' };
    const shape = shapeFor('AttachmentUpload-1.0');
    return {
      ...none,
      messages: [{ doc: upload, xml: (d) => toXml(d as Json, shape, 'Attachment') }],
      versions: ['1.0'],
    };
  }
  const found = familyOf(op.template);
  if (!found) return none;
  const { f, path } = found;
  const versions = f.versions.map((v) => v.version);
  if (f.format === 'ubl') {
    const dir = specPath('examples', 'invoice');
    return {
      ...none,
      invoices: fs.readdirSync(dir).map((n) => fs.readFileSync(`${dir}/${n}`, 'utf8')),
      versions,
    };
  }
  const endpoint = f.endpoints.find((e) => e.path === path);
  const seeds: Seeds = { ...none, versions };
  for (const version of versions) {
    const doc = exampleMessage(f, version, endpoint);
    seeds.lineIds.push(...lineIdsOf(f, doc).map(encodeURIComponent));
    if (isLineOperation(op.template)) seeds.messages.push(...lineSeeds(f, version, doc, op.template));
    else {
      const shape = shapeFor(schemaOf(f, version) as string);
      seeds.messages.push({ doc, xml: (d) => toXml(d as Json, shape, f.name) });
    }
  }
  return seeds;
}

/** The message as another document (or the same, for n = 0): stored messages must not share one. */
function renumbered(doc: unknown, n: number): unknown {
  const id = (doc as { documentId?: { value?: unknown } }).documentId;
  if (n === 0 || typeof id?.value !== 'string') return doc;
  const copy = structuredClone(doc) as { documentId: { value: string } };
  copy.documentId.value += `-${n}`;
  return copy;
}

/** Every JSON Pointer-like path (as key arrays) inside a value, the root first. */
function pathsIn(value: unknown, at: string[] = [], out: string[][] = []): string[][] {
  out.push(at);
  if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsIn(v, [...at, k], out);
  return out;
}

type Edit = { kind: 'delete' | 'set' | 'add'; pick: number; value: unknown; key: string };

function applyEdit(doc: unknown, edit: Edit): unknown {
  const copy = structuredClone(doc);
  const paths = pathsIn(copy);
  const target = paths[edit.pick % paths.length] as string[];
  if (target.length === 0) return edit.kind === 'set' ? edit.value : copy;
  const parent = target.slice(0, -1).reduce((n: unknown, k) => (n as Json)[k], copy) as Json;
  const last = target[target.length - 1] as string;
  if (edit.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (edit.kind === 'set') parent[last] = edit.value;
  else if (!Array.isArray(parent)) parent[edit.key] = edit.value;
  else parent.push(edit.value);
  return copy;
}

const editArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('delete', 'set', 'add'),
  pick: fc.nat(),
  value: fc.oneof(fc.jsonValue({ maxDepth: 3 }), hostileText, fc.constant(null), fc.double()),
  key: fc.oneof(hostileText, fc.constantFrom('id', 'documentId', 'xmlns', '@attr', '#text', '')),
});

type TextEdit = { at: number; remove: number; insert: string };

const XML_PIECES = [
  '<!DOCTYPE x [<!ENTITY a "aaaa">]>',
  '<?xml version="1.0" encoding="ISO-8859-1"?>',
  '<?pi x?>',
  '<![CDATA[<x>]]>',
  '<!-- c -->',
  '<x a="1" a="2"/>',
  '<xml:x xmlns:xml="urn:other"/>',
  '<p:documentId xmlns:p="urn:foreign"/>',
  '&a;',
  '&#0;',
  '</',
  '<a>'.repeat(200),
  ' xmlns="urn:other"',
  ' xmlns:=""',
];

const textEditArb: fc.Arbitrary<TextEdit> = fc.record({
  at: fc.nat(),
  remove: fc.nat({ max: 20 }),
  insert: fc.oneof(
    hostileText,
    fc.constantFrom(...XML_PIECES),
    fc.constantFrom('{', '}', '[', ']', '"', ',', ':'),
  ),
});

function applyTextEdits(text: string, edits: TextEdit[]): string {
  let out = text;
  for (const e of edits) {
    const at = e.at % (out.length + 1);
    out = out.slice(0, at) + e.insert + out.slice(at + e.remove);
  }
  return out;
}

/** Deep nesting, closed or not: parsers, validators and error reporters that recurse overflow on it. */
const nested = fc
  .record({
    depth: fc.integer({ min: 1, max: 100_000 }),
    open: fc.constantFrom('[', '{"a":', '<a>'),
    closed: fc.boolean(),
  })
  .map(({ depth, open, closed }) => {
    const close = open === '[' ? ']' : open === '<a>' ? '</a>' : '}';
    const inner = open === '{"a":' ? '1' : '';
    return open.repeat(depth) + (closed ? inner + close.repeat(depth) : '');
  });

interface Body {
  /** The format the body was made in, which its Content-Type names unless the run bends it. */
  format: 'json' | 'xml';
  bytes?: Buffer;
}

function bodyArb(seeds: Seeds): fc.Arbitrary<Body> {
  const text = (format: Body['format'], arb: fc.Arbitrary<string>) =>
    arb.map((t): Body => ({ format, bytes: Buffer.from(t, 'utf8') }));
  const withXml = seeds.messages.filter((m) => m.xml);
  // A seed as another document, then changed member by member; its text, then changed character by character.
  const message = (seeds: Seed[]) =>
    fc.tuple(
      fc.constantFrom(...seeds),
      fc.nat({ max: 30 }),
      fc.oneof(fc.constant<Edit[]>([]), fc.array(editArb, { maxLength: 3 })),
      fc.oneof(fc.constant<TextEdit[]>([]), fc.array(textEditArb, { maxLength: 3 })),
    );
  const json = seeds.messages.length
    ? message(seeds.messages).map(([seed, n, edits, textEdits]) =>
        applyTextEdits(JSON.stringify(edits.reduce(applyEdit, renumbered(seed.doc, n))), textEdits),
      )
    : fc.constant('{}');
  const xml = withXml.length
    ? message(withXml).map(([seed, n, edits, textEdits]) => {
        const doc = edits.reduce(applyEdit, renumbered(seed.doc, n));
        let written: string;
        try {
          written = (seed.xml as (d: unknown) => string)(doc);
        } catch {
          // A member edit the codec cannot write: the unedited message, changed as text instead.
          written = (seed.xml as (d: unknown) => string)(seed.doc);
        }
        return applyTextEdits(written, textEdits);
      })
    : seeds.invoices.length
      ? fc
          .tuple(
            fc.constantFrom(...seeds.invoices),
            fc.oneof(fc.constant<TextEdit[]>([]), fc.array(textEditArb, { maxLength: 3 })),
          )
          .map(([doc, edits]) => applyTextEdits(doc, edits))
      : fc.constant('<x/>');
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom<Body>({ format: 'json' }, { format: 'xml' }) },
    { weight: 8, arbitrary: text('json', json) },
    { weight: 6, arbitrary: text('xml', xml) },
    { weight: 1, arbitrary: text('json', fc.json({ maxDepth: 4 })) },
    { weight: 1, arbitrary: text('json', nested) },
    { weight: 1, arbitrary: text('xml', nested) },
    {
      weight: 1,
      arbitrary: fc.record({
        format: fc.constantFrom<Body['format']>('json', 'xml'),
        bytes: fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
      }),
    },
  );
}

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
