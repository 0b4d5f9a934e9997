// Which lists read best as a table: those whose items are groups of single values, at most a few
// levels deep and a dozen values wide (pay rates, identifiers, phone numbers). Each value is a column,
// named by the groups on its path inside the item: `amount/currency/value` is "Amount currency".
import type { ArrayModel, Model, ObjectModel } from './model.ts';

export interface Column {
  /** Pointer tokens inside one item. */
  tokens: string[];
  /** The members (token paths inside the item) whose labels, in order, make the column's name. */
  named: string[][];
  model: Model;
  /** Required in every group on the way (so a complete item has it). */
  required: boolean;
}

/** Pointers, inside one item, of the groups that hold the columns: their issues are shown per row. */
export interface Table {
  columns: Column[];
  groups: string[][];
}

const MAX_COLUMNS = 12;
const MAX_DEPTH = 3;

function walk(
  model: ObjectModel,
  path: string[],
  words: string[][],
  required: boolean,
  depth: number,
  out: Table,
): boolean {
  // A group that takes members beyond its schema's needs room for them, which a table row has not.
  if (model.open) return false;
  for (const m of model.members) {
    const tokens = [...path, m.name];
    const need = required && m.required;
    const inner = m.model;
    if (inner.kind === 'scalar' || inner.kind === 'const') {
      const named = m.name === 'value' && words.length > 0 ? words : [...words, tokens];
      out.columns.push({ tokens, named, model: inner, required: need });
    } else if (inner.kind === 'object' && depth < MAX_DEPTH) {
      // A wrapper around one more group (`period` around `datePeriod`) adds no word.
      const wrapper = inner.members.length === 1 && inner.members[0]?.model.kind === 'object';
      out.groups.push(tokens);
      if (!walk(inner, tokens, wrapper ? words : [...words, tokens], need, depth + 1, out)) return false;
    } else return false;
  }
  return out.columns.length <= MAX_COLUMNS;
}

/** A column's name from the labels of its members: the first as it is, the others in lower case. */
export const columnName = (labels: string[]) =>
  labels
    .map((w, i) => (i === 0 || /^[A-Z]{2}/.test(w) ? w : w.charAt(0).toLowerCase() + w.slice(1)))
    .join(' ');

const tables = new WeakMap<ArrayModel, Table | null>();

/** The table a list is shown as, if its items suit one. */
export function tableOf(list: ArrayModel): Table | undefined {
  let table = tables.get(list);
  if (table === undefined) {
    const out: Table = { columns: [], groups: [] };
    table =
      list.item.kind === 'object' && walk(list.item, [], [], true, 0, out) && out.columns.length > 0
        ? out
        : null;
    tables.set(list, table);
  }
  return table ?? undefined;
}
