// Validation of a whole message: its schema, then the rules JSON Schema cannot say.
import { at, type Endpoint, type Family, families, schemaOf } from '../messages/registry.ts';
import type { ValidationIssue } from './errors.ts';
import { schemaDocuments } from './schemas.ts';
import { checkSchema, schemaValidator } from './validator.ts';

export type { ValidationIssue } from './errors.ts';

const idPaths = new Map<string, string[]>();
const tokens = (pointer: string) => {
  let t = idPaths.get(pointer);
  if (!t) {
    t = pointer.split('/').slice(1);
    idPaths.set(pointer, t);
  }
  return t;
};

function lineId(line: unknown, path: string[]): unknown {
  let node = line;
  for (const t of path)
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[t] : undefined;
  return node;
}

/** Line identifiers are unique among all lines that share one path segment (one URL namespace). */
export function lineIdIssues(f: Family, doc: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (f.lines.length === 0 || doc === null || typeof doc !== 'object') return issues;
  // This runs on every message, so nothing is allocated per line unless a duplicate is found.
  const seen = new Map<string, Map<string, string>>();
  for (const kind of f.lines) {
    const lines = (doc as Record<string, unknown>)[kind.member];
    if (!Array.isArray(lines)) continue;
    let scope = seen.get(kind.segment);
    if (!scope) {
      scope = new Map();
      seen.set(kind.segment, scope);
    }
    const path = tokens(kind.idPointer);
    for (let i = 0; i < lines.length; i++) {
      const id = lineId(lines[i], path);
      if (typeof id !== 'string') continue;
      const first = scope.get(id);
      if (first === undefined) scope.set(id, `/${kind.member}/${i}${kind.idPointer}`);
      else {
        const where = `/${kind.member}/${i}${kind.idPointer}`;
        issues.push({
          path: where,
          code: 'duplicate-line-id',
          message: `line id "${id}" is already used at ${first}`,
        });
      }
    }
  }
  return issues;
}

export function endpointIssues(endpoint: Endpoint, doc: unknown): ValidationIssue[] {
  const rule = endpoint.requires;
  if (!rule || at(doc, rule.pointer) === rule.value) return [];
  return [
    {
      path: rule.pointer,
      code: 'endpoint',
      message: `must be ${rule.value} for the ${endpoint.label} endpoint`,
    },
  ];
}

// XML 1.0 cannot carry these at all, and no UTF can carry half a surrogate pair: a message holding
// one could be stored from JSON but never sent or read as XML.
// With the u flag a surrogate pair reads as one code point, so the class matches only half of one:
// one character class, which the engine tests far faster than lookarounds (this check runs on every
// string of every message).
const uncarried =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/u;

/** Whether every string in a value is one XML can carry: one walk without paths, as nearly all are. */
function carried(value: unknown): boolean {
  if (typeof value === 'string') return !uncarried.test(value);
  if (Array.isArray(value)) {
    for (const item of value) if (!carried(item)) return false;
  } else if (value !== null && typeof value === 'object') {
    for (const key in value) if (!carried((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** Strings holding a character that XML (or any UTF) cannot carry, wherever they are. */
export function characterIssues(
  value: unknown,
  path = '',
  issues: ValidationIssue[] = [],
): ValidationIssue[] {
  // The JSON Pointer of every member is built only for a message that has such a string.
  if (path === '' && carried(value)) return issues;
  if (typeof value === 'string') {
    const bad = uncarried.exec(value)?.[0];
    if (bad !== undefined) {
      const code = (bad.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0');
      issues.push({ path, code: 'character', message: `holds U+${code}, which XML cannot carry` });
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value))
      characterIssues(member, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, issues);
  }
  return issues;
}

/** Every problem of a SETU message (JSON form) at a version, optionally for a given endpoint. */
export function validateMessage(
  f: Family,
  doc: unknown,
  version?: string,
  endpoint?: Endpoint,
): ValidationIssue[] {
  const schema = schemaOf(f, version);
  if (!schema) throw new Error(`${f.name} ${version ?? ''} has no JSON schema`);
  const issues = checkSchema(schema, doc);
  issues.push(...lineIdIssues(f, doc));
  characterIssues(doc, '', issues);
  if (endpoint) issues.push(...endpointIssues(endpoint, doc));
  return issues;
}

/**
 * Guesses the family of a JSON message: the one whose newest schema accepts it, else the one whose
 * schema knows most of its top-level members and misses fewest required ones. Only a family whose
 * schema could accept the members present is validated, so a guess loads one validator, not all.
 */
export function detectFamily(doc: unknown): Family | undefined {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return undefined;
  const keys = Object.keys(doc);
  let best: { f: Family; score: number } | undefined;
  const candidates: [Family, string][] = [];
  for (const f of families) {
    const schema = schemaOf(f);
    if (f.format !== 'setu' || !schema) continue;
    const s = schemaDocuments[schema] as TopLevel;
    const known = keys.filter((k) => s.properties && k in s.properties).length;
    const missing = (s.required ?? []).filter((k) => !keys.includes(k)).length;
    const score = known * 2 - missing - (keys.length - known) * 2;
    if (known > 0 && (!best || score > best.score)) best = { f, score };
    // A schema that requires a member absent here, or closes its members to those it lists, rejects it.
    const closed = s.additionalProperties === false && !s.patternProperties;
    if (missing === 0 && (!closed || known === keys.length)) candidates.push([f, schema]);
  }
  for (const [f, schema] of candidates) if (schemaValidator(schema)(doc)) return f;
  return best?.f;
}

interface TopLevel {
  properties?: Record<string, unknown>;
  patternProperties?: unknown;
  additionalProperties?: unknown;
  required?: string[];
}
