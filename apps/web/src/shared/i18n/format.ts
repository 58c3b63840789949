import { MARKETS, type Language, type MarketId } from '@lendline/domain';

/**
 * Display formatting with Intl. Money arrives in integer minor units and stays integer: the
 * major/minor split is integer arithmetic and the decimal reaches Intl as a string.
 */
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
  const found = (Object.keys(MARKETS) as MarketId[]).find((id) => MARKETS[id].currency === currency);
  return found ?? null;
}

/** "₦60,000" for 6_000_000 kobo; fractions only when there are some ("₦10.50"). */
export function formatMoney(minor: number, currency: string, lang: Language): string {
  const marketId = marketForCurrency(currency) ?? 'NG';
  const unit = MARKETS[marketId].minorUnitsPerMajor;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const major = Math.floor(abs / unit);
  const rest = abs % unit;
  const digits = String(unit - 1).length;
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: rest === 0 ? 0 : digits,
    maximumFractionDigits: rest === 0 ? 0 : digits,
  };
  const decimal = `${sign}${major}${rest === 0 ? '' : `.${String(rest).padStart(digits, '0')}`}`;
  // Intl formats decimal strings exactly (ES2023); older engines read them as numbers, which is
  // still exact for any realistic loan amount.
  return numberFormat(localeFor(lang, marketId), options).format(decimal as unknown as number);
}

export function formatNumber(value: number, lang: Language, marketId: MarketId): string {
  return numberFormat(localeFor(lang, marketId), {}).format(value);
}

/** "91, 180 or 365". */
export function formatList(items: readonly string[], lang: Language, marketId: MarketId): string {
  return new Intl.ListFormat(localeFor(lang, marketId), { type: 'disjunction' }).format(items);
}

/** A calendar date or instant shown in the market's time zone. */
export function formatDate(value: string | number | Date, lang: Language, marketId: MarketId): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(localeFor(lang, marketId), {
    dateStyle: 'medium',
    timeZone: MARKETS[marketId].timeZone,
  }).format(date);
}
