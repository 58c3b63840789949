import type { MarketId, OtpPurpose } from '@lendline/domain';
import { currentLegalVersion } from '../../shared/content/content-files.ts';
import { request } from '../../shared/api/client.ts';
import { storedAttribution } from '../../shared/marketing/attribution-store.ts';

export type SignInMode = 'login' | 'register';

export function requestCode(mobile: string, type: OtpPurpose) {
  return request('/security/getVerifyCode', { mobile, type }, { loading: false });
}

/** Spec section 8: a registered number is told to log in before any register code is sent. */
export function lookUpMobile(mobile: string) {
  return request('/security/existsByMobile', { mobile }, { loading: false });
}

/**
 * Registration accepts the terms and privacy policy the screen links to (ADR 043): their
 * versions are known at build time, so this is one call, sent after the account exists and
 * not waited for. If it is lost, the borrower is asked again for the current versions.
 */
export function acceptLegalAtRegistration(market: MarketId) {
  const terms = currentLegalVersion(market, 'terms');
  const privacy = currentLegalVersion(market, 'privacy');
  if (!terms || !privacy) return;
  void request('/legal/accept', { terms, privacy, source: 'register' }, { loading: false, quiet: true });
}

/**
 * Login travels form-encoded, register as JSON: the contract decides, not this call. Register
 * carries the campaign the visitor arrived with, if any (first touch, ADR 046).
 */
export function signIn(mode: SignInMode, mobile: string, code: string) {
  if (mode === 'login') return request('/security/login', { mobile, code });
  const attribution = storedAttribution();
  return request('/security/register', attribution ? { mobile, code, attribution } : { mobile, code });
}
