// Pointers as the form addresses its fields, and the words of the label table (words/field-labels.ts)
// in the UI's language: what a field is called, its help, what an item of a list is called.
import { useMemo } from 'react';
import { useLanguage } from '../i18n/intl.tsx';
import { fieldHelp, fieldLabel, itemLabel, optionLabel } from '../words/field-labels.ts';

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The JSON Pointer tokens of a pointer, unescaped. */
export const tokensOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));

export const childPointer = (pointer: string, token: string | number) =>
  `${pointer}/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;

export interface FieldNames {
  label(pointer: string): string;
  help(pointer: string): string | undefined;
  /** What an item of the list at `pointer` is called, lower case; undefined when the table says nothing. */
  item(pointer: string): string | undefined;
  option(value: unknown): string;
}

export function useFieldNames(): FieldNames {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      label: (pointer) => fieldLabel(tokensOf(pointer), language),
      help: (pointer) => fieldHelp(tokensOf(pointer), language),
      item: (pointer) => itemLabel(tokensOf(pointer), language),
      option: (value) => optionLabel(value, language),
    }),
    [language],
  );
}
