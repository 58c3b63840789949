import { MARKETS, type MarketId } from './markets.ts';

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in the market's time zone (Lagos or
 * Mexico City): ages, order numbers, retry dates and repayment schedules are counted in it,
 * never in the server's own zone.
 */
export function marketDate(at: Date, market: MarketId): string {
  return dayFormatOf(market).format(at);
}

/**
 * One formatter per market, made on first use: making an Intl.DateTimeFormat loads the zone's
 * data and costs far more than formatting with it, and many requests ask for the day.
 */
const dayFormats = new Map<MarketId, Intl.DateTimeFormat>();
function dayFormatOf(market: MarketId): Intl.DateTimeFormat {
  let format = dayFormats.get(market);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETS[market].timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(market, format);
  }
  return format;
}
