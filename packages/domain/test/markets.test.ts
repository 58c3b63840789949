import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyOf, isCurrency, MARKET_IDS, marketOfCurrency } from '../src/market/markets.ts';

describe('markets and their currencies', () => {
  it('knows only the currencies we lend in, from any value a file or an answer may hold', () => {
    expect(CURRENCIES.filter(isCurrency)).toEqual(['NGN', 'MXN']);
    for (const other of ['USD', 'ngn', '', ' NGN', null, undefined, 566, { currency: 'NGN' }]) expect(isCurrency(other)).toBe(false);
  });

  it('goes from a market to its currency and back', () => {
    for (const market of MARKET_IDS) expect(marketOfCurrency(currencyOf(market))).toBe(market);
  });
});
