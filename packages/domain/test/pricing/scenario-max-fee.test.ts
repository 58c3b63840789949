import { describe, expect, it } from 'vitest';
import { findProductTerms, MAX_DAILY_FEE_PPM, priceLoan, productTermsProblems, type ProductTerms } from '../../src/index.ts';

const mx = findProductTerms('MX', 'mx-efectivo')!;
const maxFee: ProductTerms = { ...mx, dailyFeePpm: MAX_DAILY_FEE_PPM };

describe('the highest fee a product may charge', () => {
  it('is 0.098% a day and valid on a 91-day product', () => {
    expect(MAX_DAILY_FEE_PPM).toBe(980);
    expect(productTermsProblems(maxFee)).toEqual([]);
  });

  // mx-efectivo at 980 ppm fee, MX$20,000 (2,000,000 centavos), 91 days.
  // Interest 2,000,000 × 980 × 91 / 1e6 = 178,360; fee the same 178,360
  // IVA 16% on the fee: 178,360 × 0.16 = 28,537.6 → 28,538; disbursal 2,000,000 − 178,360 − 28,538 = 1,793,102
  // IVA 16% on the interest (ADR 028): 28,538 too; repayable 2,000,000 + 178,360 + 28,538 = 2,206,898
  // Cost of credit 178,360 + 28,538 + 178,360 + 28,538 = 413,796
  // APR ((2,206,898 / 1,793,102)^(1/91) − 1) × 365 = 0.833796 (83.38%)
  // CAT (no IVA) ((2,178,360 / 1,821,640)^(360/91) − 1) = 1.028871 (102.9%)
  it('prices the payout with IVA rounded half-up', () => {
    const figures = priceLoan({ terms: maxFee, principal: 2_000_000, tenureDays: 91, startDate: '2026-11-22' });
    expect(figures).toMatchObject({
      currency: 'MXN',
      interest: 178_360,
      interestTax: 28_538,
      processingFee: 178_360,
      feeTax: 28_538,
      disbursalAmount: 1_793_102,
      totalRepayable: 2_206_898,
      totalCostOfCredit: 413_796,
      aprPpm: 833_796,
      catPpm: 1_028_871,
    });
  });

  it('refuses one ppm more', () => {
    expect(productTermsProblems({ ...maxFee, dailyFeePpm: 981 })).toContain('daily processing fee above 0.098%');
  });

  it('refuses the maximum fee over 365 days: 35.77% + 7.5% VAT = 38.45% of the principal', () => {
    const ng = findProductTerms('NG', 'ng-cash-365')!;
    expect(productTermsProblems({ ...ng, dailyFeePpm: 980 })).toEqual(['fee plus tax at the longest tenure takes over 20% of the principal']);
    // 180 days: 17.64% + 7.5% of it = 18.963%, under the 20% ceiling
    expect(productTermsProblems({ ...findProductTerms('NG', 'ng-cash-180')!, dailyFeePpm: 980 })).toEqual([]);
  });

  it('refuses the spec copy literally: 0.98% a day plus 18% tax over 91 days takes 105% of the principal', () => {
    // 9,800 × 91 = 891,800 ppm (89.18%); plus 18% of it = 1,052,324 ppm
    const literal = { ...findProductTerms('NG', 'ng-cash-50k')!, dailyFeePpm: 9_800, feeTaxPpm: 180_000 };
    expect(productTermsProblems(literal)).toEqual([
      'daily processing fee above 0.098%',
      'fee plus tax at the longest tenure takes the whole principal',
    ]);
  });
});
