// The form's view of a message schema: what control each member gets. $ref and allOf are merged into
// one view (as shapes.ts does for the codec); oneOf/anyOf become a choice of variants; `const`
// members are fixed. Models are built once per schema node and shared, so recursive schemas (the
// pay-equity conditions) are a finite graph the form walks only as deep as the data goes.
import { schemaDocuments } from '../../shared/schema/schemas.ts';
import { type Located, type Node, resolve } from '../../shared/schema/shapes.ts';

export type Model = ObjectModel | ArrayModel | ChoiceModel | ScalarModel | ConstModel | AnyModel;
export type ScalarType = 'string' | 'number' | 'integer' | 'boolean';

export interface Member {
  name: string;
  required: boolean;
  model: Model;
}

export interface ObjectModel {
  kind: 'object';
  members: Member[];
  byName: Map<string, Member>;
  /** Members the schema does not name are allowed too (the pay-equity conditions). */
  open: boolean;
}

export interface ArrayModel {
  kind: 'array';
  item: Model;
  minItems: number;
  maxItems?: number;
}

export interface Variant {
  /** The value that names the variant (`Age`), where one does; the UI names the others by position. */
  name?: string;
  /** Members the variant fixes (`conditionType: "Age"`): how a value is recognised as this variant. */
  consts: Record<string, unknown>;
  model: Model;
}

export interface ChoiceModel {
  kind: 'choice';
  variants: Variant[];
}

export interface ScalarModel {
  kind: 'scalar';
  type: ScalarType;
  format?: string;
  options?: (string | number | boolean)[];
}

export interface ConstModel {
  kind: 'const';
  value: unknown;
}

/** A member the schema describes without a type: any JSON value is accepted. */
export interface AnyModel {
  kind: 'any';
}

const annotations = new Set(['$ref', 'description', 'title', '$comment']);
const isPureRef = (n: Node) => n.$ref !== undefined && Object.keys(n).every((k) => annotations.has(k));

/** A node with what its $ref and allOf say, in that order; choices stay where they are. */
function flatten(located: Located, seen: Set<Node> = new Set()): Located[] {
  const { node, doc } = located;
  if (seen.has(node)) return [];
  const next = new Set(seen).add(node);
  const out: Located[] = [located];
  if (node.$ref) out.push(...flatten(resolve(node.$ref, doc), next));
  for (const part of node.allOf ?? []) out.push(...flatten({ node: part, doc }, next));
  return out;
}

const cache = new Map<Node, Model>();

function compile(located: Located): Model {
  if (isPureRef(located.node)) return compile(resolve(located.node.$ref as string, located.doc));
  const hit = cache.get(located.node);
  if (hit) return hit;
  const parts = flatten(located);
  const site = parts.find((p) => p.node.oneOf ?? p.node.anyOf);
  if (!site) return fromParts(parts, located.node);
  const choice: ChoiceModel = { kind: 'choice', variants: [] };
  cache.set(located.node, choice);
  const { oneOf, anyOf, ...rest } = site.node;
  const base = parts.map((p) => (p === site ? { node: rest as Node, doc: p.doc } : p));
  (oneOf ?? anyOf ?? []).forEach((branch) => {
    const branchParts = flatten({ node: branch, doc: site.doc });
    const model = fromParts([...base, ...branchParts], branch);
    choice.variants.push(variantOf(model));
  });
  return choice;
}

function variantOf(model: Model): Variant {
  const consts: Record<string, unknown> = {};
  if (model.kind === 'object')
    for (const m of model.members) if (m.model.kind === 'const') consts[m.name] = m.model.value;
  const named = Object.values(consts).find((v) => typeof v === 'string');
  return typeof named === 'string' ? { name: named, consts, model } : { consts, model };
}

function fromParts(parts: Located[], key: Node): Model {
  const nodes = parts.map((p) => p.node);
  const constant = nodes.find((n) => n.const !== undefined);
  if (constant) return remember(key, { kind: 'const', value: constant.const });
  const types = nodes.flatMap((n) => (Array.isArray(n.type) ? n.type : n.type ? [n.type] : []));
  const withItems = parts.find((p) => p.node.items);
  if (types.includes('array') || withItems) {
    const model: ArrayModel = {
      kind: 'array',
      item: { kind: 'any' },
      minItems: Math.max(0, ...nodes.map((n) => n.minItems ?? 0)),
    };
    const limits = nodes.map((n) => n.maxItems).filter((n): n is number => typeof n === 'number');
    if (limits.length > 0) model.maxItems = Math.min(...limits);
    remember(key, model);
    if (withItems) model.item = compile({ node: withItems.node.items as Node, doc: withItems.doc });
    return model;
  }
  const withProps = parts.filter((p) => p.node.properties);
  if (types.includes('object') || withProps.length > 0) {
    const closed = nodes.some((n) => n.additionalProperties === false || n.unevaluatedProperties === false);
    const model: ObjectModel = { kind: 'object', members: [], byName: new Map(), open: !closed };
    remember(key, model);
    const required = new Set(nodes.flatMap((n) => n.required ?? []));
    for (const part of withProps) {
      for (const [name, raw] of Object.entries(part.node.properties ?? {})) {
        if (model.byName.has(name)) continue;
        const member: Member = {
          name,
          required: required.has(name),
          model: compile({ node: raw, doc: part.doc }),
        };
        model.members.push(member);
        model.byName.set(name, member);
      }
    }
    return model;
  }
  const options = nodes.find((n) => n.enum)?.enum as ScalarModel['options'];
  const type = types.find((t) => t !== 'null') as ScalarType | undefined;
  if (!type && !options) return remember(key, { kind: 'any' });
  const scalar: ScalarModel = { kind: 'scalar', type: type ?? 'string' };
  const format = nodes.map((n) => n.format).find(Boolean);
  if (format) scalar.format = format;
  if (options) scalar.options = options;
  return remember(key, scalar);
}

function remember<M extends Model>(key: Node, model: M): M {
  cache.set(key, model);
  return model;
}

/** The model of a schema document (`Timecard-2.0`). */
export function modelFor(schemaName: string): Model {
  const doc = schemaDocuments[schemaName];
  if (!doc) throw new Error(`unknown schema ${schemaName}`);
  return compile({ node: doc as Node, doc });
}

/** The variant a value is: the one whose fixed members it has (or, without any, whose members it uses). */
export function variantIndex(choice: ChoiceModel, value: unknown): number {
  if (value === undefined) return -1;
  const object = value !== null && typeof value === 'object' && !Array.isArray(value);
  const record = (object ? value : {}) as Record<string, unknown>;
  const byConsts = choice.variants.findIndex(
    (v) => Object.keys(v.consts).length > 0 && Object.entries(v.consts).every(([k, c]) => record[k] === c),
  );
  if (byConsts >= 0) return byConsts;
  return choice.variants.findIndex((v) => {
    if (Object.keys(v.consts).length > 0) return false;
    if (v.model.kind === 'object')
      return object && Object.keys(record).every((k) => v.model.kind === 'object' && v.model.byName.has(k));
    if (v.model.kind === 'array') return Array.isArray(value);
    if (v.model.kind === 'scalar')
      return typeof value === (v.model.type === 'integer' ? 'number' : v.model.type);
    return true;
  });
}

/** The model a pointer's token leads to inside a model holding `value` (a chosen variant for a choice). */
export function childModel(model: Model, value: unknown, token: string): Model | undefined {
  const m = model.kind === 'choice' ? model.variants[variantIndex(model, value)]?.model : model;
  if (!m) return undefined;
  if (m.kind === 'object') return m.byName.get(token)?.model;
  if (m.kind === 'array') return /^\d+$/.test(token) ? m.item : undefined;
  return undefined;
}
