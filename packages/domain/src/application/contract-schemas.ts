import * as z from 'zod/mini';
import { otpCodeField } from '../api/auth-schemas.ts';
import { OrderStatus, type OrderStatusCode } from '../status/order-status.ts';

/**
 * Request and response shapes of the application calls (ADR 010). The three market forms
 * (personal, work, bank account) travel as objects the server validates with the market's
 * schema (personalInfoSchema, workInfoSchema, bankAccountSchema), which needs the market,
 * the day and the borrower's phone: things the contract cannot know.
 */
export const marketFormRequest = z.record(z.string(), z.unknown());
export const addBankCardRequest = z.looseObject({ verifyCode: otpCodeField });

export const orderNoField = z.string('error.validation.required').check(z.trim(), z.minLength(1, 'error.validation.required'), z.maxLength(40, 'error.validation.invalid'));
export const orderNoRequest = z.object({ orderNo: orderNoField });

/** A spec section 4 status code: answers carry only these (the web routes by them). */
export const orderStatusField = z.literal(Object.values(OrderStatus) as OrderStatusCode[]);

export const stepResponse = z.object({ orderNo: z.string(), status: orderStatusField });
export type StepResponse = z.infer<typeof stepResponse>;

export const latestOrderResponse = z.object({
  order: z.nullable(
    z.object({ orderNo: z.string(), status: orderStatusField, createdAt: z.string(), submittedAt: z.nullable(z.string()) }),
  ),
});
export type LatestOrderResponse = z.infer<typeof latestOrderResponse>;

export const bankListResponse = z.object({
  banks: z.array(z.object({ code: z.string(), name: z.string(), slug: z.string() })),
});

export const verifyBankCardRequest = z.object({
  bankCode: z.string('error.application.required.bankCode').check(z.trim(), z.minLength(1, 'error.application.required.bankCode')),
  accountNumber: z.string('error.application.required.accountNumber').check(z.trim(), z.regex(/^\d{10}$/, 'error.application.accountNumber.invalid')),
});
export const verifyBankCardResponse = z.object({ accountName: z.string() });

export const uploadEnableResponse = z.object({ enableTimeSdk: z.boolean() });
export const uploadStatusResponse = z.object({
  appList: z.boolean(),
  sms: z.boolean(),
  exif: z.boolean(),
  device: z.boolean(),
  contact: z.boolean(),
  location: z.boolean(),
});

/** Our extension `/time/upload/report`: what the native SDK says it has uploaded; absent means not reported. */
export const uploadReportRequest = z.object({
  orderNo: orderNoField,
  flags: z.object({
    appList: z.optional(z.boolean()),
    sms: z.optional(z.boolean()),
    exif: z.optional(z.boolean()),
    device: z.optional(z.boolean()),
    contact: z.optional(z.boolean()),
    location: z.optional(z.boolean()),
  }),
});
export type UploadReportRequest = z.infer<typeof uploadReportRequest>;

/** Our extension `/user/application/detail`: what was saved, for review and editing. */
export const applicationDetailResponse = z.object({
  order: latestOrderResponse.shape.order,
  personal: z.nullable(z.record(z.string(), z.unknown())),
  work: z.nullable(z.record(z.string(), z.unknown())),
  questionnaire: z.nullable(z.record(z.string(), z.string())),
  /** Account number and BVN masked: never sent back whole. */
  bankAccount: z.nullable(z.record(z.string(), z.unknown())),
});
export type ApplicationDetail = z.infer<typeof applicationDetailResponse>;
