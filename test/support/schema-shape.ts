// The shape of a migrated schema, read from each engine's own catalog (SQLite's pragmas and stored
// CREATE statements, PostgreSQL's pg_catalog) into one form, so that the SQLite store and the office
// store can be compared table by table: columns with a normalised type, nullability and default, and
// the constraints (primary key, unique, foreign keys, checks). Indexes that are not unique are left
// out: they serve each engine's queries (the feed reads revisions by rowid on SQLite, by transaction
// id on PostgreSQL) and keep no rule.
import type Database from 'better-sqlite3';
import type pg from 'pg';

export interface ColumnShape {
  /** integer, text, bytes, boolean, real, numeric; anything else as the engine names it. */
  type: string;
  notNull: boolean;
  default?: string;
}

export interface TableShape {
  columns: Map<string, ColumnShape>;
  primaryKey: string[];
  /** `(a, b)`, with ` where …` for a partial unique index: constraint and unique index alike. */
  unique: Set<string>;
  /** `(a) -> table (b) on delete cascade` */
  foreignKeys: Set<string>;
  checks: Set<string>;
}

export type SchemaShape = Map<string, TableShape>;

const newTable = (): TableShape => ({
  columns: new Map(),
  primaryKey: [],
  unique: new Set(),
  foreignKeys: new Set(),
  checks: new Set(),
});

const list = (columns: readonly string[]) => `(${columns.join(', ')})`;
const squeeze = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .trim();

/** An expression without its outer parentheses and PostgreSQL's casts of literals (`'a'::text`). */
function expression(s: string): string {
  let e = squeeze(s.replace(/::[a-z][a-z0-9_]*( [a-z]+)*(\[\])?/g, ''));
  while (e.startsWith('(') && closingOf(e, 0) === e.length - 1) e = e.slice(1, -1).trim();
  return e;
}

/**
 * A check as both engines can write it: PostgreSQL prints `x IN (…)` as `x = ANY (ARRAY[…])` and
 * puts each term in parentheses.
 */
const check = (s: string) => expression(s).replace(/^(\w+) = ANY \(ARRAY\[(.*)\]\)$/, '$1 IN ($2)');

/** A partial index's predicate, its parentheses dropped (PostgreSQL wraps every term in its own). */
const predicate = (s: string) => squeeze(s.replace(/[()]/g, ' '));

/** The index of the parenthesis closing the one at `open`, past quoted text; -1 if none. */
function closingOf(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === "'") i = s.indexOf("'", i + 1);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
    if (i < 0) return -1;
  }
  return -1;
}

/** SQL without its comments (quoted text kept as it is: a comment may hold an apostrophe). */
function withoutComments(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\//g, (m) => (m.startsWith("'") ? m : ' '));
}

/** The type by SQLite's rules of affinity (https://sqlite.org/datatype3.html, 3.1). */
function sqliteType(declared: string): string {
  const t = declared.toUpperCase();
  if (t.includes('INT')) return 'integer';
  if (/CHAR|CLOB|TEXT/.test(t)) return 'text';
  if (t === '' || t.includes('BLOB')) return 'bytes';
  if (/REAL|FLOA|DOUB/.test(t)) return 'real';
  return 'numeric';
}

const postgresTypes: Record<string, string> = {
  smallint: 'integer',
  integer: 'integer',
  bigint: 'integer',
  text: 'text',
  bytea: 'bytes',
  boolean: 'boolean',
  real: 'real',
  'double precision': 'real',
  numeric: 'numeric',
};
const postgresType = (t: string) => postgresTypes[t] ?? (t.startsWith('character') ? 'text' : t);

/** A boolean's default as 0 or 1, as SQLite holds it. */
function defaultOf(type: string, value: string | null): string | undefined {
  if (value === null) return undefined;
  const v = expression(value);
  if (type === 'boolean') return { false: '0', true: '1' }[v] ?? v;
  return v;
}

const onDelete = (action: string) => action.toLowerCase().replace(/^no action$/, '');
function foreignKey(from: string[], table: string, to: string[], action: string): string {
  const rule = onDelete(action);
  return `${list(from)} -> ${table} ${list(to)}${rule ? ` on delete ${rule}` : ''}`;
}

interface SqliteColumn {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
  hidden: number;
}
interface SqliteIndex {
  name: string;
  unique: number;
  origin: 'c' | 'u' | 'pk';
  partial: number;
}
interface SqliteForeignKey {
  id: number;
  table: string;
  from: string;
  to: string | null;
  on_delete: string;
}

export function sqliteShape(db: Database.Database): SchemaShape {
  const shape: SchemaShape = new Map();
  const tables = db
    .prepare(
      "SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )
    .all() as { name: string; sql: string }[];
  for (const { name, sql } of tables) {
    const table = newTable();
    shape.set(name, table);
    const definition = withoutComments(sql);
    const checks = [...definition.matchAll(/\bCHECK\s*\(/gi)].map((m) => {
      const open = (m.index ?? 0) + m[0].length - 1;
      return check(definition.slice(open, closingOf(definition, open) + 1));
    });
    const columns = db.prepare(`PRAGMA table_xinfo(${JSON.stringify(name)})`).all() as SqliteColumn[];
    const keyColumns = columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    table.primaryKey = keyColumns.map((c) => c.name);
    // An INTEGER PRIMARY KEY is the rowid, which is never null.
    const rowid = keyColumns.length === 1 && keyColumns[0]?.type.toUpperCase() === 'INTEGER';
    for (const c of columns.filter((col) => col.hidden === 0)) {
      // SQLite has no boolean: an integer that may only be 0 or 1 is one, and that check its type.
      const flag = `${c.name} IN (0, 1)`;
      const type = sqliteType(c.type) === 'integer' && checks.includes(flag) ? 'boolean' : sqliteType(c.type);
      if (type === 'boolean') checks.splice(checks.indexOf(flag), 1);
      table.columns.set(c.name, {
        type,
        notNull: c.notnull === 1 || (rowid && c.pk === 1),
        default: defaultOf(type, c.dflt_value),
      });
    }
    for (const c of checks) table.checks.add(c);
    for (const index of db.prepare(`PRAGMA index_list(${JSON.stringify(name)})`).all() as SqliteIndex[]) {
      if (index.unique !== 1 || index.origin === 'pk') continue;
      const on = (
        db.prepare(`PRAGMA index_info(${JSON.stringify(index.name)})`).all() as { name: string }[]
      ).map((c) => c.name);
      let where = '';
      if (index.partial) {
        const text = withoutComments(
          (db.prepare('SELECT sql FROM sqlite_schema WHERE name = ?').get(index.name) as { sql: string }).sql,
        );
        where = ` where ${predicate(text.slice(text.search(/\bWHERE\b/i) + 'WHERE'.length))}`;
      }
      table.unique.add(`${list(on)}${where}`);
    }
    const keys = new Map<number, { table: string; from: string[]; to: (string | null)[]; action: string }>();
    for (const k of db
      .prepare(`PRAGMA foreign_key_list(${JSON.stringify(name)})`)
      .all() as SqliteForeignKey[]) {
      const key = keys.get(k.id) ?? { table: k.table, from: [], to: [], action: k.on_delete };
      key.from.push(k.from);
      key.to.push(k.to);
      keys.set(k.id, key);
    }
    for (const k of keys.values()) {
      // A reference that names no column is to the referenced table's primary key.
      const to = k.to.every((c) => c !== null)
        ? (k.to as string[])
        : (db.prepare(`PRAGMA table_info(${JSON.stringify(k.table)})`).all() as SqliteColumn[])
            .filter((c) => c.pk > 0)
            .sort((a, b) => a.pk - b.pk)
            .map((c) => c.name);
      table.foreignKeys.add(foreignKey(k.from, k.table, to, k.action));
    }
  }
  return shape;
}

const deleteRules: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

/** The tables of the connection's current schema (the first of its search_path). */
export async function postgresShape(client: pg.ClientBase): Promise<SchemaShape> {
  const shape: SchemaShape = new Map();
  const table = (name: string) => {
    const found = shape.get(name) ?? newTable();
    shape.set(name, found);
    return found;
  };
  const columns = await client.query<{
    table: string;
    column: string;
    type: string;
    not_null: boolean;
    default: string | null;
  }>(`SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
      a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
    ORDER BY c.relname, a.attnum`);
  for (const c of columns.rows) {
    const type = postgresType(c.type);
    table(c.table).columns.set(c.column, { type, notNull: c.not_null, default: defaultOf(type, c.default) });
  }
  const names = (relation: string, numbers: string) =>
    `ARRAY(SELECT a.attname::text FROM unnest(${numbers}) WITH ORDINALITY AS u (n, i)
      JOIN pg_attribute a ON a.attrelid = ${relation} AND a.attnum = u.n ORDER BY u.i)`;
  const constraints = await client.query<{
    table: string;
    kind: string;
    definition: string;
    columns: string[];
    target: string | null;
    target_columns: string[];
    on_delete: string;
  }>(`SELECT c.relname AS table, k.contype AS kind, pg_get_constraintdef(k.oid) AS definition,
      ${names('k.conrelid', 'k.conkey')} AS columns, f.relname AS target,
      ${names('k.confrelid', 'k.confkey')} AS target_columns, k.confdeltype AS on_delete
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace LEFT JOIN pg_class f ON f.oid = k.confrelid
    WHERE n.nspname = current_schema()`);
  for (const k of constraints.rows) {
    const t = table(k.table);
    if (k.kind === 'p') t.primaryKey = k.columns;
    else if (k.kind === 'u') t.unique.add(list(k.columns));
    else if (k.kind === 'c') t.checks.add(check(k.definition.replace(/^CHECK /, '')));
    else if (k.kind === 'f')
      t.foreignKeys.add(
        foreignKey(k.columns, k.target ?? '', k.target_columns, deleteRules[k.on_delete] ?? k.on_delete),
      );
  }
  // Unique indexes that back no constraint (partial ones cannot).
  const indexes = await client.query<{ table: string; columns: string[]; predicate: string | null }>(
    `SELECT c.relname AS table, ${names('i.indrelid', 'i.indkey::int2[]')} AS columns,
      pg_get_expr(i.indpred, i.indrelid) AS predicate
    FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid)`,
  );
  for (const i of indexes.rows)
    table(i.table).unique.add(`${list(i.columns)}${i.predicate ? ` where ${predicate(i.predicate)}` : ''}`);
  return shape;
}

const columnText = (c: ColumnShape) =>
  `${c.type}${c.notNull ? ' not null' : ''}${c.default === undefined ? '' : ` default ${c.default}`}`;

/**
 * How the office's schema differs from the desktop's, in the tables the office holds: every one of
 * them must be in the SQLite store too (a SQLite store serves an office as well), while a table only
 * the desktop has (drafts, the outbox, placements…) is outside the comparison.
 */
export function schemaDifferences(sqlite: SchemaShape, postgres: SchemaShape): string[] {
  const found: string[] = [];
  for (const [name, office] of postgres) {
    const desktop = sqlite.get(name);
    if (!desktop) {
      found.push(`${name}: only in PostgreSQL`);
      continue;
    }
    for (const [column, c] of office.columns) {
      const d = desktop.columns.get(column);
      if (!d) found.push(`${name}.${column}: only in PostgreSQL (${columnText(c)})`);
      else if (columnText(d) !== columnText(c))
        found.push(`${name}.${column}: ${columnText(d)} in SQLite, ${columnText(c)} in PostgreSQL`);
    }
    for (const [column, d] of desktop.columns)
      if (!office.columns.has(column)) found.push(`${name}.${column}: only in SQLite (${columnText(d)})`);
    if (list(desktop.primaryKey) !== list(office.primaryKey))
      found.push(
        `${name}: primary key ${list(desktop.primaryKey)} in SQLite, ${list(office.primaryKey)} in PostgreSQL`,
      );
    const sets = [
      ['unique', desktop.unique, office.unique],
      ['foreign key', desktop.foreignKeys, office.foreignKeys],
      ['check', desktop.checks, office.checks],
    ] as const;
    for (const [what, d, o] of sets) {
      for (const x of o) if (!d.has(x)) found.push(`${name}: ${what} ${x} only in PostgreSQL`);
      for (const x of d) if (!o.has(x)) found.push(`${name}: ${what} ${x} only in SQLite`);
    }
  }
  return found.sort();
}
