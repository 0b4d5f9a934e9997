// The UI's language, chosen here and remembered; the system's language until then.
import { useId } from 'react';
import { LANGUAGES, type Language } from '../i18n/define.ts';
import { useLanguage, useT } from '../i18n/intl.tsx';

export function LanguageSelect() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('language.heading')}</h2>
      <label>
        {t('language.label')}{' '}
        <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {t(`language.${l}`)}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
