import { LANGUAGES, type Language } from '@lendline/domain';
import { setLanguage, useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { Page } from '../../shared/ui/page.tsx';
import './user-center.css';

const LABELS = { en: 'language.en', es: 'language.es' } as const satisfies Record<Language, string>;

/** English / Español; the choice applies at once and is remembered. */
export function LanguageScreen() {
  const t = useT();
  const current = useLanguage();
  return (
    <Page title={t('route.language')} back="/me">
      <fieldset className="radio-list">
        <legend className="radio-list__legend">{t('language.legend')}</legend>
        {LANGUAGES.map((lang) => (
          <label key={lang} className="radio-list__item" lang={lang}>
            <input
              type="radio"
              name="language"
              value={lang}
              checked={current === lang}
              onChange={() => void setLanguage(lang)}
            />
            <span>{t(LABELS[lang])}</span>
          </label>
        ))}
      </fieldset>
    </Page>
  );
}
