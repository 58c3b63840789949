import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan } from '../../src/index.ts';

const terms = findProductTerms('NG', 'ng-cash-180')!;
const base = { terms, principal: 3_050_000, tenureDays: 180, startDate: '2026-11-22' };

// ng-cash-180, ₦30,500 (3,050,000 kobo), 180 days in 2 phases of 90.
// Interest 3,050,000 × 980 × 180 / 1e6 = 538,020; per phase 3,050,000 × 980 × 90 / 1e6 = 269,010
// Fee 3,050,000 × 200 × 180 / 1e6 = 109,800; VAT 8,235; disbursal 3,050,000 − 118,035 = 2,931,965
describe('coupon discount', () => {
  // The spec's ₦100 card-authorisation coupon (10,000 kobo) comes off the last phase's interest.
  // Repayable 3,050,000 + 538,020 − 10,000 = 3,578,020; cost of credit 646,055
  it('reduces the last phase and the total', () => {
    const figures = priceLoan({ ...base, couponDiscount: 10_000 });
    expect(figures).toMatchObject({ interest: 538_020, couponDiscount: 10_000, totalRepayable: 3_578_020, totalCostOfCredit: 646_055, disbursalAmount: 2_931_965 });
    expect(figures.phases.map((p) => [p.interest, p.amount])).toEqual([
      [269_010, 1_794_010],
      [259_010, 1_784_010],
    ]);
  });

  // ₦3,000 (300,000): the last phase's 269,010 is used up; 30,990 more comes off the first → 238,020
  it('spills into earlier phases once the last phase has no interest left', () => {
    const figures = priceLoan({ ...base, couponDiscount: 300_000 });
    expect(figures.phases.map((p) => p.interest)).toEqual([238_020, 0]);
    expect(figures.totalRepayable).toBe(3_050_000 + 538_020 - 300_000);
  });

  it('is capped at the interest: the borrower never repays less than the principal', () => {
    const figures = priceLoan({ ...base, couponDiscount: 1_000_000 });
    expect(figures.couponDiscount).toBe(538_020);
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
