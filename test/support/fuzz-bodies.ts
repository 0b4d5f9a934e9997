// Request bodies for the fuzz suite: an operation's seeds (fuzz-seeds.ts) renumbered, changed member by
// member and then character by character, in JSON and XML; deep nesting; JSON and bytes at random.
import fc from 'fast-check';
import type { Seed, Seeds } from './fuzz-seeds.ts';
import { hostileText } from './fuzz-text.ts';

type Json = Record<string, unknown>;

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

export interface Body {
  /** The format the body was made in, which its Content-Type names unless the run bends it. */
  format: 'json' | 'xml';
  bytes?: Buffer;
}

export function bodyArb(seeds: Seeds): fc.Arbitrary<Body> {
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
