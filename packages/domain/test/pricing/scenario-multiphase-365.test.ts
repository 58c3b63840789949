import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan } from '../../src/index.ts';

// ng-cash-365, ₦60,000 for 365 days in 4 phases: 365 = 91 + 91 + 91 + 92 (remainder to the last).
// Interest  6,000,000 × 980 × 365 / 1e6 = 2,146,200
//           91-day phase 6,000,000 × 980 × 91 / 1e6 = 535,080; last 2,146,200 − 3 × 535,080 = 540,960 (= 92 days)
// Fee       6,000,000 × 200 × 365 / 1e6 = 438,000; VAT 7.5% = 32,850; disbursal 5,529,150
// Principal 1,500,000 a phase; amounts 2,035,080 × 3 + 2,040,960 = 8,146,200
// Due dates 2027-02-21, 2027-05-23, 2027-08-22, 2027-11-22 (2027 is not a leap year)
// Cost of credit 2,146,200 + 438,000 + 32,850 = 2,617,050
const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-365')!, principal: 6_000_000, tenureDays: 365, startDate: '2026-11-22' });

describe('365-day loan of ₦60,000 in four phases', () => {
  it('prices the totals', () => {
    expect(figures).toMatchObject({
      interest: 2_146_200,
      processingFee: 438_000,
      feeTax: 32_850,
      disbursalAmount: 5_529_150,
      totalRepayable: 8_146_200,
      totalCostOfCredit: 2_617_050,
      dueDate: '2027-11-22',
    });
  });

  it('gives the remainder day and its interest to the last phase', () => {
    expect(figures.phases).toEqual([
      { phase: 1, dueDate: '2027-02-21', days: 91, principal: 1_500_000, interest: 535_080, interestTax: 0, amount: 2_035_080 },
      { phase: 2, dueDate: '2027-05-23', days: 91, principal: 1_500_000, interest: 535_080, interestTax: 0, amount: 2_035_080 },
      { phase: 3, dueDate: '2027-08-22', days: 91, principal: 1_500_000, interest: 535_080, interestTax: 0, amount: 2_035_080 },
      { phase: 4, dueDate: '2027-11-22', days: 92, principal: 1_500_000, interest: 540_960, interestTax: 0, amount: 2_040_960 },
    ]);
  });

  it('crosses a leap day correctly', () => {
    const leap = priceLoan({ terms: findProductTerms('NG', 'ng-cash-365')!, principal: 6_000_000, tenureDays: 365, startDate: '2027-11-22' });
    // 2027-11-22 + 91 = 2028-02-21; + 182 = 2028-05-22 (2028 has 29 February); + 365 = 2028-11-21
    expect(leap.phases.map((p) => p.dueDate)).toEqual(['2028-02-21', '2028-05-22', '2028-08-21', '2028-11-21']);
  });

  it('states an APR of 64.75% against a 35.77% nominal rate', () => {
    expect(figures.aprPpm).toBe(647_480);
  });
});
