// Official example messages for each family, endpoint and version (generated where none exists).

import fs from 'node:fs';
import type { Endpoint, Family } from '../../shared/messages/registry.ts';
import { official, readExample, specPath } from './official.ts';
import { sample } from './sample.ts';

export type Doc = Record<string, unknown>;

export function exampleMessage(f: Family, version: string, endpoint?: Endpoint): Doc {
  const file = `${f.name}-${version}.json`;
  const doc: Doc = fs.existsSync(specPath('examples', 'json', file))
    ? readExample(file)
    : (sample(official(`${f.name}-${version}`).schema) as Doc);
  if (endpoint?.requires) doc[endpoint.requires.pointer.slice(1)] = endpoint.requires.value;
  return doc;
}

/** The same message as a new document: another documentId, so that both can be stored. */
export function variant(doc: Doc, suffix: string): Doc {
  const copy = structuredClone(doc);
  const id = copy.documentId as { value: string };
  id.value = `${id.value}-${suffix}`;
  return copy;
}
