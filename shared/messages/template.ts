// Starting points for a new draft, built from the project's own schemas (the product does not carry
// the official examples): a skeleton holds every required member with empty values, for the form to
// fill in; a template fills them with plausible values of the right type, enum and format.

import { schemaDocuments } from '../schema/schemas.ts';
import { type Located, type Node, resolve } from '../schema/shapes.ts';

export type StartingPoint = 'skeleton' | 'template';

const formatValues: Record<string, () => string> = {
  date: () => new Date().toISOString().slice(0, 10),
  'date-time': () => new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  time: () => '09:00:00',
  uri: () => 'https://example.org/',
  'uri-reference': () => 'https://example.org/',
  email: () => 'someone@example.org',
  duration: () => 'PT8H',
};

/** Every view of a node: itself, what its $ref points to, and the first branch of a choice. */
function views(located: Located, depth = 0): Located[] {
  if (depth > 20) return [located];
  const { node, doc } = located;
  const n = node as Node;
  const out: Located[] = [located];
  if (n.$ref) out.push(...views(resolve(n.$ref, doc), depth + 1));
  for (const part of n.allOf ?? []) out.push(...views({ node: part, doc }, depth + 1));
  // A choice contributes only its first branch: filling two exclusive branches would be invalid.
  const branch = (n.oneOf ?? n.anyOf)?.[0];
  if (branch) out.push(...views({ node: branch, doc }, depth + 1));
  return out;
}

function build(located: Located, mode: StartingPoint, depth: number): unknown {
  const parts = views(located).map((p) => ({ n: p.node as Node, doc: p.doc }));
  const pick = <K extends keyof Node>(k: K) => parts.find((p) => p.n[k] !== undefined)?.n[k];
  const constant = pick('const');
  if (constant !== undefined) return constant;
  const enumeration = pick('enum') as unknown[] | undefined;
  const types = parts.flatMap((p) => (Array.isArray(p.n.type) ? p.n.type : p.n.type ? [p.n.type] : []));
  const withItems = parts.find((p) => p.n.items);
  if (types.includes('array') || withItems) {
    const min = Math.max(0, ...parts.map((p) => p.n.minItems ?? 0));
    if (!withItems || depth > 30) return [];
    const item = { node: withItems.n.items as Node, doc: withItems.doc } as Located;
    return Array.from({ length: mode === 'template' ? Math.max(min, 1) : min }, () =>
      build(item, mode, depth + 1),
    );
  }
  const withProps = parts.filter((p) => p.n.properties);
  if (types.includes('object') || withProps.length > 0) {
    const out: Record<string, unknown> = {};
    const required = new Set(parts.flatMap((p) => p.n.required ?? []));
    for (const p of withProps) {
      for (const [name, member] of Object.entries(p.n.properties ?? {})) {
        if (!required.has(name) || name in out || depth > 30) continue;
        out[name] = build({ node: member, doc: p.doc } as Located, mode, depth + 1);
      }
    }
    return out;
  }
  const type = types[0] ?? 'string';
  if (mode === 'skeleton') {
    if (type === 'boolean') return false;
    return type === 'number' || type === 'integer' ? 0 : '';
  }
  if (enumeration) return enumeration[0];
  if (type === 'boolean') return true;
  if (type === 'number' || type === 'integer') return 1;
  const format = pick('format') as string | undefined;
  return (format && formatValues[format]?.()) ?? 'text';
}

/** A new message of a schema document (`Timecard-2.0`) to start a draft from. */
export function startingPoint(schemaName: string, mode: StartingPoint): Record<string, unknown> {
  const doc = schemaDocuments[schemaName];
  if (!doc) throw new Error(`unknown schema ${schemaName}`);
  return build({ node: doc, doc } as Located, mode, 0) as Record<string, unknown>;
}
