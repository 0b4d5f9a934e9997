// Systematic mutations of a valid document, for comparing two schemas' verdicts.
type Json = unknown;
type Obj = Record<string, Json>;
export interface Mutation {
  label: string;
  doc: Json;
}

interface Site {
  path: (string | number)[];
  value: Json;
}

function sites(doc: Json, path: (string | number)[] = [], out: Site[] = []): Site[] {
  out.push({ path, value: doc });
  if (Array.isArray(doc))
    doc.forEach((v, i) => {
      sites(v, [...path, i], out);
    });
  else if (doc && typeof doc === 'object')
    for (const [k, v] of Object.entries(doc)) sites(v, [...path, k], out);
  return out;
}

function edit(doc: Json, path: (string | number)[], fn: (parent: Obj, key: string | number) => void): Json {
  const copy = structuredClone(doc);
  if (path.length === 0) return copy;
  let node = copy as Obj;
  for (const p of path.slice(0, -1)) node = node[p as string] as Obj;
  fn(node, path[path.length - 1] as string | number);
  return copy;
}

const badStrings = [
  'NotAnEnumValue',
  '2024-02-30',
  '2024-13-01',
  'not a date',
  '24:61:00',
  '2024-01-01T25:00:00Z',
  'http://exa mple.org/ bad',
  '\\\\server\\share',
  '',
];

const wrongTypes = (v: Json): Json[] => {
  if (typeof v === 'string') return [42, true, null, {}, [v]];
  if (typeof v === 'number') return [String(v), null, true];
  if (typeof v === 'boolean') return ['true', 1];
  if (Array.isArray(v)) return [v[0] ?? {}, 'x', {}];
  if (v && typeof v === 'object') return ['x', [v], 1];
  return ['x'];
};

/** Single mutations at every site of the document. */
export function singleMutations(doc: Json): Mutation[] {
  const out: Mutation[] = [];
  const at = (s: Site) => `/${s.path.join('/')}`;
  for (const s of sites(doc)) {
    if (s.path.length > 0) {
      out.push({
        label: `drop ${at(s)}`,
        doc: edit(doc, s.path, (p, k) =>
          Array.isArray(p) ? p.splice(k as number, 1) : delete p[k as string],
        ),
      });
      for (const w of wrongTypes(s.value)) {
        out.push({
          label: `type ${at(s)} = ${JSON.stringify(w)}`,
          doc: edit(doc, s.path, (p, k) => (p[k as string] = w)),
        });
      }
    }
    if (typeof s.value === 'string') {
      for (const b of badStrings) {
        out.push({
          label: `value ${at(s)} = ${JSON.stringify(b)}`,
          doc: edit(doc, s.path, (p, k) => (p[k as string] = b)),
        });
      }
    }
    if (Array.isArray(s.value) && s.value.length > 0) {
      const items = s.value;
      for (const n of [0, items.length + 1, items.length + 2]) {
        const grown = Array.from({ length: n }, (_, i) => structuredClone(items[i % items.length]));
        out.push({
          label: `length ${at(s)} = ${n}`,
          doc: edit(doc, s.path, (p, k) => (p[k as string] = grown)),
        });
      }
    }
    if (s.value && typeof s.value === 'object' && !Array.isArray(s.value)) {
      out.push({
        label: `unknown member at ${at(s)}`,
        doc: s.path.length
          ? edit(doc, s.path, (p, k) => ((p[k as string] as Obj).unknownMember = 'x'))
          : { ...(doc as Obj), unknownMember: 'x' },
      });
      out.push({
        label: `empty object at ${at(s)}`,
        doc: s.path.length ? edit(doc, s.path, (p, k) => (p[k as string] = {})) : {},
      });
    }
  }
  return out;
}

/** Deterministic pseudo-random pairs of single mutations, to reach `count` documents in all. */
export function mutations(doc: Json, count: number): Mutation[] {
  const singles = singleMutations(doc);
  const out = [...singles];
  let seed = 2024;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const flat = sites(doc).filter((s) => s.path.length > 0);
  while (out.length < count && flat.length > 1) {
    // Apply a second edit on top of a random single mutation: replace some other leaf by a random bad value.
    const base = singles[Math.floor(rand() * singles.length)] as Mutation;
    const site = flat[Math.floor(rand() * flat.length)] as Site;
    const value = [...badStrings, 7, false, null, {}][Math.floor(rand() * (badStrings.length + 4))];
    try {
      const next = edit(base.doc, site.path, (p, k) => {
        if (p && typeof p === 'object' && k in p) p[k as string] = value;
      });
      out.push({ label: `${base.label} + ${site.path.join('/')} = ${JSON.stringify(value)}`, doc: next });
    } catch {
      // The first mutation removed the second site's parent; pick another pair.
    }
  }
  return out;
}
