// What an agency's hour and allowance types are called on an invoice: each is mapped (Settings → types)
// to a code of SETU's lists, which a customer's system checks every line's item name against (BR-16).
import type { TypeName } from '../api/types.ts';
import { type SetuCode, setuHourTypes, setuLineReasons } from './setu-codelists.ts';

/** The SETU codes a type of this kind may be mapped to: hour types for hours, line reasons for the rest. */
export const setuCodes = (kind: TypeName['kind']): readonly SetuCode[] =>
  kind === 'hours' ? setuHourTypes : setuLineReasons;

/** The SETU code an agency's type is invoiced as, where the list maps it. */
export const setuCodeOf = (types: TypeName[], kind: TypeName['kind'], code: string): string | undefined =>
  types.find((t) => t.kind === kind && t.code === code)?.setu;

/** The Dutch name of a SETU code, from its list's description. */
export const setuDutchName = (code: string): string =>
  [...setuHourTypes, ...setuLineReasons].find((c) => c.code === code)?.nl ?? code;
