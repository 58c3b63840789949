import * as z from 'zod/mini';

/**
 * Sign-in payloads. Error texts are catalogue keys, translated where they are shown. The
 * phone is checked for shape here and normalised for the market by the server, which knows
 * which market it serves.
 */
export const mobileField = z.string().check(
  z.trim(),
  z.minLength(1, 'error.MOBILE_EMPTY'),
  z.maxLength(20, 'error.MOBILE_INVALID'),
  z.regex(/^\+?[\d\s\-().]+$/, 'error.MOBILE_INVALID'),
);

export const otpCodeField = z.string().check(
  z.trim(),
  z.minLength(1, 'error.CODE_EMPTY'),
  z.regex(/^\d{6}$/, 'error.CODE_INVALID'),
);

/**
 * `bankCard`, `loanAction` (ADR 048) and `bureauNip` (Mexico's bureau authorisation, ADR 102) go
 * to the signed-in borrower's own phone, never to a number the request names.
 */
export const OTP_PURPOSES = ['login', 'register', 'bankCard', 'loanAction', 'bureauNip'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const existsByMobileRequest = z.object({ mobile: mobileField });
export const existsByMobileResponse = z.object({ exists: z.boolean() });

export const getVerifyCodeRequest = z.object({
  mobile: mobileField,
  type: z.enum(OTP_PURPOSES, 'error.validation.purpose'),
});
export type GetVerifyCodeRequest = z.infer<typeof getVerifyCodeRequest>;
export const getVerifyCodeResponse = z.object({
  /** Seconds the code stays valid. */
  expiresIn: z.number(),
  /** Seconds before another code may be asked for. */
  resendIn: z.number(),
});

export const signInRequest = z.object({ mobile: mobileField, code: otpCodeField });
export type SignInRequest = z.infer<typeof signInRequest>;

export const userInfoSchema = z.object({
  basicInfo: z.object({
    userId: z.string(),
    mobile: z.string(),
    market: z.string(),
    registeredAt: z.string(),
  }),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const signInResponse = z.object({
  /** Opaque session token; clients send it as `Authorization: Bearer <token>`. */
  token: z.string(),
  userInfo: userInfoSchema,
});
export type SignInResponse = z.infer<typeof signInResponse>;

export const isRequiredVerificationCodeResponse = z.object({ required: z.boolean() });

export const sandboxSmsRequest = z.object({ mobile: mobileField });

/** `/sandbox/clock`: whole hours forward, up to 400 days in one call. */
export const sandboxClockRequest = z.object({
  advanceHours: z.number().check(z.refine((n) => Number.isSafeInteger(n) && n >= 1 && n <= 400 * 24, 'error.validation.invalid')),
});
export const sandboxClockResponse = z.object({ now: z.string() });
export const sandboxSmsResponse = z.object({
  text: z.string(),
  code: z.string(),
  sentAt: z.string(),
});
