// A catalog entry holds both languages side by side: a key missing from either is a type error, so
// `npm run typecheck` (in CI) fails on it. Texts use ICU message syntax ({name}, plurals).

export type Language = 'nl' | 'en';

export const LANGUAGES: Language[] = ['nl', 'en'];

export interface Entry {
  en: string;
  nl: string;
}

export const defineMessages = <K extends string>(messages: Record<K, Entry>) => messages;
