import { MARKETS, type MarketId } from '../market/markets.ts';

/**
 * Reduces what a borrower types as a phone number to the market's canonical form, E.164
 * without the plus ("2348031234567", "525512345678"), or null when it cannot be one.
 *
 * Nigeria: "+234 803 123 4567", "2348031234567", "08031234567" and "8031234567" are one number.
 * Mexico: "+52 55 1234 5678", "52 1 55 1234 5678" (the old mobile "1"), "5512345678".
 */
export function normalizePhone(input: string, marketId: MarketId): string | null {
  const market = MARKETS[marketId];
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  if (!/^\d+$/.test(digits)) return null;

  let national = digits;
  if (digits.startsWith(market.dialCode) && digits.length > market.nationalNumberLength) {
    national = digits.slice(market.dialCode.length);
    if (marketId === 'MX' && national.length === 11 && national.startsWith('1')) national = national.slice(1);
  } else if (market.trunkPrefix && national.startsWith(market.trunkPrefix)) {
    national = national.slice(market.trunkPrefix.length);
  }
  if (national.length !== market.nationalNumberLength) return null;
  if (marketId === 'NG' && !/^[789]/.test(national)) return null;
  if (marketId === 'MX' && national.startsWith('0')) return null;
  return market.dialCode + national;
}

/**
 * A workplace's number, reduced like `normalizePhone`, or null: a mobile, or a landline of the
 * market. Nigeria's landlines are 0, an area code and the number, eight digits after the 0
 * (Lagos "01 234 5678", Port Harcourt "084 123456"), or the same after +234. Mexico dials ten
 * digits for every number since 2019, so its landlines are `normalizePhone`'s numbers already.
 * "012345" is neither (issue 19).
 */
export function normalizeBusinessPhone(input: string, marketId: MarketId): string | null {
  const mobile = normalizePhone(input, marketId);
  if (mobile !== null || marketId !== 'NG') return mobile;
  const { dialCode, trunkPrefix } = MARKETS[marketId];
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  else if (digits.startsWith('00')) digits = digits.slice(2);
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.startsWith(dialCode) && digits.length === dialCode.length + 8 ? digits.slice(dialCode.length)
    : digits.startsWith(trunkPrefix) && digits.length === trunkPrefix.length + 8 ? digits.slice(trunkPrefix.length)
      : null;
  return national !== null && /^[1-9]\d{7}$/.test(national) ? dialCode + national : null;
}

/** The national significant number the forms show, e.g. "8031234567". */
export function nationalNumber(canonical: string, marketId: MarketId): string {
  const { dialCode } = MARKETS[marketId];
  return canonical.startsWith(dialCode) ? canonical.slice(dialCode.length) : canonical;
}

/** "234******4567": enough for a borrower to recognise their number, no more. */
export function maskPhone(canonical: string): string {
  if (canonical.length < 8) return '*'.repeat(canonical.length);
  return canonical.slice(0, 3) + '*'.repeat(canonical.length - 7) + canonical.slice(-4);
}
