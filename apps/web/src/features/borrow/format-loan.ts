import { MARKETS, type Language, type MarketId } from '@lendline/domain';

/** An instant (e.g. an offer's deadline) with date and time, in the market's time zone. */
export function formatInstant(iso: string, lang: Language, marketId: MarketId): string {
  return new Intl.DateTimeFormat(`${lang}-${marketId}`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MARKETS[marketId].timeZone,
  }).format(new Date(iso));
}
