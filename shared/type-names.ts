// Names of hour and allowance types, which messages carry as codes. SETU leaves the codes to the
// parties (its schemas enumerate none), so the list starts with the one the official Timecard example
// uses and the agency extends it in Settings; a placement's rates come first wherever types are chosen.
import type { TypeName } from './api/types.ts';

export const defaultTypeNames: TypeName[] = [
  { kind: 'hours', code: 'HT100', nl: 'Normale uren', en: 'Normal hours', setu: 'Regular' },
];

/** The name of a code in a language, from the list, else the code itself. */
export function typeName(
  list: TypeName[],
  kind: TypeName['kind'],
  code: string,
  language: 'nl' | 'en',
): string {
  return list.find((t) => t.kind === kind && t.code === code)?.[language] || code;
}
