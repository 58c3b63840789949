import type { ProductListResponse, SignInResponse, UserInfo } from '@lendline/domain';

/** Response data of the calls the app makes today, by logical path (the domain's schemas). */
export interface KnownResponses {
  '/security/existsByMobile': { exists: boolean };
  '/security/getVerifyCode': { expiresIn: number; resendIn: number };
  '/security/register': SignInResponse;
  '/security/login': SignInResponse;
  '/security/getUserInfo': UserInfo;
  '/security/logout': null;
  '/sandbox/sms/latest': { text: string; code: string; sentAt: string };
  '/loan/product/list': ProductListResponse;
}

export type ResponseOf<P extends string> = P extends keyof KnownResponses ? KnownResponses[P] : unknown;
