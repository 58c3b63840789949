import { MARKETS, type Language, type MarketId } from '@lendline/domain';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '../app/app.tsx';
import { initLanguage } from '../shared/i18n/i18n-store.ts';
import { learnServedMarket } from '../shared/market/market.ts';

/**
 * The guest's home of one market as React renders it before anything is known (ADR 058): the
 * server snapshots of every store (no session, no answers yet: the offer's skeleton), in the
 * market's language. `hydrateRoot` renders the same on its first pass (it uses the same server
 * snapshots), so the browser paints this markup at once and React adopts it. Run at build time
 * by `build/prerender.ts`, in Node with a DOM from happy-dom.
 */
export async function prerenderGuestHome(market: MarketId): Promise<{ html: string; lang: Language }> {
  learnServedMarket(market);
  await initLanguage();
  const { prelude } = await prerender(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return { html: await new Response(prelude).text(), lang: MARKETS[market].defaultLanguage };
}
