// Loads the official SETU material from ../shared/spec. Only tests and benchmarks may do this:
// the product carries its own schemas.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import YAML from 'yaml';

export const SPEC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/spec');

export const specPath = (...parts: string[]) => path.join(SPEC, ...parts);
export const readSpec = (...parts: string[]) => fs.readFileSync(specPath(...parts), 'utf8');
export const readExample = (file: string) => JSON.parse(readSpec('examples', 'json', file));

type Json = Record<string, unknown>;

function loadDoc(rel: string): Json {
  const text = readSpec('schemas', rel);
  return rel.endsWith('.json') ? JSON.parse(text) : YAML.parse(text);
}

/** The official schema of each message, by `<Message>-<version>`. */
const officialSources: Record<string, () => Json> = {
  'StaffingOrder-2.0': () => loadDoc('purchase-to-pay-v2/StaffingOrder.yml'),
  'HumanResource-2.0': () => loadDoc('purchase-to-pay-v2/HumanResource.yml'),
  'Assignment-2.0': () => loadDoc('purchase-to-pay-v2/Assignment.yml'),
  'Timecard-2.0': () => loadDoc('purchase-to-pay-v2/Timecard.yml'),
  'PlanningRequest-2.0': () => loadDoc('planning-v2/PlanningRequest.yaml'),
  'PlanningAssignment-2.0': () => loadDoc('planning-v2/PlanningAssignment.yaml'),
  'PlanningConstraints-2.0': () => loadDoc('planning-v2/PlanningConstraints.yaml'),
  'InquiryPayEquity-1.0': () => loadDoc('inquiry-pay-equity/InquiryPayEquity-1.0.json'),
  'InquiryPayEquity-2.0': () => {
    // The 2.0 schema lives inside an OpenAPI document and refers to its siblings as
    // #/components/schemas/X; its own $id would break those references, so it is dropped and the
    // schema is wrapped as the document's root.
    const doc = loadDoc('inquiry-pay-equity/InquiryPayEquity-2.0-openapi.yaml') as {
      components: { schemas: Record<string, Json> };
    };
    const schemas = doc.components.schemas;
    const { $id: _id, $schema: _s, ...root } = schemas.InquiryPayEquity as Json;
    for (const s of Object.values(schemas)) delete s.$id;
    return { ...root, components: { schemas } };
  },
};

export const officialNames = Object.keys(officialSources);

const cache = new Map<string, { schema: Json; validate: ValidateFunction }>();

export function official(name: string): { schema: Json; validate: ValidateFunction } {
  let hit = cache.get(name);
  if (!hit) {
    const load = officialSources[name];
    if (!load) throw new Error(`no official schema for ${name}`);
    const schema = load();
    const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    // ajv-formats is CommonJS: Node hands its module.exports (the plugin) to a default import.
    (formatsPlugin as unknown as typeof formatsPlugin.default)(ajv);
    hit = { schema, validate: ajv.compile(schema) };
    cache.set(name, hit);
  }
  return hit;
}

/** Resolves a local `#/...` JSON pointer inside an official document. */
export function resolveLocal(root: Json, ref: string): Json {
  let node: unknown = root;
  for (const raw of ref.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    node = (node as Json)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node as Json;
}
