// The interface's texts of one language, as react-intl takes them: each language is a chunk of its own
// that vite.config.ts makes from the catalog at build time, the texts parsed into message syntax trees,
// so the first page downloads the texts of the language it shows, ready to format, and not as code (a
// JSON string parses several times faster).
import type { MessageFormatElement } from 'react-intl';
import type { Language } from './define.ts';

export type Texts = Record<string, MessageFormatElement[]>;

const chunks: Record<Language, () => Promise<{ default: Texts }>> = {
  nl: () => import('virtual:texts-nl'),
  en: () => import('virtual:texts-en'),
};

export const loadTexts = async (language: Language): Promise<Texts> => (await chunks[language]()).default;
