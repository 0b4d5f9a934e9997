// What the window loads before the first page shows (the entry and the chunks index.html names) as the
// renderer is built: neither the field words (renderer/words/, loaded when a field is first named), nor
// the message schemas, which the first page never needs and would otherwise download and parse, nor the
// interface's texts, which come in a chunk per language.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesFor } from '../renderer/i18n/catalog.ts';
import { labelTable } from '../renderer/words/field-labels.ts';

const root = path.resolve(import.meta.dirname, '..');
let out: string;

/** The built files of a kind, by name, with their text. */
const builtFiles = (ext: string) =>
  fs
    .readdirSync(path.join(out, 'assets'))
    .filter((f) => f.endsWith(ext))
    .map((f) => ({ name: f, text: fs.readFileSync(path.join(out, 'assets', f), 'utf8') }));

/** The scripts index.html has the browser load: the entry and its module preloads. */
function firstPageScripts(): { name: string; text: string }[] {
  const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  const names = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] as string);
  return builtFiles('.js').filter((f) => names.includes(f.name));
}

/** Help texts of the field words that a bundler writes as they are (no quotes or escapes to change). */
const helpTexts = Object.values(labelTable)
  .flatMap((w) => [...w.help])
  .filter((h) => /^[\w .,()-]{40,}$/.test(h));

/** Texts of a language that the other says differently, long enough to be found as they are written. */
const textsOnlyIn = (language: 'nl' | 'en') => {
  const [own, other] = [messagesFor(language), messagesFor(language === 'nl' ? 'en' : 'nl')];
  return Object.keys(own)
    .filter((key) => own[key] !== other[key] && /^[\w .,()-]{30,}$/.test(own[key] as string))
    .map((key) => own[key] as string);
};

beforeAll(async () => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-first-page-'));
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
}, 120_000);
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe("the first page's scripts", () => {
  it('are the entry and the app, named in index.html', () => {
    const names = firstPageScripts().map((f) => f.name);
    expect(names.some((n) => n.startsWith('index-'))).toBe(true);
    expect(names.some((n) => n.startsWith('app-'))).toBe(true);
  });

  it('carry none of the field words, which come in a chunk of their own', () => {
    expect(helpTexts.length).toBeGreaterThan(100);
    const carrying = (files: { text: string }[]) =>
      helpTexts.filter((h) => files.some((f) => f.text.includes(h)));
    // The words are in the build (the minifier writes a few differently), in a chunk the first page
    // does not load.
    expect(carrying(builtFiles('.js')).length).toBeGreaterThan(helpTexts.length * 0.9);
    expect(carrying(firstPageScripts())).toEqual([]);
  });

  it('carry none of the message schemas', () => {
    const ids = fs
      .readdirSync(path.join(root, 'schemas'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(root, 'schemas', f), 'utf8')).$id as string);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => builtFiles('.js').some((f) => f.text.includes(id)))).not.toEqual([]);
    expect(ids.filter((id) => firstPageScripts().some((f) => f.text.includes(id)))).toEqual([]);
  });

  it('carry none of the texts, which come in a chunk per language', () => {
    const [dutch, english] = [textsOnlyIn('nl'), textsOnlyIn('en')];
    expect(dutch.length).toBeGreaterThan(50);
    expect(english.length).toBeGreaterThan(50);
    const chunkOf = (texts: string[]) =>
      builtFiles('.js').filter((f) => texts.filter((t) => f.text.includes(t)).length > texts.length * 0.9);
    const [nl, en] = [chunkOf(dutch), chunkOf(english)];
    expect(nl).toHaveLength(1);
    expect(en).toHaveLength(1);
    expect(english.filter((t) => nl[0]?.text.includes(t))).toEqual([]);
    expect(dutch.filter((t) => en[0]?.text.includes(t))).toEqual([]);
    expect([...dutch, ...english].filter((t) => firstPageScripts().some((f) => f.text.includes(t)))).toEqual(
      [],
    );
  });

  it("carry no message parser: the texts come parsed (vite.config.ts's textsByLanguage)", () => {
    // The parser's own method name; the minifier keeps property names.
    expect(builtFiles('.js').filter((f) => f.text.includes('parseMessage('))).toEqual([]);
  });
});
