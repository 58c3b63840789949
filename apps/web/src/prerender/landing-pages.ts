import { LANDING_PAGES, MARKETS, type LandingPage, type MarketId } from '@lendline/domain';
import { landingFrame } from '../features/landing/landing-boot.ts';
import { firstState } from '../features/landing/landing-controller.ts';
import { loadLandingText } from '../features/landing/landing-text.ts';
import { renderLanding, type LandingActions } from '../features/landing/landing-view.ts';

const idle = () => undefined;
const NOTHING_YET: LandingActions = { switchLanguage: idle, typeMobile: idle, chooseAmount: idle, applyWithMobile: idle, go: idle };

/**
 * Every landing page of one market as its script first draws it for a visitor with nothing
 * stored (ADR 065): the build's figures, the market's language, inside the app's frame. Run at
 * build time by `build/prerender.ts`, in Node with a DOM from happy-dom; the server puts each in
 * the document, and `first-paint.js` shows the one the link asks for before the first paint.
 */
export async function prerenderLandingPages(market: MarketId): Promise<Record<LandingPage, string>> {
  await loadLandingText(MARKETS[market].defaultLanguage);
  const pages = {} as Record<LandingPage, string>;
  for (const page of LANDING_PAGES) {
    const { app, frame } = landingFrame();
    renderLanding(frame, firstState(page, market, new URLSearchParams()), NOTHING_YET);
    pages[page] = app.outerHTML;
  }
  return pages;
}
