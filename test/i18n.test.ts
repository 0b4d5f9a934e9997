// The UI speaks through its catalogs: no visible text in the renderer's components bypasses them (JSX
// text with letters, or a string literal in an attribute people see or hear), every catalog entry has
// both languages with the same placeholders and parses as ICU, and every member of every SETU schema
// has a label and help in both languages in the field words (renderer/words/), wherever a form shows it.
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseIcu, TYPE } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { fieldWords, hasWords, labelTable } from '../renderer/words/field-labels.ts';

const root = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string, ext: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, ext) : e.name.endsWith(ext) ? [p] : [];
  });
}

/** Attributes whose value people see or hear. */
const VISIBLE = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
]);
/** Elements whose text is computer text in any language: commands, keys. */
const LITERAL = new Set(['code', 'kbd']);
const hasLetters = (text: string) => /\p{L}/u.test(text);

interface Finding {
  file: string;
  line: number;
  text: string;
}

function tagOf(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isJsxElement(n)) {
      const name = n.openingElement.tagName.getText();
      if (LITERAL.has(name)) return name;
    }
  }
  return undefined;
}

/** String literals an expression can evaluate to directly (`a ? 'Yes' : 'No'`, `x ?? 'none'`). */
function literalsOf(e: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e];
  if (ts.isTemplateExpression(e)) return [];
  if (ts.isParenthesizedExpression(e)) return literalsOf(e.expression);
  if (ts.isConditionalExpression(e)) return [...literalsOf(e.whenTrue), ...literalsOf(e.whenFalse)];
  if (
    ts.isBinaryExpression(e) &&
    [
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
    ].includes(e.operatorToken.kind)
  )
    return [...literalsOf(e.left), ...literalsOf(e.right)];
  return [];
}

/** Template literals with words around their values (`Edit ${name}`). */
const templateWords = (e: ts.Expression) =>
  ts.isTemplateExpression(e) &&
  hasLetters([e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(''));

function visibleLiterals(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({
      file: path.relative(root, file),
      line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetters(node.text) && !tagOf(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE.has(node.name.getText()) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && hasLetters(init.text)) report(node, init.text);
      if (ts.isJsxExpression(init) && init.expression) {
        for (const lit of literalsOf(init.expression)) if (hasLetters(lit.text)) report(node, lit.text);
        if (templateWords(init.expression)) report(node, init.expression.getText());
      }
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)) &&
      !tagOf(node)
    ) {
      for (const lit of literalsOf(node.expression)) if (hasLetters(lit.text)) report(node, lit.text);
      if (templateWords(node.expression)) report(node, node.expression.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('visible text in the renderer', () => {
  it('comes from the catalogs: no JSX text or visible attribute literal with letters', () => {
    const findings = filesUnder(path.join(root, 'renderer'), '.tsx').flatMap((f) =>
      visibleLiterals(f, fs.readFileSync(f, 'utf8')),
    );
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });

  it('is caught where it bypasses them, in text, attributes, conditions and templates', () => {
    const source = `export const A = ({ n, ok }: { n: string; ok: boolean }) => (
      <div title="Details" aria-label={ok ? 'Open' : t('x')}>
        Sync now {ok ? 'Yes' : null} {\`Edit \${n}\`} <code>serve --data</code> ‹ {n} ×
        <input placeholder={\`\${n}\`} />
      </div>
    );`;
    expect(visibleLiterals(path.join(root, 'renderer/x.tsx'), source).map((f) => f.text)).toEqual([
      'Details',
      'Open',
      'Sync now',
      'Yes',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      '`Edit ${n}`',
    ]);
  });
});

/** The names of an ICU message's arguments. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parseIcu>) => {
    for (const el of elements) {
      if (
        el.type === TYPE.argument ||
        el.type === TYPE.number ||
        el.type === TYPE.date ||
        el.type === TYPE.time
      )
        names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        names.add(el.value);
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parseIcu(message));
  return [...names].sort();
}

describe('the catalogs', () => {
  it('give each key to one area only (a key in two modules would silently take one text)', async () => {
    const dir = path.join(root, 'renderer/i18n/messages');
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const file of fs.readdirSync(dir)) {
      const module = path.join(dir, file);
      const { default: messages } = (await import(module)) as { default: Record<string, unknown> };
      for (const key of Object.keys(messages)) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${file}`);
        owner.set(key, file);
      }
    }
    expect(twice).toEqual([]);
  });

  it('hold every text in both languages, with the same placeholders, as valid ICU', async () => {
    // Loaded by name: the catalog's modules are the renderer's (DOM) code, which this project's
    // Node settings do not type.
    const module = '../renderer/i18n/catalog.ts';
    const { catalog } = (await import(module)) as { catalog: Record<string, { en: string; nl: string }> };
    const problems: string[] = [];
    for (const [key, entry] of Object.entries(catalog)) {
      if (!entry.en.trim() || !entry.nl.trim()) problems.push(`${key}: a language is empty`);
      try {
        const [en, nl] = [argumentsOf(entry.en), argumentsOf(entry.nl)];
        if (en.join() !== nl.join()) problems.push(`${key}: {${en}} in English, {${nl}} in Dutch`);
      } catch (e) {
        problems.push(`${key}: ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

type Schema = Record<string, unknown>;

const schemaFiles = () =>
  new Map(
    fs
      .readdirSync(path.join(root, 'schemas'))
      .map((f): [string, Schema] => [f, JSON.parse(fs.readFileSync(path.join(root, 'schemas', f), 'utf8'))]),
  );

/**
 * Every member of every schema with the member it sits in, as a form's pointer has them (`[parent,
 * name]`, or `[name]` at the top): the table may word a member differently inside a particular group,
 * so each place is looked up as the form looks it up. References are followed into the shared files.
 */
function membersInPlace(): string[][] {
  const files = schemaFiles();
  const found = new Map<string, string[]>();
  const visited = new WeakMap<object, Set<string>>();
  const walk = (file: string, node: unknown, parent: string | undefined): void => {
    if (!node || typeof node !== 'object') return;
    const parents = visited.get(node) ?? new Set<string>();
    if (parents.has(parent ?? '')) return;
    visited.set(node, parents.add(parent ?? ''));
    if (Array.isArray(node)) {
      for (const n of node) walk(file, n, parent);
      return;
    }
    const o = node as Schema;
    if (typeof o.$ref === 'string') {
      const [target, pointer = ''] = o.$ref.split('#');
      const into = target || file;
      const resolved = pointer
        .split('/')
        .filter(Boolean)
        .reduce<unknown>((n, t) => (n as Schema | undefined)?.[t], files.get(into));
      walk(into, resolved, parent);
    }
    if (o.properties && typeof o.properties === 'object')
      for (const [name, member] of Object.entries(o.properties)) {
        const place = parent === undefined ? [name] : [parent, name];
        found.set(place.join('/'), place);
        walk(file, member, name);
      }
    for (const k of ['items', 'prefixItems', 'oneOf', 'anyOf', 'allOf', 'if', 'then', 'else'])
      walk(file, o[k], parent);
  };
  for (const [file, schema] of files) walk(file, schema, undefined);
  return [...found.values()];
}

describe('the label table', () => {
  it('names every member of every SETU schema in English and Dutch', () => {
    const names = new Set<string>();
    const walk = (n: unknown): void => {
      if (Array.isArray(n)) n.forEach(walk);
      else if (n && typeof n === 'object') {
        const o = n as Record<string, unknown>;
        if (o.properties && typeof o.properties === 'object')
          for (const k of Object.keys(o.properties)) names.add(k);
        Object.values(o).forEach(walk);
      }
    };
    for (const schema of schemaFiles().values()) walk(schema);
    expect([...names].filter((n) => !hasWords(n))).toEqual([]);
    const empty = [...names].filter((n) => {
      const words = fieldWords([n]);
      return !words?.label[0].trim() || !words.label[1].trim();
    });
    expect(empty).toEqual([]);
    expect(names.size).toBeGreaterThan(250);
  });

  it('explains every member of every SETU schema in English and Dutch, wherever the form shows it', () => {
    const places = membersInPlace();
    const unexplained = places
      .filter((place) => {
        const help = fieldWords(place)?.help;
        return !help?.[0]?.trim() || !help[1]?.trim();
      })
      .map((place) => place.join('/'));
    expect(unexplained).toEqual([]);
    expect(places.length).toBeGreaterThan(600);
  });

  it('says in its help what the label does not, and in words rather than paths or member names', () => {
    const problems = Object.entries(labelTable).flatMap(([key, { label, help }]) =>
      [0, 1].flatMap((i) => {
        const text = help[i] ?? '';
        if (text.trim().toLowerCase().replace(/[.:]$/, '') === label[i]?.toLowerCase())
          return [`${key}: the help repeats the label`];
        // A JSON Pointer (`/customer/name`) or a member's own name (`positionId`), not computer words
        // the clerk may type (application/pdf, R/P1Y, FirstDayContact).
        if (/(^|\s)\/[a-z]/i.test(text) || /\b[a-z]+[A-Z]\w*/.test(text)) return [`${key}: ${text}`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('has each member in one word file only (one would silently take the words of the other)', async () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const file of fs
      .readdirSync(path.join(root, 'renderer/words'))
      .filter((f) => /^field-words-.+\.ts$/.test(f))) {
      const tables = Object.values(await import(path.join(root, 'renderer/words', file))) as Record<
        string,
        unknown
      >[];
      for (const key of tables.flatMap((t) => Object.keys(t))) {
        if (owner.has(key)) twice.push(`${key}: ${owner.get(key)} and ${file}`);
        owner.set(key, file);
      }
    }
    expect(twice).toEqual([]);
    expect(owner.size).toBe(Object.keys(labelTable).length);
  });
});
