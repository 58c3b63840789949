import { isMarketId, loanMarketIndex, MARKETS, type Language, type LandingPage, type MarketId } from '@lendline/domain';
import { checkMobileNumber } from '../../shared/forms/mobile-check.ts';
import { captureAttribution } from '../../shared/marketing/attribution-store.ts';
import { rememberMarketIndex, rememberedMarketIndex } from '../../shared/catalogue/market-index-memory.ts';
import { fetchMarketIndex } from '../../shared/marketing/market-index-api.ts';
import { describePage } from '../../shared/marketing/page-meta.ts';
import { documentMarket } from '../../shared/market/served-market.ts';
import { keepTypedMobile, typedMobile } from '../../shared/marketing/typed-mobile.ts';
import { afterFirstPaint } from '../../shared/ui/after-first-paint.ts';
import { readBasicInfoText, readLanguage, writeItem } from '../../shared/storage/storage.ts';
import { choosableAmounts, headlineOf } from './landing-model.ts';
import { hasLandingText, loadLandingText } from './landing-text.ts';
import { focusMobile, renderLanding, type LandingState } from './landing-view.ts';

export interface LandingHost {
  /** Goes to an app route ("/user/register?..."): a hash change, picked up by whoever runs the app. */
  navigate(path: string): void;
  /** Switches the language for the whole app (the app's store when it runs; storage alone before). */
  setLanguage?(lang: Language): void;
}

/**
 * The market before `/loanMarket/index` answers: a signed-in borrower's, else the one the server
 * named in the document (ADR 049); the build's (VITE_MARKET, else Nigeria) only for a document
 * from elsewhere, until the answer corrects it.
 */
function assumedMarket(): MarketId {
  const market = readBasicInfoText('market');
  if (isMarketId(market)) return market;
  return documentMarket() ?? (isMarketId(import.meta.env.VITE_MARKET) ? import.meta.env.VITE_MARKET : 'NG');
}

const languageFor = (market: MarketId): Language => readLanguage() ?? MARKETS[market].defaultLanguage;

/**
 * The words of the language a landing page will first be drawn in, fetched if they are a chunk
 * (Spanish, ADR 059). Offline it settles all the same: the page is then drawn in English.
 */
export function landingTextReady(): Promise<void> {
  return loadLandingText(languageFor(assumedMarket())).catch(() => undefined);
}

/**
 * What a landing page shows before the server answers: the server's last answer kept on this
 * device (its live prices, ADR 089), else the release's figures, which the build prerenders
 * (ADR 065; no storage there).
 */
export function firstState(page: LandingPage, market: MarketId, query: URLSearchParams): LandingState {
  const index = rememberedMarketIndex(market) ?? loanMarketIndex(market);
  const wanted = Number(query.get('amount'));
  return {
    page, lang: languageFor(market), index, mobile: typedMobile(), mobileError: null,
    amount: choosableAmounts(index).includes(wanted) ? wanted : headlineOf(index).representative.amount,
  };
}

/**
 * One landing page in `root`: drawn at once from the figures this device knows (the last answer
 * kept, else the domain's catalogue and pricing), then redrawn with the server's
 * `/loanMarket/index` if it differs (another market, another release, a product version staff
 * put live since, ADR 089). The visitor never waits for the network (ADR 046).
 */
export function mountLanding(root: HTMLElement, page: LandingPage, query: URLSearchParams, host: LandingHost) {
  captureAttribution(query, page);
  const state = firstState(page, assumedMarket(), query);
  let alive = true;
  let fetching: Language | null = null;
  const draw = () => {
    if (!alive) return;
    // Spanish is fetched the first time it is shown (ADR 059); offline, the page stays in English.
    if (!hasLandingText(state.lang) && fetching !== state.lang) {
      fetching = state.lang;
      void loadLandingText(state.lang).then(draw, draw);
      return;
    }
    renderLanding(root, state, actions);
    describePage(state.index.market, state.lang, state.page);
  };
  const actions = {
    switchLanguage() {
      state.lang = state.lang === 'en' ? 'es' : 'en';
      writeItem('language', state.lang);
      host.setLanguage?.(state.lang);
      draw();
    },
    typeMobile(value: string) {
      state.mobile = value;
    },
    chooseAmount(amount: number) {
      state.amount = amount;
      draw();
    },
    applyWithMobile() {
      const checked = checkMobileNumber(state.mobile, state.index.market);
      if ('error' in checked) {
        state.mobileError = checked.error;
        draw();
        focusMobile();
        return;
      }
      state.mobileError = null;
      keepTypedMobile(state.mobile.trim());
      host.navigate(`/user/register?redirect=${encodeURIComponent('/borrow/to_borrow')}`);
    },
    go: (path: string) => host.navigate(path),
  };
  draw();

  // Asked after the page has painted: on a slow link the request would compete with what the paint needs.
  void afterFirstPaint().then(() => fetchMarketIndex(state.lang)).then((served) => {
    if (served) rememberMarketIndex(served);
    if (!served || JSON.stringify(served) === JSON.stringify(state.index)) return;
    // Another market than assumed: its language, unless the visitor chose one.
    if (served.market !== state.index.market) state.lang = languageFor(served.market);
    state.index = served;
    if (!choosableAmounts(served).includes(state.amount ?? -1)) state.amount = headlineOf(served).representative.amount;
    draw();
  });

  return {
    /** Another landing page of the same visit (yx2 → yx2ConfirmBorrow): the same figures, the new page. */
    show(next: LandingPage, nextQuery: URLSearchParams) {
      captureAttribution(nextQuery, next);
      state.page = next;
      const amount = Number(nextQuery.get('amount'));
      if (choosableAmounts(state.index).includes(amount)) state.amount = amount;
      draw();
    },
    destroy() {
      alive = false;
      root.replaceChildren();
    },
  };
}
