import type { Executor } from '../../db/client.ts';
import type { Outcome } from '../../shared/outcome.ts';

/** The loan a coupon is asked for (ADR 045): the borrower's own order and the principal chosen. */
export interface LoanCouponClaim {
  userId: string;
  couponId: string;
  orderNo: string;
  amount: number;
}

/**
 * What the loans module needs of the rewards module (ADR 045): a coupon's amount for a quote
 * or a confirmation (locked in the confirming transaction), taking it for the loan, and giving
 * it back when the loan is given up before any money went out. Problems are at `couponId`.
 */
export interface LoanCoupons {
  couponFor(executor: Executor, claim: LoanCouponClaim, lock?: boolean): Promise<Outcome<{ amount: number }>>;
  takeCoupon(tx: Executor, claim: LoanCouponClaim & { orderId: string; discount: number }): Promise<Outcome<null>>;
  releaseCoupon(tx: Executor, orderId: string, reason: string): Promise<void>;
}
