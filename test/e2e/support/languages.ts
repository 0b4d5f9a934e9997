// What a page must not show in the other language, and what axe-core finds on it: the texts of the
// catalogs and of the label table that differ between English and Dutch, looked for as whole words.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { labelTable } from '../../../renderer/words/field-labels.ts';
import { optionWords } from '../../../renderer/words/option-words.ts';

export type Language = 'en' | 'nl';
type Pair = { en: string; nl: string };

/** The catalogs' entries, loaded by name: they are the renderer's (DOM) code, which Node's settings do not type. */
async function catalogPairs(): Promise<Pair[]> {
  const module = '../../../renderer/i18n/catalog.ts';
  const { catalog } = (await import(module)) as { catalog: Record<string, Pair> };
  return Object.values(catalog);
}

function labelPairs(): Pair[] {
  const fields = Object.values(labelTable).flatMap((w) =>
    [w.label, w.help, w.item].filter((x) => x !== undefined),
  );
  return [...fields, ...Object.values(optionWords)].map(([en, nl]) => ({ en, nl }));
}

/**
 * Texts only the other language has: those that differ between the languages, cut at their
 * placeholders, each piece long enough to say which language it is (a name or a code says nothing).
 */
export async function foreignTexts(language: Language): Promise<string[]> {
  const other: Language = language === 'en' ? 'nl' : 'en';
  const pairs = [...(await catalogPairs()), ...labelPairs()].filter((p) => p.en !== p.nl);
  const pieces = (text: string) =>
    text
      .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
      .map((s) => s.trim())
      .filter((s) => s.length >= 4 && /\p{L}{3}/u.test(s));
  const own = new Set(pairs.flatMap((p) => pieces(p[language])));
  return [...new Set(pairs.flatMap((p) => pieces(p[other])))].filter((s) => !own.has(s));
}

/** Whether the words stand in the text as words ("All" is not in "Alle", nor "Ja" in "Jansen"). */
export const shows = (text: string, words: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
    'u',
  ).test(text);

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
