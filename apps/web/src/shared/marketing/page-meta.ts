import { pageDescription, type DescribedPage, type Language, type MarketId } from '@lendline/domain';

/**
 * The document's meta description for the page shown (issue 19): the server writes home's in its
 * market's language; a landing page, a language switch or a Spanish-speaking guest rewrites it,
 * so a crawler that runs the page reads the description of what it sees. No React: the landing
 * pages use it too.
 */
export function describePage(market: MarketId, lang: Language, page: DescribedPage): void {
  if (typeof document === 'undefined') return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = pageDescription(market, lang, page);
  // What it describes, so home's hook rewrites it only when it must (use-page-description.ts).
  meta.dataset.described = `${market}:${lang}:${page}`;
}
