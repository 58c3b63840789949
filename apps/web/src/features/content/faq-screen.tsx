import { useLiveTerms } from '../../shared/catalogue/use-live-terms.ts';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { useContent } from '../../shared/content/use-content.ts';
import { ContentPage } from './content-page.tsx';
import { faqFigures } from './faq-figures.ts';

/** Help centre: the market's questions, answered with the figures of its live product terms (ADR 089). */
export function FaqScreen() {
  const t = useT();
  const market = useMarket();
  const lang = useLanguage();
  const read = useContent('faq');
  const products = useLiveTerms(market);
  return <ContentPage title={t('route.faq')} back="/me" read={read} figures={faqFigures(products, market, lang, t)} />;
}
