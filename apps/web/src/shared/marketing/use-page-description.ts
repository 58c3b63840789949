import { useEffect } from 'react';
import { useLanguage } from '../i18n/i18n-store.ts';
import { useMarket } from '../market/market.ts';
import { landingPageOf } from './landing-route.ts';

/**
 * Keeps the document's meta description on the page shown: a landing page's own, else home's.
 * Its texts are a chunk of their own, fetched after the first paint: the first screen's budget
 * is for what the borrower sees (ADR 049).
 */
export function usePageDescription(hash: string): void {
  const market = useMarket();
  const lang = useLanguage();
  const page = landingPageOf(hash) ?? 'home';
  useEffect(() => {
    let live = true;
    void import('./page-meta.ts').then((meta) => live && meta.describePage(market, lang, page));
    return () => {
      live = false;
    };
  }, [market, lang, page]);
}
