import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan } from '../../src/index.ts';

// ng-cash-180, ₦60,000 (6,000,000 kobo) for 180 days in 2 phases of 90 days, sent 2026-11-22,
// interest on the declining balance (ADR 013, "Decision on declining balance").
// Principal 3,000,000 a phase. Phase 1 runs on the whole 6,000,000; phase 2 on the 3,000,000 still owed.
// Interest  phase 1: 6,000,000 × 980 × 90 / 1e6 = 529,200
//           phase 2: 3,000,000 × 980 × 90 / 1e6 = 264,600; total 793,800 (flat: 1,058,400)
// Fee       6,000,000 × 200 × 180 / 1e6 = 216,000; VAT 7.5% = 16,200
// Disbursal 6,000,000 − 216,000 − 16,200 = 5,767,800
// Phases    3,000,000 + 529,200 = 3,529,200 on 2027-02-20 (8 + 31 + 31 + 20 days)
//           3,000,000 + 264,600 = 3,264,600 on 2027-05-21 (8 + 31 + 30 + 21 after 20 Feb)
// Repayable 6,793,800; cost of credit 793,800 + 216,000 + 16,200 = 1,026,000
// APR       x = v^90 solves 3,264,600 x² + 3,529,200 x = 5,767,800:
//           x² + 1.0810513 x − 1.7667708 = 0 → x = (−1.0810513 + √(1.1686719 + 7.0670833)) / 2
//           = (−1.0810513 + 2.8698005) / 2 = 0.8943746; daily r = x^(−1/90) − 1 = e^(0.1116305 / 90) − 1
//           = 0.00124111; × 365 = 0.453005 (45.30%; flat 55.26%)
const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-180')!, principal: 6_000_000, tenureDays: 180, startDate: '2026-11-22' });

describe('180-day loan of ₦60,000 in two phases, declining balance', () => {
  it('prices the totals', () => {
    expect(figures).toMatchObject({
      interestMethod: 'declining',
      interest: 793_800,
      processingFee: 216_000,
      feeTax: 16_200,
      disbursalAmount: 5_767_800,
      totalRepayable: 6_793_800,
      totalCostOfCredit: 1_026_000,
      dueDate: '2027-05-21',
    });
  });

  it('splits days and principal equally and charges each phase on the balance still owed', () => {
    expect(figures.phases).toEqual([
      { phase: 1, dueDate: '2027-02-20', days: 90, principal: 3_000_000, interest: 529_200, interestTax: 0, amount: 3_529_200 },
      { phase: 2, dueDate: '2027-05-21', days: 90, principal: 3_000_000, interest: 264_600, interestTax: 0, amount: 3_264_600 },
    ]);
  });

  it('matches the APR from the quadratic in v^90', () => {
    const [a, b, c] = [3_264_600, 3_529_200, 5_767_800];
    const x = (-b + Math.sqrt(b * b + 4 * a * c)) / (2 * a);
    const closedForm = (x ** (-1 / 90) - 1) * 365;
    expect(figures.aprPpm).toBe(Math.round(closedForm * 1e6));
    expect(figures.aprPpm).toBe(453_005);
  });
});
