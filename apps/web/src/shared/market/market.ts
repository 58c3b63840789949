import { isMarketId, type MarketId } from '@lendline/domain';
import { useSyncExternalStore } from 'react';
import { marketForCurrency } from '../i18n/format.ts';
import { readUserInfo } from '../session/session.ts';
import { subscribeStorage } from '../storage/storage.ts';
import { documentMarket } from './served-market.ts';

/**
 * Which market (NG, MX) the app is serving: the signed-in borrower's, else the server's (named
 * in the document it served, or learnt from its answers: the market at boot, the currency of its
 * products). The build's default (VITE_MARKET, else Nigeria) only stands in while a document
 * from elsewhere cannot reach its server at all (issue 19, ADR 049).
 */
const BUILD_MARKET: MarketId = isMarketId(import.meta.env.VITE_MARKET) ? import.meta.env.VITE_MARKET : 'NG';
const listeners = new Set<() => void>();
let served: MarketId | null = null;

export function currentMarket(): MarketId {
  const market = readUserInfo()?.basicInfo.market;
  if (isMarketId(market)) return market;
  return documentMarket() ?? served ?? BUILD_MARKET;
}

/** True once the server's market is known, from the document or an answer. */
export function isServedMarketKnown(): boolean {
  return documentMarket() !== null || served !== null;
}

/** Learns the served market from the server's own word (its market index). */
export function learnServedMarket(market: MarketId): void {
  if (market === served) return;
  served = market;
  for (const listener of listeners) listener();
}

/** Learns the served market from a currency the server priced products in. */
export function learnMarketFromCurrency(currency: string | undefined): void {
  const market = currency ? marketForCurrency(currency) : null;
  if (market) learnServedMarket(market);
}

/** Tests start without a learned market. */
export function forgetServedMarket(): void {
  served = null;
}

/** Changes of the market served: learnt from the server, or the signed-in borrower's. */
export function subscribeMarket(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeStorage = subscribeStorage(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeStorage();
  };
}

export function useMarket(): MarketId {
  return useSyncExternalStore(subscribeMarket, currentMarket, currentMarket);
}
