// JSON is read within bounds wherever it is read: more objects and arrays than an XML message may have
// elements are refused before JSON.parse builds them, and a fault is located by scanning the text,
// not by building a tree of it (which took 90 times the text in memory).
import { describe, expect, it } from 'vitest';
import { MAX_JSON_CONTAINERS, MessageInputError, parseJson } from '../shared/message-io.ts';

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
