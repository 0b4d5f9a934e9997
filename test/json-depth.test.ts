// JSON nests at most as deep as XML may (64 levels) wherever it is read: deeper input is a 400 (exit 2
// in the CLI) that says so, not a stack overflow in the parser's error path, a validator or a writer.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageInputError, parseJson } from '../shared/messages/json-input.ts';
import { cli } from './support/cli.ts';
import { type ApiServer, startApiServer } from './support/management.ts';
import { tempDir } from './support/temp.ts';

const deep = (levels: number, closed = true) => '['.repeat(levels) + (closed ? ']'.repeat(levels) : '');
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('parseJson', () => {
  it('reads 64 levels and refuses 65, naming the limit and where it was passed', () => {
    expect(parseJson(deep(64))).toBeDefined();
    expect(() => parseJson(deep(65))).toThrow(/nests deeper than 64 levels at line 1, column 65/);
    expect(() => parseJson(deepObject(65))).toThrow(MessageInputError);
  });

  it('counts brackets in structure only, not inside strings', () => {
    expect(parseJson(JSON.stringify({ a: '['.repeat(1000), b: '{'.repeat(1000) }))).toMatchObject({
      a: expect.any(String),
    });
    expect(parseJson(JSON.stringify({ a: '\\"[[[[' }))).toEqual({ a: '\\"[[[[' });
  });

  it('refuses unclosed nesting as too deep rather than overflowing while locating the fault', () => {
    expect(() => parseJson(deep(100_000, false))).toThrow(/nests deeper than 64 levels/);
  });
});

describe('over HTTP', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server.close());

  const put = (body: string) =>
    fetch(`${server.url}/purchase-to-pay/timecard/6f1c1d2e-0b7a-4d36-9a0e-3c5d7e9f1a2b`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
      body,
    });

  it('the exchange server answers 100,000 unclosed brackets and 10,000 closed ones with 400', async () => {
    for (const body of [deep(100_000, false), deep(10_000), deepObject(10_000)]) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'malformed-json',
        description: expect.stringMatching(/nests deeper than 64/),
      });
    }
  });

  it('the management API answers a 5,000-level draft with 400 and stores nothing', async () => {
    const res = await server.api('/api/drafts', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"family":"Timecard","version":"2.0","body":${deepObject(5_000)}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ description: expect.stringMatching(/nests deeper than 64/) });
    expect(await (await server.api('/api/drafts')).json()).toMatchObject({ items: [] });
  });
});

describe('the CLI', () => {
  it('validate: a file nested 10,000 deep cannot be read (exit 2)', async () => {
    const file = path.join(tempDir('setu-depth-'), 'deep.json');
    fs.writeFileSync(file, deepObject(10_000));
    const r = await cli('validate', file, '--type', 'Timecard');
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/deep\.json: JSON nests deeper than 64 levels/);
  });
});
