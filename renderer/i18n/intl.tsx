// The UI's language and formats for every component: `useT()` gives the catalog's texts (typed by
// key), `useFormats()` Intl's dates, numbers and money, `useLanguage()` the choice and its setter.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { type MessageKey, messagesFor } from './catalog.ts';
import { type Formats, formats } from './format.ts';
import { initialLanguage, type Language, localeFor, rememberLanguage } from './language.ts';

interface LanguageChoice {
  language: Language;
  setLanguage(language: Language): void;
  formats: Formats;
}

const LanguageContext = createContext<LanguageChoice | undefined>(undefined);

export function I18nProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const [language, choose] = useState<Language>(() => fixed ?? initialLanguage());
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
        choose(next);
      },
    }),
    [language, locale],
  );
  const messages = useMemo(() => messagesFor(language), [language]);
  return (
    <LanguageContext.Provider value={choice}>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en">
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

/** The catalog's text for a key, with its {values} filled in. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values) as string, [intl]);
}
