import * as z from 'zod/mini';
import * as auth from './auth-schemas.ts';
import { productListResponse } from './catalogue-schemas.ts';
import { ENDPOINTS } from './endpoints.ts';

export interface EndpointSchemas {
  request: z.ZodMiniType;
  response: z.ZodMiniType;
  /** False while the capability behind the path is still to be built (a later issue). */
  provisional: boolean;
}

const empty = z.object({});

const DEFINED: Record<string, Omit<EndpointSchemas, 'provisional'>> = {
  '/security/existsByMobile': { request: auth.existsByMobileRequest, response: auth.existsByMobileResponse },
  '/security/getVerifyCode': { request: auth.getVerifyCodeRequest, response: auth.getVerifyCodeResponse },
  '/security/register': { request: auth.signInRequest, response: auth.signInResponse },
  '/security/login': { request: auth.signInRequest, response: auth.signInResponse },
  '/security/getUserInfo': { request: empty, response: auth.userInfoSchema },
  '/security/isRequiredVerificationCode': { request: z.object({ mobile: z.optional(z.string()) }), response: auth.isRequiredVerificationCodeResponse },
  '/security/logout': { request: empty, response: z.null() },
  '/sandbox/sms/latest': { request: auth.sandboxSmsRequest, response: auth.sandboxSmsResponse },
  '/loan/product/list': { request: empty, response: productListResponse },
};

/** Provisional shape for calls whose capability a later issue builds: any fields, any data. */
const PROVISIONAL: Omit<EndpointSchemas, 'provisional'> = {
  request: z.record(z.string(), z.unknown()),
  response: z.unknown(),
};

export const SCHEMAS: ReadonlyMap<string, EndpointSchemas> = new Map(
  ENDPOINTS.map((e) => {
    const defined = DEFINED[e.path];
    return [e.path, defined ? { ...defined, provisional: false } : { ...PROVISIONAL, provisional: true }];
  }),
);

export function schemasFor(path: string): EndpointSchemas | undefined {
  return SCHEMAS.get(path);
}
