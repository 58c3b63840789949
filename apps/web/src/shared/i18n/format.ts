import { formatMoney, MARKET_IDS, MARKETS, type Language, type MarketId } from '@lendline/domain';

/** Display formatting with Intl, by market and language: numbers, lists, dates; money is the domain's. */
function localeFor(lang: Language, marketId: MarketId): string {
  return `${lang}-${marketId}`;
}

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    cache.set(key, found);
  }
  return found;
}

export function marketForCurrency(currency: string): MarketId | null {
  const found = MARKET_IDS.find((id) => MARKETS[id].currency === currency);
  return found ?? null;
}

/**
 * Money has one format, the domain's (ADR 031): the agreement prints it, so every screen writes
 * an amount the same way, to the kobo or centavo, in the market's and language's conventions.
 */
export { formatMoney };

export function formatNumber(value: number, lang: Language, marketId: MarketId): string {
  return numberFormat(localeFor(lang, marketId), {}).format(value);
}

const lists = new Map<string, Intl.ListFormat>();

/** "91, 180 or 365". */
export function formatList(items: readonly string[], lang: Language, marketId: MarketId): string {
  const locale = localeFor(lang, marketId);
  let found = lists.get(locale);
  if (!found) {
    found = new Intl.ListFormat(locale, { type: 'disjunction' });
    lists.set(locale, found);
  }
  return found.format(items);
}

/**
 * The formatters the guest home's offer uses, each made by one step. The first formatter of a
 * kind costs a phone tens of milliseconds (the browser loads its locale data then): made one
 * per task before the hydration, they do not lengthen its slices into long tasks (ADR 064).
 */
export function formatPreparations(lang: Language, marketId: MarketId): (() => void)[] {
  return [
    () => void formatMoney(0, MARKETS[marketId].currency, lang),
    () => void formatNumber(0, lang, marketId),
    () => void formatList(['1', '2'], lang, marketId),
  ];
}

/** A calendar date or instant shown in the market's time zone. */
export function formatDate(value: string | number | Date, lang: Language, marketId: MarketId): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(localeFor(lang, marketId), {
    dateStyle: 'medium',
    timeZone: MARKETS[marketId].timeZone,
  }).format(date);
}

/** An instant (e.g. an offer's deadline) with date and time, in the market's time zone. */
export function formatInstant(iso: string, lang: Language, marketId: MarketId): string {
  return new Intl.DateTimeFormat(localeFor(lang, marketId), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: MARKETS[marketId].timeZone,
  }).format(new Date(iso));
}

/** A share as a percentage, to one decimal at most ("12.5%"): the odds of a draw (ADR 045). */
export function formatShare(part: number, whole: number, lang: Language, marketId: MarketId): string {
  return numberFormat(localeFor(lang, marketId), { style: 'percent', maximumFractionDigits: 1 }).format(whole > 0 ? part / whole : 0);
}
