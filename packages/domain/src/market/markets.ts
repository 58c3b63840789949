/**
 * Markets: what differs between Nigeria and Mexico. The spec's copy mixes both; everything
 * market-specific is read from here rather than hard-coded in screens or services.
 */
export const MARKETS = {
  NG: {
    id: 'NG',
    currency: 'NGN',
    // ISO 4217 minor unit: the kobo is a hundredth of the naira (packages/domain/src/money).
    minorDigits: 2,
    locale: 'en-NG',
    defaultLanguage: 'en',
    timeZone: 'Africa/Lagos',
    dialCode: '234',
    nationalNumberLength: 10,
    trunkPrefix: '0',
  },
  MX: {
    id: 'MX',
    currency: 'MXN',
    // ISO 4217 minor unit: the centavo is a hundredth of the peso.
    minorDigits: 2,
    locale: 'es-MX',
    defaultLanguage: 'es',
    timeZone: 'America/Mexico_City',
    dialCode: '52',
    nationalNumberLength: 10,
    // Mexico dropped trunk prefixes in 2019; old habits still type 01/044/045 or "1" after 52.
    trunkPrefix: '',
  },
} as const;

export type MarketId = keyof typeof MARKETS;
export type Market = (typeof MARKETS)[MarketId];
export const MARKET_IDS = ['NG', 'MX'] as const satisfies readonly MarketId[];

/** The currencies we lend in (ISO 4217), one per market; amounts are always integer minor units. */
export const CURRENCIES = ['NGN', 'MXN'] as const satisfies readonly Market['currency'][];
export type Currency = (typeof CURRENCIES)[number];

export function currencyOf(market: MarketId): Currency {
  return MARKETS[market].currency;
}

/** The market that lends in `currency`. */
export function marketOfCurrency(currency: Currency): MarketId {
  return currency === 'NGN' ? 'NG' : 'MX';
}

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function isMarketId(value: unknown): value is MarketId {
  return value === 'NG' || value === 'MX';
}
