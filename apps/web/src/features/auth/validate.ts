import { signInRequest, type MarketId } from '@lendline/domain';
import { checkMobileNumber } from '../../shared/forms/mobile-check.ts';
import { isMessageKey, type MessageKey } from '../../shared/i18n/i18n-store.ts';

/**
 * Client-side checks with the same schema the server uses, then the market's phone rules.
 * Errors are catalogue keys so they re-translate when the language changes.
 */
export type SignInField = 'mobile' | 'code';
export type FieldKeys = Partial<Record<SignInField, MessageKey>>;

function asKey(message: string | undefined): MessageKey {
  return message && isMessageKey(message) ? message : 'error.validation.invalid';
}

/** The canonical number ("2348031234567"), or the reason it is not one. */
export function checkMobile(input: string, market: MarketId): { mobile: string } | { error: MessageKey } {
  return checkMobileNumber(input, market);
}

export function checkSignIn(
  input: { mobile: string; code: string },
  market: MarketId,
): { ok: true; mobile: string; code: string } | { ok: false; errors: FieldKeys } {
  const errors: FieldKeys = {};
  const parsed = signInRequest.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'mobile' || field === 'code') && !errors[field]) errors[field] = asKey(issue.message);
    }
  }
  const mobile = errors.mobile ? null : checkMobile(input.mobile, market);
  if (mobile && 'error' in mobile) errors.mobile = mobile.error;
  if (errors.mobile || errors.code || !mobile || 'error' in mobile) return { ok: false, errors };
  return { ok: true, mobile: mobile.mobile, code: input.code.trim() };
}
