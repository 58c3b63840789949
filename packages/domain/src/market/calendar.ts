import { MARKETS, type MarketId } from './markets.ts';

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in the market's time zone (Lagos or
 * Mexico City): ages, order numbers, retry dates and repayment schedules are counted in it,
 * never in the server's own zone.
 */
export function marketDate(at: Date, market: MarketId): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MARKETS[market].timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
