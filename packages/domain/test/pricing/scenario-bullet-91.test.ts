import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan } from '../../src/index.ts';

// ng-cash-50k, ₦50,000 (5,000,000 kobo) for 91 days, money sent on 2026-11-22, one repayment.
// Interest  5,000,000 × 980 ppm × 91 / 1e6 = 5,000,000 × 0.08918 = 445,900 kobo (₦4,459.00)
// Fee       5,000,000 × 200 ppm × 91 / 1e6 = 5,000,000 × 0.0182  =  91,000 kobo (₦910.00)
// VAT 7.5%  91,000 × 0.075                                       =   6,825 kobo (₦68.25)
// Disbursal 5,000,000 − 91,000 − 6,825                           = 4,902,175 kobo (₦49,021.75)
// Repayable 5,000,000 + 445,900                                  = 5,445,900 kobo (₦54,459.00)
// Cost of credit 445,900 + 91,000 + 6,825 = 543,725 = 5,445,900 − 4,902,175
// Due date  2026-11-22 + 91: 8 days to 30 Nov, 31 Dec, 31 Jan, 21 Feb = 91 → 2027-02-21
// APR       ((5,445,900 / 4,902,175)^(1/91) − 1) × 365 = 0.422136 → 422,136 ppm (42.2136%)
const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-50k')!, principal: 5_000_000, tenureDays: 91, startDate: '2026-11-22' });

describe('91-day bullet loan of ₦50,000', () => {
  it('prices interest, fee, VAT and the payout', () => {
    expect(figures).toMatchObject({
      productId: 'ng-cash-50k',
      currency: 'NGN',
      dailyInterestPpm: 980,
      interest: 445_900,
      processingFee: 91_000,
      feeTax: 6_825,
      disbursalAmount: 4_902_175,
      couponDiscount: 0,
      totalRepayable: 5_445_900,
      totalCostOfCredit: 543_725,
      overduePenaltyDailyPpm: 20_000,
      dueDate: '2027-02-21',
    });
  });

  it('repays everything in one phase on the due date', () => {
    expect(figures.phases).toEqual([{ phase: 1, dueDate: '2027-02-21', days: 91, principal: 5_000_000, interest: 445_900, interestTax: 0, amount: 5_445_900 }]);
  });

  it('states the APR of the real cash flows, above the 35.77% nominal rate because of the fee', () => {
    const closedForm = ((5_445_900 / 4_902_175) ** (1 / 91) - 1) * 365;
    expect(figures.aprPpm).toBe(Math.round(closedForm * 1e6));
    expect(figures.aprPpm).toBe(422_136);
  });
});
