// Names of hour and allowance types, which messages carry as codes. SETU leaves the codes to the
// parties (its schemas enumerate none), so an agency starts with the types a Dutch week has, each
// mapped to SETU's hour type (HT100 is the official Timecard example's code), and changes or extends
// them in Settings, where SETU's list is offered by name; a placement's rates come first wherever
// types are chosen.
import type { TypeName } from '../api/types.ts';
import { setuHourTypes } from './setu-codelists.ts';

export const defaultTypeNames: TypeName[] = [
  { kind: 'hours', code: 'HT100', nl: 'Normale uren', en: 'Normal hours', setu: 'Regular', percent: 100 },
  {
    kind: 'hours',
    code: 'HT125',
    nl: 'Overuren 125 %',
    en: 'Overtime 125 %',
    setu: 'Overtime',
    percent: 125,
  },
  {
    kind: 'hours',
    code: 'HT150',
    nl: 'Overuren 150 %',
    en: 'Overtime 150 %',
    setu: 'Overtime',
    percent: 150,
  },
  { kind: 'hours', code: 'REIS', nl: 'Reisuren', en: 'Travel hours', setu: 'Travel', percent: 100 },
  { kind: 'hours', code: 'ZIEK', nl: 'Ziekte', en: 'Sick leave', setu: 'Sick time', percent: 100 },
  { kind: 'hours', code: 'VERLOF', nl: 'Verlof', en: 'Holiday leave', setu: 'Vacation', percent: 100 },
  { kind: 'hours', code: 'FEESTDAG', nl: 'Feestdag', en: 'Public holiday', setu: 'Holiday', percent: 100 },
  {
    kind: 'allowance',
    code: 'KM',
    nl: 'Kilometervergoeding',
    en: 'Mileage allowance',
    setu: 'Transportation costs',
  },
];

/**
 * A SETU hour type as the agency's type: named by SETU's list (its Dutch description; the English code),
 * under a code the list does not use yet, made from the English name (Sick time → SICK-TIME, then
 * SICK-TIME-2).
 */
export function typeFromSetu(setu: string, list: TypeName[]): TypeName | undefined {
  const found = setuHourTypes.find((c) => c.code === setu);
  if (!found) return undefined;
  const base = found.code
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const taken = new Set(list.filter((t) => t.kind === 'hours').map((t) => t.code));
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
  return { kind: 'hours', code, nl: found.nl, en: found.code, setu: found.code, percent: 100 };
}

/** The name of a code in a language, from the list, else the code itself. */
export function typeName(
  list: TypeName[],
  kind: TypeName['kind'],
  code: string,
  language: 'nl' | 'en',
): string {
  return list.find((t) => t.kind === kind && t.code === code)?.[language] || code;
}
