import { setLanguage, useLanguage, useT } from '../../shared/i18n/i18n-store.ts';

/** One tap to the other language, before signing in (the language screen is one more step). */
export function LanguageToggle() {
  const t = useT();
  const other = useLanguage() === 'en' ? 'es' : 'en';
  return (
    <button type="button" className="btn btn--text page__aside" lang={other} onClick={() => void setLanguage(other)}>
      {t(other === 'es' ? 'language.es' : 'language.en')}
    </button>
  );
}
