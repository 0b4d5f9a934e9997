// The project's schemas against the official ones: the same valid/invalid verdict on thousands of
// systematically mutated documents per message.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaDocuments } from '../shared/schema/schemas.ts';
import { schemaValidator } from '../shared/schema/validator.ts';
import { mutations } from './support/mutate.ts';
import { official, officialNames, specPath } from './support/official.ts';
import { sample } from './support/sample.ts';

const PER_SCHEMA = 2000;

function bases(name: string): unknown[] {
  const { schema, validate } = official(name);
  const out: unknown[] = [];
  const example = specPath('examples', 'json', `${name}.json`);
  if (fs.existsSync(example)) out.push(JSON.parse(fs.readFileSync(example, 'utf8')));
  for (let variant = 0; variant < 3; variant++) {
    const doc = sample(schema, schema, 0, variant);
    if (validate(doc)) out.push(doc);
  }
  return out;
}

describe('project schemas agree with the official schemas', () => {
  for (const name of officialNames.filter((n) => n in schemaDocuments)) {
    it(name, () => {
      const docs = bases(name);
      expect(docs.length, 'a valid base document (example or generated sample)').toBeGreaterThan(0);
      const theirs = official(name).validate;
      const ours = schemaValidator(name);
      let total = 0;
      let invalid = 0;
      const disagreements: string[] = [];
      for (const base of docs) {
        for (const m of mutations(base, Math.ceil(PER_SCHEMA / docs.length))) {
          total++;
          const a = theirs(m.doc);
          const b = ours(m.doc);
          if (!a) invalid++;
          if (a !== b)
            disagreements.push(
              `${m.label}: official ${a ? 'valid' : 'invalid'}, ours ${b ? 'valid' : 'invalid'}`,
            );
        }
      }
      console.log(
        `${name}: ${total} documents (${invalid} invalid, ${total - invalid} valid), ${disagreements.length} disagreements`,
      );
      expect(disagreements.slice(0, 20)).toEqual([]);
      expect(total).toBeGreaterThanOrEqual(PER_SCHEMA);
      expect(invalid).toBeGreaterThan(0);
      expect(total - invalid).toBeGreaterThan(0);
    });
  }
});
