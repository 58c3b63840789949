import { isMarketId, type MarketId } from '@lendline/domain';
import { useSyncExternalStore } from 'react';
import { marketForCurrency } from '../i18n/format.ts';
import { readUserInfo } from '../session/session.ts';
import { subscribeStorage } from '../storage/storage.ts';

/**
 * Which market (NG, MX) the app is serving: the signed-in borrower's, else the one the server's
 * product list is priced in, else the build's default (VITE_MARKET), else Nigeria.
 */
const BUILD_MARKET: MarketId = isMarketId(import.meta.env.VITE_MARKET) ? import.meta.env.VITE_MARKET : 'NG';
const listeners = new Set<() => void>();
let served: MarketId | null = null;

export function currentMarket(): MarketId {
  const market = readUserInfo()?.basicInfo.market;
  if (isMarketId(market)) return market;
  return served ?? BUILD_MARKET;
}

/** Learns the served market from a currency the server priced products in. */
export function learnMarketFromCurrency(currency: string | undefined): void {
  const market = currency ? marketForCurrency(currency) : null;
  if (!market || market === served) return;
  served = market;
  for (const listener of listeners) listener();
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
