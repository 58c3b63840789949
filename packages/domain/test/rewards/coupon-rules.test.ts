import { describe, expect, it } from 'vitest';
import { couponDiscount, couponProblem, couponStateOf, type CouponTerms } from '../../src/rewards/coupon-rules.ts';

const AT = new Date('2026-03-02T09:00:00.000Z');
const coupon: CouponTerms = { market: 'NG', amount: 100_00, minLoan: 5_000_00, expiresAt: '2026-04-01T09:00:00.000Z', usedOrderNo: null };
const use = { market: 'NG' as const, orderNo: 'LN1', amount: 10_000_00, at: AT };

describe('couponProblem', () => {
  it.each([
    ['a free coupon on a loan above its minimum', coupon, use, null],
    ['exactly the minimum loan', coupon, { ...use, amount: 5_000_00 }, null],
    ['below the minimum loan', coupon, { ...use, amount: 4_999_99 }, 'error.coupon.belowMinimum'],
    ['expired at the instant', { ...coupon, expiresAt: AT.toISOString() }, use, 'error.coupon.expired'],
    ['another market', coupon, { ...use, market: 'MX' as const }, 'error.coupon.wrongMarket'],
    ['used on another order', { ...coupon, usedOrderNo: 'LN2' }, use, 'error.coupon.used'],
    ['used on this very order (a repeated confirmation)', { ...coupon, usedOrderNo: 'LN1' }, use, null],
    ['used elsewhere and expired: used is said first', { ...coupon, usedOrderNo: 'LN2', expiresAt: '2026-01-01T00:00:00.000Z' }, use, 'error.coupon.used'],
  ])('%s', (_name, terms, asked, expected) => {
    expect(couponProblem(terms, asked)).toBe(expected);
  });
});

describe('couponStateOf', () => {
  it('is used once on an order, expired after its instant, usable otherwise', () => {
    expect(couponStateOf(coupon, AT)).toBe('usable');
    expect(couponStateOf({ ...coupon, usedOrderNo: 'LN1' }, AT)).toBe('used');
    expect(couponStateOf(coupon, new Date('2026-04-01T09:00:00.000Z'))).toBe('expired');
  });
});

describe('couponDiscount', () => {
  it('is the coupon, capped at the interest', () => {
    expect(couponDiscount(100_00, 1_820_00)).toBe(100_00);
    expect(couponDiscount(100_00, 60_00)).toBe(60_00);
    expect(couponDiscount(100_00, 0)).toBe(0);
  });
});
