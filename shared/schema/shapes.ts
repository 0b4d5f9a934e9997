// A message's shape as the XML codec and the forms need it: for every member, in XSD order, its
// element name, whether it repeats, and its scalar type. Derived from the project's schemas.
import { SCHEMA_BASE, type SchemaDocument, schemaDocuments } from './schemas.ts';

export type Scalar = 'string' | 'number' | 'integer' | 'boolean';

export interface Shape {
  /** Scalar type, or 'object' when the shape has members. */
  type: Scalar | 'object';
  /** The JSON Schema format of a scalar (`date`, `time`, `date-time`, ...). */
  format?: string;
  /** Members in element order; empty for scalars. */
  members: Member[];
  /** Members by JSON name and by XML element name. */
  byName: Map<string, Member>;
  byElement: Map<string, Member>;
}

export interface Member {
  name: string;
  element: string;
  repeated: boolean;
  required: boolean;
  shape: Shape;
}

/** A JSON Schema node as the project's schemas write them. */
export type Node = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Node>;
  items?: Node;
  required?: string[];
  xmlName?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minItems?: number;
  oneOf?: Node[];
  anyOf?: Node[];
  allOf?: Node[];
};

export interface Located {
  node: Node;
  doc: SchemaDocument;
}

export function resolve(ref: string, from: SchemaDocument): Located {
  const [file, pointer = ''] = ref.split('#');
  const doc = file
    ? schemaDocuments[new URL(file, from.$id).href.slice(SCHEMA_BASE.length).replace(/\.json$/, '')]
    : from;
  if (!doc) throw new Error(`schema reference ${ref} leads nowhere`);
  let node: unknown = doc;
  for (const token of pointer.split('/').filter(Boolean)) {
    node = (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (!node) throw new Error(`schema reference ${ref} leads nowhere`);
  return { node: node as Node, doc };
}

/** Follows $ref chains and merges composition branches into one view of the members. */
function flatten({ node, doc }: Located, seen: Set<Node>): Located[] {
  if (seen.has(node)) return [];
  const out: Located[] = [{ node, doc }];
  const next = new Set(seen).add(node);
  if (node.$ref) out.push(...flatten(resolve(node.$ref, doc), next));
  for (const branch of [...(node.allOf ?? []), ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
    out.push(...flatten({ node: branch, doc }, next));
  }
  return out;
}

const cache = new Map<Node, Shape>();

function shapeOf(located: Located, seen: Set<Node>): Shape {
  const cached = cache.get(located.node);
  if (cached) return cached;
  const parts = flatten(located, seen);
  const typeOf = (p: Located) => (Array.isArray(p.node.type) ? p.node.type[0] : p.node.type);
  const declared = parts.map(typeOf).find((t) => t && t !== 'array');
  const hasMembers = parts.some((p) => p.node.properties);
  const shape: Shape = {
    type: hasMembers || declared === 'object' ? 'object' : ((declared as Scalar | undefined) ?? 'string'),
    format: parts.map((p) => p.node.format as string | undefined).find(Boolean),
    members: [],
    byName: new Map(),
    byElement: new Map(),
  };
  // Registered before the members are filled so that recursive schemas terminate.
  cache.set(located.node, shape);
  const guard = new Set(seen).add(located.node);
  for (const part of parts) {
    for (const [name, raw] of Object.entries(part.node.properties ?? {})) {
      if (shape.byName.has(name)) continue;
      const alternatives = flatten({ node: raw, doc: part.doc }, guard);
      const items = alternatives.find((p) => p.node.items);
      const element = alternatives.map((p) => p.node.xmlName).find(Boolean) ?? name;
      const member: Member = {
        name,
        element,
        repeated: Boolean(items) || alternatives.some((p) => p.node.type === 'array'),
        required: parts.some((p) => p.node.required?.includes(name)),
        shape: shapeOf(
          items ? { node: items.node.items as Node, doc: items.doc } : { node: raw, doc: part.doc },
          guard,
        ),
      };
      shape.members.push(member);
      shape.byName.set(name, member);
      shape.byElement.set(element, member);
    }
  }
  return shape;
}

/** The shape of a schema document (`Timecard-2.0`) or of a definition in it (`Timecard-2.0#/$defs/allowance`). */
export function shapeFor(schemaRef: string): Shape {
  const [name, pointer] = schemaRef.split('#');
  const doc = schemaDocuments[name as string];
  if (!doc) throw new Error(`unknown schema ${name}`);
  return shapeOf(pointer ? resolve(`#${pointer}`, doc) : { node: doc, doc }, new Set());
}
