// JSON is read within bounds wherever it is read: more objects and arrays than an XML message may have
// elements are refused before JSON.parse builds them, and a fault is located by scanning the text,
// not by building a tree of it (which took up to 90 times the text in memory). A member twice in one object
// is refused as XML refuses an element twice, where JSON.parse would keep the last.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_CONTAINERS, MessageInputError, parseJson } from '../shared/messages/json-input.ts';

function refusal(text: string): MessageInputError {
  try {
    parseJson(text);
  } catch (e) {
    expect(e).toBeInstanceOf(MessageInputError);
    return e as MessageInputError;
  }
  throw new Error('the text was read');
}

describe('objects and arrays', () => {
  const objects = (n: number) => `[${Array(n).fill('{}').join(',')}]`;

  it(`reads ${MAX_JSON_CONTAINERS} and refuses one more, saying so`, () => {
    expect(parseJson(objects(MAX_JSON_CONTAINERS - 1))).toHaveLength(MAX_JSON_CONTAINERS - 1);
    const e = refusal(objects(MAX_JSON_CONTAINERS));
    expect(e.code).toBe('too-many-values');
    expect(e.message).toBe('JSON has more objects and arrays than the limit of 100000');
  });

  it('counts brackets in structure only, not inside strings', () => {
    const text = JSON.stringify({ note: '{['.repeat(MAX_JSON_CONTAINERS) });
    expect(parseJson(text)).toEqual({ note: '{['.repeat(MAX_JSON_CONTAINERS) });
  });
});

describe('a fault is located by line and column', () => {
  it('in a small text', () => {
    expect(refusal('{\n  "documentId": {,\n}').message).toBe(
      'JSON is malformed at line 2, column 18: value expected',
    );
  });

  it('in an array of 1.74 million objects left open (5.2 MB)', () => {
    const e = refusal(`[\n${'{},'.repeat(1_740_000)}`);
    expect(e.code).toBe('malformed-json');
    expect(e.message).toBe(`JSON is malformed at line 2, column ${3 * 1_740_000 + 1}: value expected`);
  });

  it('in a large text within the limit, where JSON.parse finds it', () => {
    const e = refusal(`{"note": "${'x'.repeat(200_000)}", "hours": 8,}`);
    expect(e.message).toBe('JSON is malformed at line 1, column 200025: property name expected');
  });
});

describe('a member twice in one object', () => {
  it('is refused, naming the member, its path and where the second one is', () => {
    const e = refusal('{\n  "documentId": {"value": "1"},\n  "documentId": {"value": "2"}\n}');
    expect(e.code).toBe('duplicate-member');
    expect(e.message).toBe('JSON has the member documentId twice in one object at line 3, column 3');
    expect(e.path).toBe('/documentId');
  });

  it('is found in any object, however it is written', () => {
    expect(refusal('{"lines": [{"id": "1"}, {"id": "2", "hours": 8, "id": "3"}]}').path).toBe('/lines/1/id');
    // The same name, once written with an escape: JSON.parse keeps one member, the text has two.
    expect(refusal('{"a/b": 1, "a\\u002fb": 2}').path).toBe('/a~1b');
    expect(refusal('{"x": {"a:b": 1}, "x": 2}').path).toBe('/x');
  });

  it('the same name in different objects is no repeat, nor are colons in names and text', () => {
    const value = { a: { id: 1 }, b: [{ id: 2 }, { id: 3 }], 'c:d': '08:00:00Z', e: ':' };
    expect(parseJson(JSON.stringify(value))).toEqual(value);
    // A colon written as an escape is told apart from a repeat.
    expect(parseJson('{"t": "08\\u003a00", "u\\u003A": 1}')).toEqual({ t: '08:00', 'u:': 1 });
  });

  it('any JSON is read as JSON.parse reads it; any object with a member added again is refused', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        expect(parseJson(text)).toEqual(JSON.parse(text));
      }),
    );
    const object = fc.dictionary(fc.string({ unit: 'grapheme' }), fc.jsonValue({ maxDepth: 2 }), {
      minKeys: 1,
    });
    fc.assert(
      fc.property(object, fc.boolean(), (value, escaped) => {
        const name = Object.keys(value)[0] as string;
        // The name again, as it is or with every character escaped.
        const again = escaped
          ? `"${name
              .split('')
              .map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
              .join('')}"`
          : JSON.stringify(name);
        const text = `${JSON.stringify(value).slice(0, -1)},${again}:null}`;
        expect(refusal(text)).toMatchObject({
          code: 'duplicate-member',
          message: expect.stringContaining(name),
        });
      }),
    );
  });
});
