// The UI's language: the one chosen in Settings (remembered in this browser or window), else the
// system's (nl* → Dutch), else English. `<html lang>` follows it, for screen readers and spelling.

import type { Language } from './define.ts';

export type { Language };

const KEY = 'setu-workbench.language';

function remembered(): Language | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'nl' || value === 'en' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The system's or browser's preference: the first of its languages that the UI speaks. */
export function systemLanguage(preferred: readonly string[] = navigator.languages): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'nl' || base === 'en') return base;
  }
  return 'en';
}

export const initialLanguage = (): Language => remembered() ?? systemLanguage();

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // A window without storage keeps the choice for this session only.
  }
}

/**
 * The locale formats follow: the system's own where it is of the chosen language (en-US keeps its
 * dates), else the language's Dutch-office default.
 */
export function localeFor(language: Language, preferred: readonly string[] = navigator.languages): string {
  const own = preferred.find((tag) => tag.toLowerCase().split('-')[0] === language && tag.includes('-'));
  return own ?? (language === 'nl' ? 'nl-NL' : 'en-GB');
}
