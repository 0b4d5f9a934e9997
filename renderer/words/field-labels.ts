// The one label table of the SETU message members, beside the registry: what a member is called and
// what to fill in, in English or Dutch, looked up by where it is (`/customer/personContacts/0/name`).
// Forms, the readable view and validation issues all take their words from here; the words themselves
// are in the field-words-*.ts files, one per area of the messages.

import type { FieldWords, Words } from './field-words.ts';
import { benefitWords } from './field-words-benefits.ts';
import { commonWords } from './field-words-common.ts';
import { orderWords } from './field-words-order.ts';
import { partyWords } from './field-words-parties.ts';
import { payEquityWords } from './field-words-pay-equity.ts';
import { payRuleWords } from './field-words-pay-rules.ts';
import { personWords } from './field-words-people.ts';
import { planningWords } from './field-words-planning.ts';
import { positionWords } from './field-words-position.ts';
import { rateWords } from './field-words-rates.ts';
import { timecardWords } from './field-words-timecard.ts';
import { optionWords } from './option-words.ts';

export type LabelLanguage = 'en' | 'nl';

/** Every entry of the table, by key (the tests hold the schemas to it, and the e2e tests its words to the pages). */
export const labelTable: Readonly<Record<string, FieldWords>> = {
  ...commonWords,
  ...partyWords,
  ...personWords,
  ...orderWords,
  ...positionWords,
  ...timecardWords,
  ...rateWords,
  ...payEquityWords,
  ...benefitWords,
  ...payRuleWords,
  ...planningWords,
};
const pick = (words: Words, language: LabelLanguage) => words[language === 'en' ? 0 : 1];

/** The names of the members along a pointer's tokens, without list positions. */
const namesOf = (tokens: readonly string[]) => tokens.filter((t) => !/^\d+$/.test(t));

/** The table's entry for the last member of `tokens`, the most specific (`parent/name`) first. */
export function fieldWords(tokens: readonly string[]): FieldWords | undefined {
  const names = namesOf(tokens);
  const name = names.at(-1);
  if (name === undefined) return undefined;
  const parent = names.at(-2);
  return (parent !== undefined ? labelTable[`${parent}/${name}`] : undefined) ?? labelTable[name];
}

/** Whether the table names a member (the tests hold every schema member to it). */
export const hasWords = (name: string) => name in labelTable;

/** What a member is called; the member's own name where the table does not know it. */
export function fieldLabel(tokens: readonly string[], language: LabelLanguage): string {
  const words = fieldWords(tokens);
  return words ? pick(words.label, language) : (namesOf(tokens).at(-1) ?? '');
}

/** What to put in a member; undefined only for a member the table does not know. */
export function fieldHelp(tokens: readonly string[], language: LabelLanguage): string | undefined {
  const words = fieldWords(tokens);
  return words && pick(words.help, language);
}

/** What one item of a list member is called, lower case: "pay rate", "tarief". */
export function itemLabel(tokens: readonly string[], language: LabelLanguage): string | undefined {
  const item = fieldWords(tokens)?.item;
  return item && pick(item, language);
}

/** A code list value in words; the code itself where none are known. */
export function optionLabel(value: unknown, language: LabelLanguage): string {
  const words = typeof value === 'string' ? optionWords[value] : undefined;
  return words ? pick(words, language) : String(value);
}

/**
 * Where a pointer leads, in words: "Customer › Contact persons 1 › Name". List positions count from 1;
 * a list's item is named by the list's label with its number.
 */
export function pointerLabel(pointer: string, language: LabelLanguage): string {
  const tokens = pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
  const parts: string[] = [];
  tokens.forEach((t, i) => {
    if (/^\d+$/.test(t) && parts.length > 0) parts[parts.length - 1] += ` ${Number(t) + 1}`;
    else parts.push(fieldLabel(tokens.slice(0, i + 1), language));
  });
  return parts.join(' › ');
}
