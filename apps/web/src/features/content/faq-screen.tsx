import { PRODUCT_TERMS } from '@lendline/domain';
import { useLanguage, useT } from '../../shared/i18n/i18n-store.ts';
import { useMarket } from '../../shared/market/market.ts';
import { useContent } from '../../shared/content/use-content.ts';
import { ContentPage } from './content-page.tsx';
import { faqFigures } from './faq-figures.ts';

/** Help centre: the market's questions, answered with the figures of its product terms. */
export function FaqScreen() {
  const t = useT();
  const market = useMarket();
  const lang = useLanguage();
  const read = useContent('faq');
  return <ContentPage title={t('route.faq')} back="/me" read={read} figures={faqFigures(PRODUCT_TERMS[market], market, lang, t)} />;
}
