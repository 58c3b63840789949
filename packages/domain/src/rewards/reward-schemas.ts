import * as z from 'zod/mini';
import { orderNoField } from '../application/contract-schemas.ts';
import { couponIdField, currencyField, loanFiguresSchema, quoteRequest } from '../loan/contract-schemas.ts';
import { COUPON_SOURCES, COUPON_STATES } from './coupon-rules.ts';

/**
 * The rewards calls (issue 12, ADR 045): coupons and the lottery draw. Money is integer minor
 * units; instants are ISO strings (UTC).
 */

export const couponSchema = z.object({
  id: z.string(),
  amount: z.number(),
  currency: currencyField,
  minLoan: z.number(),
  expiresAt: z.string(),
  state: z.enum(COUPON_STATES),
  source: z.enum(COUPON_SOURCES),
  /** The order it was used on (null while it is not). */
  usedOrderNo: z.nullable(z.string()),
  usedAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** `/lottery-draw/coupons`: the borrower's coupons, newest first; one state only when asked. */
export const couponListRequest = z.object({ state: z.optional(z.enum(COUPON_STATES, 'error.validation.invalid')) });
export const couponListResponse = z.object({ coupons: z.array(couponSchema) });
export type CouponList = z.infer<typeof couponListResponse>;

/** `/lottery-draw/coupon/quantity`: how many coupons the borrower can use now. */
export const couponQuantityResponse = z.object({ usable: z.number() });

/**
 * `/lottery-draw/coupon/use`: checks a coupon against the order's choice and answers the
 * discount and the figures with it. Nothing is reserved: `/loan/get-money` takes the coupon.
 */
export const couponUseRequest = z.extend(quoteRequest, { couponId: couponIdField });
export const couponUseResponse = z.object({ couponId: z.string(), discount: z.number(), figures: loanFiguresSchema });

export const drawPrizeSchema = z.object({
  amount: z.number(),
  /** The weight now: 0 when this period's budget can no longer pay the prize. */
  weight: z.number(),
  available: z.boolean(),
  minLoan: z.number(),
  expiryDays: z.number(),
});
/** Odds: each weight against `totalWeight` (the screen states them as percentages). */
export const drawOddsSchema = z.object({ prizes: z.array(drawPrizeSchema), noPrizeWeight: z.number(), totalWeight: z.number() });

export const drawOutcomeSchema = z.object({
  /** The coupon won, or null for no prize. */
  prize: z.nullable(couponSchema),
  drawnAt: z.string(),
});
export type DrawOutcome = z.infer<typeof drawOutcomeSchema>;

export const DRAW_STATES = ['open', 'drawn', 'not_offered', 'off'] as const;

/**
 * `/lottery-draw/is-show`: whether this order may draw now (`open`), has drawn (`drawn`, with
 * its outcome), is not at the confirm stage (`not_offered`), or the market runs no draw (`off`).
 */
export const drawStateRequest = z.object({ orderNo: orderNoField });
export const drawStateResponse = z.object({
  show: z.boolean(),
  state: z.enum(DRAW_STATES),
  currency: currencyField,
  odds: z.nullable(drawOddsSchema),
  outcome: z.nullable(drawOutcomeSchema),
});
export type DrawState = z.infer<typeof drawStateResponse>;

/** `/lottery-draw/create`: draws once for the order; a repeat answers the first outcome. */
export const drawRequest = z.object({ orderNo: orderNoField });
export const drawResponse = z.object({ outcome: drawOutcomeSchema, odds: drawOddsSchema, currency: currencyField });

/** Staff (`POST /staff/coupons`, permission coupons.grant): a coupon for a borrower and why (who: the staff principal, ADR 074). */
export const staffCouponSchema = z.object({
  userId: z.string('error.staff.userId').check(z.trim(), z.minLength(1, 'error.staff.userId'), z.maxLength(64, 'error.staff.userId')),
  amount: z.number('error.validation.invalid').check(z.refine((n) => Number.isSafeInteger(n) && n > 0, 'error.validation.invalid')),
  minLoan: z.optional(z.number('error.validation.invalid').check(z.refine((n) => Number.isSafeInteger(n) && n >= 0, 'error.validation.invalid'))),
  expiryDays: z.optional(z.number('error.validation.invalid').check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 365, 'error.validation.invalid'))),
  reason: z.string('error.coupon.reason').check(z.trim(), z.minLength(3, 'error.coupon.reason'), z.maxLength(200, 'error.coupon.reason')),
});
export type StaffCoupon = z.output<typeof staffCouponSchema>;

/** Sandbox only (`/sandbox/rewards/coupon`): give yourself a coupon, for trying the app and for browser tests. */
const minor = z.number().check(z.refine((n) => Number.isSafeInteger(n) && n >= 0, 'error.validation.invalid'));
export const sandboxCouponRequest = z.object({
  amount: minor.check(z.refine((n) => n > 0, 'error.validation.invalid')),
  minLoan: z.optional(minor),
  expiryDays: z.optional(z.number().check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 365, 'error.validation.invalid'))),
});
