import { isMarketId, type MarketId } from '@lendline/domain';

/**
 * The market the serving server named in the document (`<meta name="lendline-market">`, written
 * by the server when it serves index.html; issue 19, ADR 049). It is how a guest's first screen
 * knows it is on the Mexican server before any call answers. Null when the document came from
 * elsewhere (a development server, a shell's local copy): then the server is asked.
 * No React here: the landing pages read it too.
 */
export function documentMarket(): MarketId | null {
  if (typeof document === 'undefined') return null;
  const named = document.querySelector<HTMLMetaElement>('meta[name="lendline-market"]')?.content;
  return isMarketId(named) ? named : null;
}
