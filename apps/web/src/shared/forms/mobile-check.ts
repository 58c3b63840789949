import { mobileField, normalizePhone, type MarketId } from '@lendline/domain';

export type MobileErrorKey = 'error.MOBILE_EMPTY' | 'error.MOBILE_INVALID';

/**
 * The phone rules of sign-in, without React: the contract's field schema, then the market's
 * number rules. The register screen and the landing page with a phone field (yx3) both use it,
 * so a number one accepts the other accepts too. Answers the canonical number ("2348031234567").
 */
export function checkMobileNumber(input: string, market: MarketId): { mobile: string } | { error: MobileErrorKey } {
  const parsed = mobileField.safeParse(input);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message === 'error.MOBILE_EMPTY' ? 'error.MOBILE_EMPTY' : 'error.MOBILE_INVALID' };
  const canonical = normalizePhone(parsed.data, market);
  return canonical ? { mobile: canonical } : { error: 'error.MOBILE_INVALID' };
}
