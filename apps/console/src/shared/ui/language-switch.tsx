import { useId } from 'react';
import { chooseLanguage, LANGUAGES, useI18n, type Language } from '../i18n/i18n.ts';

/** The person's language, on every screen (signed in or not); each name in its own language. */
export function LanguageSwitch() {
  const { lang, t } = useI18n();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={lang} onChange={(event) => chooseLanguage(event.target.value as Language)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
