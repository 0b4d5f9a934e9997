// The interface's texts of one language, as react-intl takes them: each language is a chunk of its own
// that vite.config.ts makes from the catalog at build time, so the first page downloads and parses the
// texts of the language it shows, and not as code (a JSON string parses several times faster).
import type { Language } from './define.ts';

export type Texts = Record<string, string>;

const chunks: Record<Language, () => Promise<{ default: Texts }>> = {
  nl: () => import('virtual:texts-nl'),
  en: () => import('virtual:texts-en'),
};

export const loadTexts = async (language: Language): Promise<Texts> => (await chunks[language]()).default;
