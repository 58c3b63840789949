import { useEffect } from 'react';
import { useLanguage } from '../i18n/i18n-store.ts';
import { useMarket } from '../market/market.ts';
import { documentMarket } from '../market/served-market.ts';
import { landingPageOf } from './landing-route.ts';

/** The language of the document as the server wrote it, before the app sets its own. */
const SERVED_LANGUAGE = typeof document === 'undefined' ? '' : document.documentElement.lang;

/**
 * What the document's description says now, as `market:language:page`: what `describePage`
 * last wrote (a landing page's too), else home's as the server wrote it (its market, in its language; ADR 049), if any.
 */
function describedNow(): string | null {
  const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) return null;
  const market = documentMarket();
  return meta.dataset.described ?? (market ? `${market}:${SERVED_LANGUAGE}:home` : null);
}

/**
 * Keeps the document's meta description on the page shown: a landing page's own, else home's.
 * Its texts are a chunk of their own, fetched only when the description must change: a guest's
 * home already has the server's (issue 20: the first screen's budget is for what the borrower sees).
 */
export function usePageDescription(hash: string): void {
  const market = useMarket();
  const lang = useLanguage();
  const page = landingPageOf(hash) ?? 'home';
  useEffect(() => {
    const wanted = `${market}:${lang}:${page}`;
    if (wanted === describedNow()) return;
    let live = true;
    void import('./page-meta.ts').then((meta) => {
      if (live) meta.describePage(market, lang, page);
    });
    return () => {
      live = false;
    };
  }, [market, lang, page]);
}
