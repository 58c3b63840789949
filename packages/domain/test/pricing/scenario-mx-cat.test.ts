import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan } from '../../src/index.ts';

/**
 * ADR 028's worked example: mx-efectivo, MX$20,000 (2,000,000 centavos), 91 days from 2026-11-22.
 *   interest 2,000,000 × 980 × 91 / 1e6 = 178,360; IVA 16% on it 28,537.6 → 28,538
 *   fee 2,000,000 × 200 × 91 / 1e6 = 36,400; IVA on it 5,824; disbursal 2,000,000 − 36,400 − 5,824 = 1,957,776
 *   repayable 2,000,000 + 178,360 + 28,538 = 2,206,898 on 2027-02-21; cost of credit 249,122
 *   CAT (no IVA): A = 2,000,000 − 36,400 = 1,963,600 at t = 0; B = 2,178,360 at s = 91/360
 *     (2,178,360 / 1,963,600)^(360/91) − 1 = 1.10937054^3.95604396 − 1 = 0.507735 → 50.8%
 *   APR (Nigeria's measure, real flows with IVA): ((2,206,898 / 1,957,776)^(1/91) − 1) × 365 = 48.0748%
 */
describe('Mexico: IVA on interest and the CAT', () => {
  const terms = findProductTerms('MX', 'mx-efectivo')!;
  const figures = priceLoan({ terms, principal: 2_000_000, tenureDays: 91, startDate: '2026-11-22' });

  it('charges 16% IVA on the interest, repaid with it', () => {
    expect(figures).toMatchObject({
      interest: 178_360,
      interestTax: 28_538,
      processingFee: 36_400,
      feeTax: 5_824,
      disbursalAmount: 1_957_776,
      totalRepayable: 2_206_898,
      totalCostOfCredit: 249_122,
      dueDate: '2027-02-21',
    });
    expect(figures.phases).toEqual([
      { phase: 1, dueDate: '2027-02-21', days: 91, principal: 2_000_000, interest: 178_360, interestTax: 28_538, amount: 2_206_898 },
    ]);
  });

  it('discloses the CAT without IVA: 507,735 ppm', () => {
    expect(figures.catPpm).toBe(507_735);
  });

  it('keeps the APR of the real flows, IVA included', () => {
    expect(figures.aprPpm).toBe(480_748);
  });

  it('takes IVA on the interest left after a coupon', () => {
    const coupon = priceLoan({ terms, principal: 2_000_000, tenureDays: 91, startDate: '2026-11-22', couponDiscount: 78_360 });
    // 100,000 of interest left; IVA 16,000
    expect(coupon).toMatchObject({ interestTax: 16_000, totalRepayable: 2_116_000 });
  });
});

describe('Nigeria keeps its APR and charges no tax on interest', () => {
  it('has no CAT and no interest tax', () => {
    const figures = priceLoan({ terms: findProductTerms('NG', 'ng-cash-50k')!, principal: 5_000_000, tenureDays: 91, startDate: '2026-11-22' });
    expect(figures).toMatchObject({ interestTax: 0, catPpm: null, totalRepayable: 5_445_900, aprPpm: 422_136 });
    expect(figures.phases[0]!.interestTax).toBe(0);
  });
});
