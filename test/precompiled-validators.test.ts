// The CLI bundle validates with validators compiled ahead of time (scripts/precompiled-validators.ts);
// the sources compile the schemas at run time. Both must say the same of every document: here the
// module that stands in for shared/schema/compiler.ts in the bundle is built as the bundle builds it,
// and its validators are compared with the run-time ones on valid documents and their mutations.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildValidators, precompiledNames } from '../scripts/precompiled-validators.ts';
import { schemaDocuments } from '../shared/schema/schemas.ts';
import { schemaValidator } from '../shared/schema/validator.ts';
import { mutations } from './support/mutate.ts';
import { official, officialNames, readExample, specPath } from './support/official.ts';
import { sample } from './support/sample.ts';

const PER_SCHEMA = 300;

/** Every object and array inside the official examples and documents sampled from the official schemas. */
function seeds(): unknown[] {
  const docs: unknown[] = [{ document: 'aGVsbG8=', 'mime type': 'image/png', filename: 'r.png' }];
  for (const file of fs.readdirSync(specPath('examples', 'json'))) docs.push(readExample(file));
  for (const name of officialNames.filter((n) => n in schemaDocuments)) {
    const { schema } = official(name);
    for (let variant = 0; variant < 3; variant++) docs.push(sample(schema, schema, 0, variant));
  }
  const out: unknown[] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    out.push(node);
    for (const child of Object.values(node)) walk(child);
  };
  for (const doc of docs) walk(doc);
  // A line body that wraps lines (`{ timeInterval: [line] }`) is made of the lines found.
  for (const node of [...out])
    for (const [member, value] of Object.entries(node as object))
      if (Array.isArray(value) && value.length > 0) out.push({ [member]: value.slice(0, 1) });
  return out;
}

let dir: string;
let precompiled: (name: string) => ValidateFunction | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-validators-'));
  fs.writeFileSync(path.join(dir, 'schema-compiler.mjs'), await buildValidators(dir));
  ({ compileSchema: precompiled } = await import(pathToFileURL(path.join(dir, 'schema-compiler.mjs')).href));
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('validators compiled ahead of time agree with those compiled at run time', () => {
  const all = seeds();
  for (const name of precompiledNames()) {
    it(name, () => {
      const ahead = precompiled(name) as ValidateFunction;
      const now = schemaValidator(name);
      // The smallest valid document: mutations of the 15 kB pay equity samples take seconds.
      const base = all
        .filter((doc) => now(doc))
        .sort((a, b) => JSON.stringify(a).length - JSON.stringify(b).length)[0];
      expect(base, 'a valid document to mutate').toBeDefined();
      let invalid = 0;
      for (const { label, doc } of mutations(base, PER_SCHEMA)) {
        const verdict = now(doc);
        expect(ahead(doc), label).toBe(verdict);
        // As text: a deep comparison of hundreds of errors per document is what would take the time.
        expect(JSON.stringify(ahead.errors), label).toBe(JSON.stringify(now.errors));
        if (!verdict) invalid++;
      }
      expect(invalid).toBeGreaterThan(0);
    });
  }

  it('knows no schema that the project does not have', () => {
    expect(precompiled('Timecard-9.9')).toBeUndefined();
  });
});
