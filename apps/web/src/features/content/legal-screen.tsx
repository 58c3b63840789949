import type { LegalDocument } from '@lendline/domain';
import { useLiveTerms } from '../../shared/catalogue/use-live-terms.ts';
import { currentLegalVersion, legalVersions } from '../../shared/content/content-files.ts';
import { useContent } from '../../shared/content/use-content.ts';
import { formatDate } from '../../shared/i18n/format.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { useQuery } from '../../shared/router/location.ts';
import { Page } from '../../shared/ui/page.tsx';
import { ContentPage } from './content-page.tsx';
import { faqFigures } from './faq-figures.ts';

/**
 * A legal text: the current version, or the one named by `?version=` (an accepted earlier
 * version from the agreement list, or the one the re-acceptance prompt asks for), with its date.
 * A version this copy of the app does not have is said to be missing, never replaced by another
 * text (issue 19). Its figures (retention days, the penalty's limit) come from the same place as
 * the FAQ's: the server's live product versions (ADR 089).
 */
function LegalScreen({ document }: { document: LegalDocument }) {
  const t = useT();
  const lang = useLanguage();
  const market = useMarket();
  const products = useLiveTerms(market);
  const asked = useQuery().get('version');
  const current = currentLegalVersion(market, document);
  const missing = asked !== null && !legalVersions(market, document).includes(asked);
  const version = missing ? null : (asked ?? current);
  const read = useContent(version ? `${document}-${version}` : null);
  const date = (v: string) => formatDate(v, lang, market);
  const before = version && (
    <p className="content-version">
      {t('content.version', { date: date(version) })}
      {current && version !== current && <> {t('content.oldVersion', { date: date(current) })}</>}
    </p>
  );
  const title = t(document === 'terms' ? 'route.termsCondition' : 'route.privacy');
  if (missing) {
    return (
      <Page title={title} back="/me">
        <p role="alert">{t('content.versionMissing')}</p>
      </Page>
    );
  }
  return <ContentPage title={title} back="/me" read={version ? read : { sections: null, failed: true, retry: () => undefined }} before={before}
      figures={faqFigures(products, market, lang, t)} />;
}

export function TermsScreen() {
  return <LegalScreen document="terms" />;
}

export function PrivacyScreen() {
  return <LegalScreen document="privacy" />;
}
