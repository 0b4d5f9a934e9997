// What is wrong with an IBAN as typed, in the clerk's words (checked as the server checks it).
import { ibanProblem } from '../../shared/parties/iban.ts';
import type { Translate } from '../i18n/intl.tsx';

export function ibanWords(t: Translate, text: string): string {
  if (text.trim() === '') return '';
  const problem = ibanProblem(text);
  return problem ? t(`iban.${problem}`, { text }) : '';
}
