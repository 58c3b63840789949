import type { OtpPurpose } from '@lendline/domain';
import { request } from '../../shared/api/client.ts';

export type SignInMode = 'login' | 'register';

export function requestCode(mobile: string, type: OtpPurpose) {
  return request('/security/getVerifyCode', { mobile, type }, { loading: false });
}

/** Spec section 8: a registered number is told to log in before any register code is sent. */
export function lookUpMobile(mobile: string) {
  return request('/security/existsByMobile', { mobile }, { loading: false });
}

/** Login travels form-encoded, register as JSON: the contract decides, not this call. */
export function signIn(mode: SignInMode, mobile: string, code: string) {
  return request(mode === 'login' ? '/security/login' : '/security/register', { mobile, code });
}
