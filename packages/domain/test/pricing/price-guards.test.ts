import { describe, expect, it } from 'vitest';
import { findProductTerms, priceLoan, type PricingInput, type ProductTerms } from '../../src/index.ts';

const ng50 = findProductTerms('NG', 'ng-cash-50k')!; // ₦1,000–₦50,000 by ₦500, 91 days
const START = '2026-11-22';
const price = (terms: Partial<ProductTerms>, input: Partial<PricingInput> = {}) =>
  priceLoan({ terms: { ...ng50, ...terms }, principal: 100_000, tenureDays: 91, startDate: START, ...input });

/**
 * Terms that would price to negative or meaningless charges are a bug upstream (a product
 * that bypassed the start-up check, a hand-built test product): pricing refuses them with a
 * RangeError naming the product, instead of quoting a borrower a negative interest.
 */
describe('priceLoan refuses terms it cannot price', () => {
  it.each([
    ['a negative daily interest', { dailyInterestPpm: -980 }, {}],
    ['a negative reloan interest, whichever rate applies', { reloanDailyInterestPpm: -100 }, {}],
    ['a negative reloan interest, when the reloan rate applies', { reloanDailyInterestPpm: -100 }, { reloan: true }],
    ['a fractional daily interest', { dailyInterestPpm: 980.5 }, {}],
    ['a negative processing fee', { dailyFeePpm: -200 }, {}],
    ['a negative fee tax', { feeTaxPpm: -75_000 }, {}],
    ['a negative overdue penalty', { overduePenaltyDailyPpm: -1 }, {}],
    ['a negative tenure', { tenures: [-91] }, { tenureDays: -91 }],
    ['a zero tenure', { tenures: [0] }, { tenureDays: 0 }],
    ['a fractional tenure', { tenures: [91.5] }, { tenureDays: 91.5 }],
    ['zero phases', { phases: 0 }, {}],
    ['more phases than days', { phases: 92 }, {}],
    ['a zero amount step', { amountStep: 0 }, {}],
    ['a fractional amount step', { amountStep: 500.5 }, {}],
    ['a fractional minimum amount', { minAmount: 1_000.5 }, { principal: 1_000.5 }],
    ['a zero principal', { minAmount: 0 }, { principal: 0 }],
    ['a negative principal', { minAmount: -100_000 }, { principal: -100_000 }],
    ['a fee and tax that take the whole principal', { dailyFeePpm: 11_000 }, {}],
    ['an interest method it does not know', { interestMethod: 'compound' }, {}],
  ] as const)('%s', (_label, terms, input) => {
    expect(() => price(terms as Partial<ProductTerms>, input)).toThrow(RangeError);
    expect(() => price(terms as Partial<ProductTerms>, input)).toThrow(/ng-cash-50k/);
  });

  it('still prices the edges that are legitimate: zero interest, zero fee, zero tax', () => {
    const free = price({ dailyInterestPpm: 0, dailyFeePpm: 0, feeTaxPpm: 0 });
    expect(free).toMatchObject({ interest: 0, processingFee: 0, feeTax: 0, disbursalAmount: 100_000, totalRepayable: 100_000 });
    expect(price({}).interest).toBe(8_918); // 100,000 × 980 × 91 / 1e6 = 8,918
  });
});
