// The fuzz suite's hostile text, shared by its ids and paths (fuzz-requests.ts) and its bodies
// (fuzz-bodies.ts).
import fc from 'fast-check';

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

export const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
