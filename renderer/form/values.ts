// Edits of a message body as the form makes them: a value set at a JSON Pointer, a copy made only along
// that path (so the unchanged parts keep their identity and their fields do not re-render), and what
// an emptied field leaves behind taken out again.
import { type Model, variantIndex } from './model.ts';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

export function valueAt(doc: unknown, tokens: readonly string[]): unknown {
  let node = doc;
  for (const t of tokens) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Json)[t];
  }
  return node;
}

/** `doc` with `value` at the pointer (undefined removes the member); containers are made as needed. */
function setAt(doc: unknown, tokens: readonly string[], value: unknown): unknown {
  if (tokens.length === 0) return value;
  const [head, ...rest] = tokens as [string, ...string[]];
  if (Array.isArray(doc) && /^\d+$/.test(head)) {
    const copy = doc.slice();
    copy[Number(head)] = setAt(doc[Number(head)], rest, value);
    return copy;
  }
  const base: Json = isObject(doc) ? { ...doc } : {};
  const next = setAt(base[head], rest, value);
  if (next === undefined) delete base[head];
  else base[head] = next;
  return base;
}

/**
 * What an edit leaves out of the message: empty text and empty groups are "not given" rather than
 * saved as "" or {} (so a cleared required member is reported as required, at its field). Items of a
 * list stay, even empty: the user added them and is filling them in.
 */
function prune(value: unknown): unknown {
  if (value === '') return undefined;
  if (Array.isArray(value)) {
    if (value.length === 0) return undefined;
    let changed = false;
    const items = value.map((item) => {
      const next = isObject(item) ? (prune(item) ?? {}) : Array.isArray(item) ? (prune(item) ?? []) : item;
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isObject(value)) return value;
  let changed = false;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    const next = prune(v);
    if (next !== v) changed = true;
    if (next !== undefined) out[k] = next;
  }
  if (Object.keys(out).length === 0) return undefined;
  return changed ? out : value;
}

/** Fixed (`const`) members of the groups along the path, added where the group has other content. */
function withFixedMembers(doc: unknown, model: Model, tokens: readonly string[]): unknown {
  if (!isObject(doc) && !Array.isArray(doc)) return doc;
  let m: Model | undefined = model;
  if (m.kind === 'choice') m = m.variants[variantIndex(m, doc)]?.model;
  if (!m) return doc;
  let out: unknown = doc;
  if (m.kind === 'object' && isObject(doc)) {
    const missing = m.members.filter((x) => x.model.kind === 'const' && !(x.name in doc));
    if (missing.length > 0)
      out = Object.fromEntries([
        ...missing.map((x) => [x.name, (x.model as { value: unknown }).value]),
        ...Object.entries(doc),
      ]);
  }
  const [head, ...rest] = tokens;
  if (head === undefined) return out;
  const child = m.kind === 'object' ? m.byName.get(head)?.model : m.kind === 'array' ? m.item : undefined;
  const value = valueAt(out, [head]);
  if (!child || value === undefined) return out;
  const next = withFixedMembers(value, child, rest);
  return next === value ? out : setAt(out, [head], next);
}

/** The body after the user set `value` at the pointer: fixed members filled in, empty ones taken out. */
export function edit(model: Model, body: Json, tokens: readonly string[], value: unknown): Json {
  const changed = setAt(body, tokens, value);
  return (prune(withFixedMembers(changed, model, tokens)) ?? {}) as Json;
}

/** The body without the item at `index` of the list at the pointer. */
export function removeItem(model: Model, body: Json, tokens: readonly string[], index: number): Json {
  const list = valueAt(body, tokens);
  if (!Array.isArray(list)) return body;
  return edit(
    model,
    body,
    tokens,
    list.filter((_, i) => i !== index),
  );
}
