import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan } from '../../src/index.ts';

const START = '2026-11-22';

describe('reloan at 0.01% a day', () => {
  // ng-cash-50k, ₦20,000 (2,000,000 kobo), 91 days, returning borrower: 100 ppm a day.
  // Interest 2,000,000 × 100 × 91 / 1e6 = 18,200; fee 2,000,000 × 200 × 91 / 1e6 = 36,400
  // VAT 36,400 × 0.075 = 2,730; disbursal 2,000,000 − 36,400 − 2,730 = 1,960,870
  // Repayable 2,018,200; cost of credit 18,200 + 36,400 + 2,730 = 57,330
  // APR ((2,018,200 / 1,960,870)^(1/91) − 1) × 365 = 0.115606 (11.56%)
  it('uses the reloan rate when asked', () => {
    const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-50k')!, principal: 2_000_000, tenureDays: 91, startDate: START, reloan: true });
    expect(figures).toMatchObject({
      dailyInterestPpm: 100,
      interest: 18_200,
      processingFee: 36_400,
      feeTax: 2_730,
      disbursalAmount: 1_960_870,
      totalRepayable: 2_018_200,
      totalCostOfCredit: 57_330,
      aprPpm: 115_606,
    });
  });

  // ₦1,000 (100,000 kobo): interest 100,000 × 100 × 91 / 1e6 = 910; fee 1,820;
  // VAT 1,820 × 0.075 = 136.5 → 137 (half-up); disbursal 100,000 − 1,820 − 137 = 98,043
  it('rounds the half-kobo VAT up on the smallest loan', () => {
    const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-50k')!, principal: 100_000, tenureDays: 91, startDate: START, reloan: true });
    expect(figures).toMatchObject({ interest: 910, processingFee: 1_820, feeTax: 137, disbursalAmount: 98_043, totalRepayable: 100_910, totalCostOfCredit: 2_867 });
  });

  it('keeps the standard rate when the product has no reloan rate (mx-efectivo)', () => {
    // MX$10,000 (1,000,000 centavos), 91 days: interest 1,000,000 × 980 × 91 / 1e6 = 89,180
    const figures = priceLoan({ terms: findProductTerms('MX', 'mx-efectivo')!, principal: 1_000_000, tenureDays: 91, startDate: START, reloan: true });
    expect(figures.dailyInterestPpm).toBe(980);
    expect(figures.interest).toBe(89_180);
  });

  it('keeps the standard rate for a first loan', () => {
    const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-50k')!, principal: 2_000_000, tenureDays: 91, startDate: START, reloan: false });
    expect(figures.dailyInterestPpm).toBe(980);
    expect(figures.interest).toBe(178_360); // 2,000,000 × 980 × 91 / 1e6
  });
});
