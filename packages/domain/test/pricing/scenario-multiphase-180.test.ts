import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan } from '../../src/index.ts';

// ng-cash-180, ₦60,000 (6,000,000 kobo) for 180 days in 2 phases of 90 days, sent 2026-11-22.
// Interest  6,000,000 × 980 × 180 / 1e6 = 1,058,400; per phase 6,000,000 × 980 × 90 / 1e6 = 529,200
// Fee       6,000,000 × 200 × 180 / 1e6 = 216,000; VAT 7.5% = 16,200
// Disbursal 6,000,000 − 216,000 − 16,200 = 5,767,800
// Phases    3,000,000 + 529,200 = 3,529,200 each
//           due 2026-11-22 + 90 = 2027-02-20 (8 + 31 + 31 + 20) and + 180 = 2027-05-21 (8 + 31 + 30 + 21 after 20 Feb)
// Repayable 7,058,400; cost of credit 1,058,400 + 216,000 + 16,200 = 1,290,600
// APR       x = v^90 solves 3,529,200 (x + x²) = 5,767,800 → x = 0.872701…, daily r = x^(−1/90) − 1,
//           × 365 = 0.552632 (55.26%): interest is on the whole principal for the whole tenure (ADR 013)
const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-180')!, principal: 6_000_000, tenureDays: 180, startDate: '2026-11-22' });

describe('180-day loan of ₦60,000 in two phases', () => {
  it('prices the totals', () => {
    expect(figures).toMatchObject({
      interest: 1_058_400,
      processingFee: 216_000,
      feeTax: 16_200,
      disbursalAmount: 5_767_800,
      totalRepayable: 7_058_400,
      totalCostOfCredit: 1_290_600,
      dueDate: '2027-05-21',
    });
  });

  it('splits days, principal and interest equally', () => {
    expect(figures.phases).toEqual([
      { phase: 1, dueDate: '2027-02-20', days: 90, principal: 3_000_000, interest: 529_200, interestTax: 0, amount: 3_529_200 },
      { phase: 2, dueDate: '2027-05-21', days: 90, principal: 3_000_000, interest: 529_200, interestTax: 0, amount: 3_529_200 },
    ]);
  });

  it('matches the APR from the quadratic in v^90', () => {
    const c = 5_767_800 / 3_529_200;
    const x = (-1 + Math.sqrt(1 + 4 * c)) / 2;
    const closedForm = (x ** (-1 / 90) - 1) * 365;
    expect(figures.aprPpm).toBe(Math.round(closedForm * 1e6));
    expect(figures.aprPpm).toBe(552_632);
  });
});
