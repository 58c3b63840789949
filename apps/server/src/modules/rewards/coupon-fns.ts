import { couponStateOf, type Coupon, type CouponSource } from '@lendline/domain';
import type { CouponWithUse } from './rewards-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A coupon as the borrower sees it, its state as of `at`. */
export function couponView(row: CouponWithUse, at: Date): Coupon {
  const expiresAt = row.expiresAt.toISOString();
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    minLoan: row.minLoan,
    expiresAt,
    state: couponStateOf({ expiresAt, usedOrderNo: row.usedOrderNo }, at),
    source: row.source as CouponSource,
    usedOrderNo: row.usedOrderNo,
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A coupon given now lives `days` whole days (24 hours each) from this instant. */
export function expiryOf(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}
