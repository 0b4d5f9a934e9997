// Validation issues in words: the server's `{ path, code, message }` becomes "Medewerker › Naam is
// verplicht", the field named as the form labels it (words/field-labels.ts, loaded when first needed:
// words/loader.ts) and the problem from the catalog by its code. The server's English message is only read for the values it names (the allowed
// values of a code list, a limit); the path itself is shown to integrators only.
import { useCallback } from 'react';
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { useLanguage, useT } from '../i18n/intl.tsx';
import { useFieldLabels } from '../words/loader.ts';

const typeKeys: [string, MessageKey][] = [
  ['a whole number', 'issue.type.integer'],
  ['a number', 'issue.type.number'],
  ['true or false', 'issue.type.boolean'],
  ['a group of members', 'issue.type.object'],
  ['a list', 'issue.type.array'],
  ['text', 'issue.type.string'],
];

/** Codes whose sentence needs at most the number the server's message names (a list's limit). */
const simpleKeys: Record<string, MessageKey> = {
  required: 'issue.required',
  'unknown-member': 'issue.unknown-member',
  pattern: 'issue.pattern',
  'duplicate-line-id': 'issue.duplicate-line-id',
  'max-items': 'issue.max-items',
  'min-items': 'issue.min-items',
  'allowance-without-amount': 'issue.allowance-without-amount',
};

// Looked for in this order: "a date and time" also holds "date".
const formatKeys: Record<string, MessageKey> = {
  'date and time': 'issue.format.date-time',
  'a time': 'issue.format.time',
  'a date': 'issue.format.date',
  URI: 'issue.format.uri',
};

/** Where a pointer leads by the members' own names, while the field words are still on their way. */
const memberNames = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .filter((t) => !/^\d+$/.test(t))
    .join(' › ');

export interface IssueWords {
  /** The problem alone: "is verplicht". */
  problem(issue: ValidationIssue): string;
  /** The field and the problem: "Medewerker › Naam is verplicht". */
  sentence(issue: ValidationIssue, label?: string): string;
  /** The field an issue is at, as the form labels it. */
  where(pointer: string): string;
  /** The same, from inside the group at `base` (a table row names its cells without itself). */
  whereWithin(pointer: string, base: string): string;
}

export function useIssueWords(): IssueWords {
  const t = useT();
  const { language } = useLanguage();
  const labels = useFieldLabels();
  const optionLabel = useCallback(
    (value: string) => labels?.optionLabel(value, language) ?? value,
    [labels, language],
  );
  const problem = useCallback(
    (issue: ValidationIssue): string => {
      const m = issue.message;
      const simple = simpleKeys[issue.code];
      if (simple) return t(simple, { count: Number(/\d+/.exec(m)?.[0] ?? 0) });
      switch (issue.code) {
        case 'type':
          return t(typeKeys.find(([words]) => m.includes(words))?.[1] ?? 'issue.type');
        case 'enum': {
          const options = m.replace(/^must be one of: /, '').split(', ');
          return t('issue.enum', { options: options.map((o) => optionLabel(o)).join(', ') });
        }
        case 'const':
        case 'endpoint':
          return t(issue.code === 'const' ? 'issue.const' : 'issue.endpoint', {
            value: optionLabel(/^must be (\S+)/.exec(m)?.[1] ?? ''),
          });
        case 'format': {
          const found = Object.entries(formatKeys).find(([words]) => m.includes(words));
          return t(found?.[1] ?? 'issue.format');
        }
        case 'oneOf':
        case 'anyOf':
          return t('issue.choice');
        default:
          return t('issue.other');
      }
    },
    [t, optionLabel],
  );
  const where = useCallback(
    (pointer: string) => labels?.pointerLabel(pointer, language) ?? memberNames(pointer),
    [labels, language],
  );
  const whereWithin = useCallback(
    (pointer: string, base: string) =>
      where(pointer)
        .split(' › ')
        .slice(base === '' ? 0 : where(base).split(' › ').length)
        .join(' › '),
    [where],
  );
  const sentence = useCallback(
    (issue: ValidationIssue, label?: string) => {
      const field = label ?? (issue.path === '' ? t('form.message') : where(issue.path));
      return t('issue.withLabel', { label: field, text: problem(issue) });
    },
    [t, problem, where],
  );
  return { problem, sentence, where, whereWithin };
}
