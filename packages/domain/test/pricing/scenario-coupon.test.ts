import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan } from '../../src/index.ts';

const terms = findProductTerms('NG', 'ng-cash-180')!;
const base = { terms, principal: 3_050_000, tenureDays: 180, startDate: '2026-11-22' };

// ng-cash-180, ₦30,500 (3,050,000 kobo), 180 days in 2 phases of 90, declining balance (ADR 013).
// Principal 1,525,000 a phase. Interest phase 1: 3,050,000 × 980 × 90 / 1e6 = 269,010;
// phase 2 on the 1,525,000 still owed: 1,525,000 × 980 × 90 / 1e6 = 134,505; total 403,515
// Fee 3,050,000 × 200 × 180 / 1e6 = 109,800; VAT 8,235; disbursal 3,050,000 − 118,035 = 2,931,965
describe('coupon discount', () => {
  // The spec's ₦100 card-authorisation coupon (10,000 kobo) comes off the last phase's interest: 124,505.
  // Repayable 3,050,000 + 403,515 − 10,000 = 3,443,515; cost of credit 3,443,515 − 2,931,965 = 511,550
  it('reduces the last phase and the total', () => {
    const figures = priceLoan({ ...base, couponDiscount: 10_000 });
    expect(figures).toMatchObject({ interest: 403_515, couponDiscount: 10_000, totalRepayable: 3_443_515, totalCostOfCredit: 511_550, disbursalAmount: 2_931_965 });
    expect(figures.phases.map((p) => [p.interest, p.amount])).toEqual([
      [269_010, 1_794_010],
      [124_505, 1_649_505],
    ]);
  });

  // ₦2,000 (200,000): the last phase's 134,505 is used up; 65,495 more comes off the first → 203,515
  it('spills into earlier phases once the last phase has no interest left', () => {
    const figures = priceLoan({ ...base, couponDiscount: 200_000 });
    expect(figures.phases.map((p) => p.interest)).toEqual([203_515, 0]);
    expect(figures.totalRepayable).toBe(3_050_000 + 403_515 - 200_000);
  });

  it('is capped at the interest: the borrower never repays less than the principal', () => {
    const figures = priceLoan({ ...base, couponDiscount: 1_000_000 });
    expect(figures.couponDiscount).toBe(403_515);
    expect(figures.totalRepayable).toBe(3_050_000);
    expect(figures.phases.map((p) => p.amount)).toEqual([1_525_000, 1_525_000]);
    // The fee and VAT are still owed: cost of credit 109,800 + 8,235 = 118,035
    expect(figures.totalCostOfCredit).toBe(118_035);
  });

  it('refuses a negative or fractional coupon as a bug', () => {
    expect(() => priceLoan({ ...base, couponDiscount: -1 })).toThrow(RangeError);
    expect(() => priceLoan({ ...base, couponDiscount: 0.5 })).toThrow(RangeError);
  });
});
