import { MARKETS, marketOfCurrency, type Currency } from '../market/markets.ts';

declare const minorOf: unique symbol;

/**
 * An amount in whole minor units of one currency: the integer every figure of the product is
 * kept, summed and stored in (ADR 013). The brand only names the currency for the compiler;
 * at run time it is a plain safe integer.
 */
export type Minor<C extends Currency = Currency> = number & { readonly [minorOf]: C };
/** Naira amounts, in kobo (₦1 = 100 kobo). */
export type Kobo = Minor<'NGN'>;
/** Peso amounts, in centavos ($1 = 100 centavos). */
export type Centavos = Minor<'MXN'>;

/** The minor unit's exponent (ISO 4217): 2 for NGN and MXN, so "12.34" is 1234 minor units. */
export function minorDigits(currency: Currency): number {
  return MARKETS[marketOfCurrency(currency)].minorDigits;
}

/** How many minor units make one major unit (100 kobo to the naira). */
export function minorPerMajor(currency: Currency): number {
  return 10 ** minorDigits(currency);
}

/** `amount` named as minor units of `currency`, once it is known to be a safe integer. */
export function asMinor<C extends Currency>(amount: number, currency: C): Minor<C> {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`money must be whole minor units of ${currency}, not ${amount}`);
  return amount as Minor<C>;
}

/**
 * Whole major units a person typed ("5000": digits only) as minor units; null for anything
 * else (a sign, decimals, grouping, empty) or an amount too large to hold exactly.
 */
export function wholeToMinor<C extends Currency>(typed: string, currency: C): Minor<C> | null {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return null;
  const minor = BigInt(text) * BigInt(minorPerMajor(currency));
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? (Number(minor) as Minor<C>) : null;
}

/** The least number of whole major units that covers `minor` (₦4,945.90 → 4946): a round amount to suggest. */
export function wholeUnitsCovering(minor: number, currency: Currency): number {
  const per = minorPerMajor(currency);
  const whole = Math.floor(asMinor(minor, currency) / per);
  return minor % per > 0 ? whole + 1 : whole;
}
