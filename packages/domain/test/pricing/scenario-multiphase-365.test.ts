import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan } from '../../src/index.ts';

// ng-cash-365, ₦60,000 for 365 days in 4 phases: 365 = 91 + 91 + 91 + 92 (remainder to the last),
// interest on the declining balance (ADR 013). Principal 1,500,000 a phase, so the balance owed
// during the phases is 6,000,000, 4,500,000, 3,000,000 and 1,500,000.
// Interest  6,000,000 × 980 × 91 / 1e6 = 535,080
//           4,500,000 × 980 × 91 / 1e6 = 401,310
//           3,000,000 × 980 × 91 / 1e6 = 267,540
//           1,500,000 × 980 × 92 / 1e6 = 135,240; total 1,339,170 (flat: 2,146,200)
// Fee       6,000,000 × 200 × 365 / 1e6 = 438,000; VAT 7.5% = 32,850; disbursal 5,529,150
// Amounts   2,035,080 + 1,901,310 + 1,767,540 + 1,635,240 = 7,339,170
// Due dates 2027-02-21, 2027-05-23, 2027-08-22, 2027-11-22 (2027 is not a leap year)
// Cost of credit 1,339,170 + 438,000 + 32,850 = 1,810,020
// APR       0.486485 (48.65%; flat 64.75%): at r = 0.486485 / 365 = 0.00133284 a day the discount
//           factors v^91, v^182, v^273, v^365 are 0.8858503, 0.7847308, 0.6951540, 0.6149827 and
//           2,035,080 × 0.8858503 + 1,901,310 × 0.7847308 + 1,767,540 × 0.6951540 + 1,635,240 × 0.6149827
//           = 1,802,776.3 + 1,492,016.5 + 1,228,712.5 + 1,005,644.4 = 5,529,149.7 ≈ the 5,529,150 received
const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-365')!, principal: 6_000_000, tenureDays: 365, startDate: '2026-11-22' });

describe('365-day loan of ₦60,000 in four phases, declining balance', () => {
  it('prices the totals', () => {
    expect(figures).toMatchObject({
      interestMethod: 'declining',
      interest: 1_339_170,
      processingFee: 438_000,
      feeTax: 32_850,
      disbursalAmount: 5_529_150,
      totalRepayable: 7_339_170,
      totalCostOfCredit: 1_810_020,
      dueDate: '2027-11-22',
    });
  });

  it('charges each phase on the balance still owed, the remainder day in the last', () => {
    expect(figures.phases).toEqual([
      { phase: 1, dueDate: '2027-02-21', days: 91, principal: 1_500_000, interest: 535_080, interestTax: 0, amount: 2_035_080 },
      { phase: 2, dueDate: '2027-05-23', days: 91, principal: 1_500_000, interest: 401_310, interestTax: 0, amount: 1_901_310 },
      { phase: 3, dueDate: '2027-08-22', days: 91, principal: 1_500_000, interest: 267_540, interestTax: 0, amount: 1_767_540 },
      { phase: 4, dueDate: '2027-11-22', days: 92, principal: 1_500_000, interest: 135_240, interestTax: 0, amount: 1_635_240 },
    ]);
  });

  it('crosses a leap day correctly', () => {
    const leap = priceLoan({ terms: findProductTerms('NG', 'ng-cash-365')!, principal: 6_000_000, tenureDays: 365, startDate: '2027-11-22' });
    // 2027-11-22 + 91 = 2028-02-21; + 182 = 2028-05-22 (2028 has 29 February); + 365 = 2028-11-21
    expect(leap.phases.map((p) => p.dueDate)).toEqual(['2028-02-21', '2028-05-22', '2028-08-21', '2028-11-21']);
  });

  it('states an APR of 48.65% against a 35.77% nominal rate (64.75% if it were flat)', () => {
    expect(figures.aprPpm).toBe(486_485);
  });
});
