// Builds a "maximal" instance of a schema: every optional member present, so that mutations reach
// members the official examples leave out. Candidates are checked against the schema by the caller.
import { resolveLocal } from './official.ts';

type Json = Record<string, unknown>;
type Schema = Json & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minItems?: number;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};

const formatSamples: Record<string, string> = {
  date: '2024-03-04',
  'date-time': '2024-03-04T08:30:00+01:00',
  time: '08:30:00+01:00',
  'uri-reference': 'https://example.org/terms',
  uri: 'https://example.org/file',
  email: 'someone@example.org',
  byte: 'aGVsbG8=',
  duration: 'P6M',
};

// Composition sites met so far in the document being built: successive oneOf/anyOf sites take
// successive branches, so one document holds every kind of condition and occurrence, not only the first.
let branchTurn = 0;

export function sample(root: Json, schema: Schema = root, depth = 0, variant = 0): unknown {
  if (depth === 0) branchTurn = 0;
  if (schema.$ref) {
    // A $ref may sit beside other keywords (2020-12); merge what the target says with them.
    const { $ref, ...rest } = schema;
    return sample(root, { ...resolveLocal(root, $ref), ...rest } as Schema, depth + 1, variant);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[variant % schema.enum.length];
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    // Deep recursive conditions (all-of/any-of/not) would never end; past a depth take the first branch.
    const branch = branches[depth > 12 ? 0 : (variant + branchTurn++) % branches.length] as Schema;
    const { oneOf: _o, anyOf: _a, ...rest } = schema;
    return sample(root, { ...rest, ...branch } as Schema, depth + 1, variant);
  }
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    return sample(
      root,
      Object.assign({}, rest, ...allOf.map((s) => (s.$ref ? resolveLocal(root, s.$ref) : s))),
      depth + 1,
      variant,
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Json = {};
    for (const [k, v] of Object.entries(schema.properties ?? {})) {
      if (depth > 40) break;
      out[k] = sample(root, v, depth + 1, variant);
    }
    // A member may be required without being described (InquiryPayEquity 2.0's Recurring requires
    // `interval` but describes `recurringInterval`): any value satisfies such a requirement.
    for (const k of schema.required ?? []) if (!(k in out) && depth <= 40) out[k] = 'text';
    return out;
  }
  if (type === 'array') {
    const n = Math.max(schema.minItems ?? 1, 1);
    return Array.from({ length: n }, (_, i) => sample(root, schema.items ?? {}, depth + 1, variant + i));
  }
  if (type === 'number') return 12.5;
  if (type === 'integer') return 3;
  if (type === 'boolean') return true;
  if (type === 'string') return (schema.format && formatSamples[schema.format]) ?? 'text';
  return 'text';
}
