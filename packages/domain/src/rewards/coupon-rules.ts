import type { MarketId } from '../market/markets.ts';

/**
 * Coupons (issue 12, ADR 045): money off one loan's interest, never cash. Pure rules shared by
 * the server (which decides) and the web (which offers only the coupons that would be accepted).
 */
export const COUPON_STATES = ['usable', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_SOURCES = ['card_authorisation', 'draw', 'staff', 'sandbox'] as const;
export type CouponSource = (typeof COUPON_SOURCES)[number];

/** What a coupon's use depends on: its owner's market, the smallest loan it applies to, and its expiry. */
export interface CouponTerms {
  market: MarketId;
  /** Minor units. */
  amount: number;
  /** Minor units: the smallest loan principal it applies to (0: any). */
  minLoan: number;
  /** ISO instant after which it can no longer be used. */
  expiresAt: string;
  /** The order it is used on, while it is (null: free). */
  usedOrderNo: string | null;
}

/** The loan a coupon is asked for. */
export interface CouponUse {
  market: MarketId;
  orderNo: string;
  /** Principal chosen, minor units. */
  amount: number;
  at: Date;
}

/** Why a coupon cannot go on this loan, as a message key at the coupon field; null when it can. */
export type CouponProblem = 'error.coupon.used' | 'error.coupon.expired' | 'error.coupon.wrongMarket' | 'error.coupon.belowMinimum';

export function couponProblem(coupon: CouponTerms, use: CouponUse): CouponProblem | null {
  // Used on this very order is fine: a repeated confirmation, or the quote after it.
  if (coupon.usedOrderNo !== null && coupon.usedOrderNo !== use.orderNo) return 'error.coupon.used';
  if (Date.parse(coupon.expiresAt) <= use.at.getTime()) return 'error.coupon.expired';
  if (coupon.market !== use.market) return 'error.coupon.wrongMarket';
  if (use.amount < coupon.minLoan) return 'error.coupon.belowMinimum';
  return null;
}

export function couponStateOf(coupon: Pick<CouponTerms, 'expiresAt' | 'usedOrderNo'>, at: Date): CouponState {
  if (coupon.usedOrderNo !== null) return 'used';
  return Date.parse(coupon.expiresAt) <= at.getTime() ? 'expired' : 'usable';
}

/**
 * The discount a coupon gives: its amount, but never more than the loan's interest (the price
 * caps it the same way, so what is booked as marketing expense is what the borrower saves).
 */
export function couponDiscount(couponAmount: number, interest: number): number {
  return Math.max(0, Math.min(couponAmount, interest));
}
