// shared/messages/oas-operations.ts is made from the official OpenAPI files by scripts/oas-operations.ts and
// committed (the product cannot read them); made again here, it must be the same, so it cannot drift.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { oasOperationsModule, tableFile } from '../scripts/oas-operations.ts';
import { oasOperations } from '../shared/messages/oas-operations.ts';
import { families } from '../shared/messages/registry.ts';
import { readSpec, specPath } from './support/official.ts';
import { tempDir } from './support/temp.ts';

describe('the OpenAPI operations table', () => {
  it('is what the official OpenAPI files give', () => {
    expect(fs.readFileSync(tableFile, 'utf8')).toBe(oasOperationsModule(specPath('openapi')));
  });

  it('would differ if the files did: a timecard submitted with PUT only', () => {
    const dir = tempDir('setu-oas-');
    for (const file of fs.readdirSync(specPath('openapi')))
      fs.writeFileSync(path.join(dir, file), readSpec('openapi', file));
    const p2p = YAML.parse(readSpec('openapi', 'purchase-to-pay.yml'));
    delete p2p.paths['/purchase-to-pay/timecard/{id}'].post;
    fs.writeFileSync(path.join(dir, 'purchase-to-pay.yml'), YAML.stringify(p2p));
    const changed = oasOperationsModule(dir);
    expect(changed).not.toBe(fs.readFileSync(tableFile, 'utf8'));
    expect(changed).toContain(
      "'/purchase-to-pay/timecard': {\n    // Update an existing timecard\n    submit: { method: 'PUT', at: 'resource' },",
    );
  });

  it('gives every operation the outbox sends the method DESIGN §14 names', () => {
    const expected = {
      submit: 'POST',
      update: 'PUT',
      delete: 'DELETE',
    } as const;
    for (const f of families)
      for (const endpoint of f.endpoints) {
        const table = oasOperations[endpoint.path];
        for (const op of ['submit', 'update', 'delete'] as const) {
          if (!endpoint.operations.includes(op)) continue;
          // Pay equity has PUT only: it submits with it.
          const method = f.name === 'InquiryPayEquity' && op === 'submit' ? 'PUT' : expected[op];
          expect(table?.[op]?.method, `${op} ${endpoint.path}`).toBe(method);
          const at = endpoint.ids === 'server' && op === 'submit' ? 'collection' : 'resource';
          expect(table?.[op]?.at, `${op} ${endpoint.path}`).toBe(at);
        }
      }
  });
});
