// IBANs as people type them ("NL91 ABNA 0417 1643 00"), checked as banks check them: the country's
// length where it is known and the ISO 13616 check digits (the number as digits, modulo 97, is 1).

/** Lengths of the IBANs of the countries a Dutch agency's customers and banks are mostly in. */
const LENGTHS: Record<string, number> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  ES: 24,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  PL: 28,
  PT: 25,
};

/** The IBAN without spaces, in capitals. */
export const compactIban = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();

/** In groups of four, as banks print it. */
export const printIban = (text: string) => compactIban(text).replace(/(.{4})(?=.)/g, '$1 ');

/** What is wrong with an IBAN: not its shape or length (`format`), or its check digits (`checksum`). */
export function ibanProblem(text: string): 'format' | 'checksum' | undefined {
  const iban = compactIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const length = LENGTHS[iban.slice(0, 2)];
  if (length !== undefined && iban.length !== length) return 'format';
  const digits = [...`${iban.slice(4)}${iban.slice(0, 4)}`]
    .map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1 ? undefined : 'checksum';
}
