// The UI's language and formats for every component: `useT()` gives the catalog's texts (typed by
// key), `useFormats()` Intl's dates, numbers and money, `useLanguage()` the choice and its setter.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { MessageKey } from './catalog.ts';
import { type Formats, formats } from './format.ts';
import { type Language, localeFor, rememberLanguage } from './language.ts';
import { loadTexts, type Texts } from './load-texts.ts';

interface LanguageChoice {
  language: Language;
  setLanguage(language: Language): void;
  formats: Formats;
}

const LanguageContext = createContext<LanguageChoice | undefined>(undefined);

/** A language with its texts, loaded before it is shown (main.tsx loads the first one with the app). */
export interface Shown {
  language: Language;
  texts: Texts;
}

export function I18nProvider({ children, initial }: { children: ReactNode; initial: Shown }) {
  const [{ language, texts }, show] = useState(initial);
  // The language last asked for: texts that arrive after another choice are not shown.
  const asked = useRef(language);
  const locale = localeFor(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const choice = useMemo<LanguageChoice>(
    () => ({
      language,
      formats: formats(locale),
      setLanguage(next) {
        rememberLanguage(next);
        asked.current = next;
        // Texts that cannot be loaded (the server gone) leave the window in the language it shows.
        loadTexts(next).then(
          (loaded) => asked.current === next && show({ language: next, texts: loaded }),
          () => {},
        );
      },
    }),
    [language, locale],
  );
  return (
    <LanguageContext.Provider value={choice}>
      <IntlProvider locale={locale} messages={texts} defaultLocale="en">
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageChoice {
  const choice = useContext(LanguageContext);
  if (!choice) throw new Error('useLanguage needs an I18nProvider above it');
  return choice;
}

export const useFormats = (): Formats => useLanguage().formats;

export type Values = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: Values) => string;

/** Whether the catalog has a text for a key made at run time (`family.${name}`). */
export function useHasText(): (key: string) => key is MessageKey {
  const { messages } = useIntl();
  return useCallback((key: string): key is MessageKey => key in messages, [messages]);
}

/** The catalog's text for a key, with its {values} filled in. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values) as string, [intl]);
}
