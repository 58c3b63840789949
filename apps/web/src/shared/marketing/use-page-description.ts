import { useEffect } from 'react';
import { useLanguage } from '../i18n/i18n-store.ts';
import { useMarket } from '../market/market.ts';
import { landingPageOf } from './landing-route.ts';
import { describePage } from './page-meta.ts';

/** Keeps the document's meta description on the page shown: a landing page's own, else home's. */
export function usePageDescription(hash: string): void {
  const market = useMarket();
  const lang = useLanguage();
  const page = landingPageOf(hash) ?? 'home';
  useEffect(() => describePage(market, lang, page), [market, lang, page]);
}
