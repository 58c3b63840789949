import { describe, expect, it } from 'vitest';
import { amountRange, DEFAULT_PRODUCTS, findProductTerms, MIN_TENURE_DAYS, PRODUCT_TERMS, productCatalogueProblems, productTermsProblems, type ProductTerms } from '../../src/index.ts';

const all = Object.values(PRODUCT_TERMS).flat();
const ng50 = findProductTerms('NG', 'ng-cash-50k')!;

describe('default products', () => {
  it.each(all.map((t) => [t.productId, t] as const))('%s is valid', (_, terms) => {
    expect(productTermsProblems(terms)).toEqual([]);
  });

  it('offers no tenure under 61 days', () => {
    expect(MIN_TENURE_DAYS).toBe(61);
    expect(all.flatMap((t) => t.tenures).every((d) => d >= 61)).toBe(true);
  });

  it('keeps the spec rates: 0.098% a day, 0.01% reloan, 2% penalty, 7-day rollover, VAT 7.5% / IVA 16%', () => {
    for (const t of all) {
      expect(t.dailyInterestPpm).toBe(980);
      expect(t.overduePenaltyDailyPpm).toBe(20_000);
      expect(t.extensionDays).toBe(7);
      expect(t.feeTaxPpm).toBe(t.market === 'NG' ? 75_000 : 160_000);
      expect(t.reloanDailyInterestPpm).toBe(t.market === 'NG' ? 100 : null);
    }
  });

  it('charges interest on the declining balance, every product naming it (ADR 013)', () => {
    expect(all.map((t) => t.interestMethod)).toEqual(all.map(() => 'declining'));
  });

  it('has unique ids and finds each by market', () => {
    expect(new Set(all.map((t) => t.productId)).size).toBe(all.length);
    expect(findProductTerms('NG', 'ng-cash-60k')?.maxAmount).toBe(60_000_00);
    expect(findProductTerms('MX', 'mx-efectivo')?.currency).toBe('MXN');
    expect(findProductTerms('MX', 'ng-cash-50k')).toBeUndefined();
  });

  it('keeps the good-record product (up to ₦500,000) off the advertised catalogue', () => {
    expect(findProductTerms('NG', 'ng-good-record')).toMatchObject({ maxAmount: 500_000_00, minOnTimeRepayments: 3 });
    // The "fixed date" twins are the FAQ's "no extension" reading, offered beside the others (ADR 037).
    expect(DEFAULT_PRODUCTS.NG.map((p) => p.productId)).toEqual(['ng-cash-50k', 'ng-cash-60k', 'ng-cash-180', 'ng-cash-365', 'ng-cash-fixed']);
    expect(DEFAULT_PRODUCTS.MX.map((p) => p.productId)).toEqual(['mx-efectivo', 'mx-efectivo-fijo']);
    expect(amountRange(DEFAULT_PRODUCTS.NG)).toEqual({ min: 1_000_00, max: 60_000_00 });
    expect(DEFAULT_PRODUCTS.NG[0]).toEqual({ productId: 'ng-cash-50k', name: 'Lendline Cash', currency: 'NGN', minAmount: 1_000_00, maxAmount: 50_000_00, amountStep: 500_00, tenures: [91] });
  });
});

describe('productTermsProblems', () => {
  const problemsWith = (change: Partial<ProductTerms>) => productTermsProblems({ ...ng50, ...change });

  it('rejects 0.1% a day: 1,000 × 365 = 365,000 ppm (36.5%) is over the 36% cap', () => {
    expect(problemsWith({ dailyInterestPpm: 1_000 })).toEqual(['daily interest over the annual cap']);
    // 986 × 365 = 359,890 is the highest whole-ppm rate under the cap; 987 × 365 = 360,255 is not
    expect(problemsWith({ dailyInterestPpm: 986 })).toEqual([]);
    expect(problemsWith({ dailyInterestPpm: 987 })).toEqual(['daily interest over the annual cap']);
  });

  it('rejects raising the cap itself above 36%', () => {
    expect(problemsWith({ annualInterestCapPpm: 400_000, dailyInterestPpm: 1_000 })).toEqual(['annual interest cap above 36%']);
  });

  it('checks the reloan rate against the cap and the standard rate', () => {
    expect(problemsWith({ reloanDailyInterestPpm: 1_000 })).toEqual(['reloan interest over the annual cap']);
    expect(problemsWith({ dailyInterestPpm: 500, reloanDailyInterestPpm: 600 })).toEqual(['reloan interest above the standard rate']);
  });

  it.each([
    [{ tenures: [60, 91] }, 'tenure under 61 days'],
    [{ tenures: [] }, 'no tenure offered'],
    [{ tenures: [91, 91] }, 'tenure listed twice'],
    [{ tenures: [91.5] }, 'tenures must be whole days'],
    [{ phases: 0 }, 'phases must be a whole number of at least 1'],
    [{ phases: 92 }, 'more phases than days in a tenure'],
    [{ minAmount: 60_000_00 }, 'minimum amount is above the maximum'],
    [{ amountStep: 300_00 }, 'amount step does not divide the amount range'],
    [{ amountStep: 0 }, 'amounts and step must be positive whole minor units'],
    [{ currency: 'MXN' as const }, 'currency does not match the market'],
    [{ overduePenaltyDailyPpm: 20_001 }, 'overdue penalty above 2% a day'],
    [{ extensionFeePpm: 7_000 }, 'extension fee above the annual cap for its days'],
    [{ feeTaxPpm: 1_000_000 }, 'fee tax must be whole ppm under 100%'],
    [{ minOnTimeRepayments: -1 }, 'on-time repayments must be a whole number'],
    [{ interestMethod: undefined }, 'interest method not set (declining or flat)'],
    [{ interestMethod: 'compound' }, 'interest method must be declining or flat'],
  ])('reports %j as "%s"', (change, problem) => {
    expect(problemsWith(change as Partial<ProductTerms>)).toContain(problem);
  });
});

describe('productCatalogueProblems', () => {
  it('names the product of each problem, and finds duplicates, strays from another market and an empty list', () => {
    const mx = findProductTerms('MX', 'mx-efectivo')!;
    expect(productCatalogueProblems('NG', PRODUCT_TERMS.NG)).toEqual([]);
    expect(productCatalogueProblems('MX', PRODUCT_TERMS.MX)).toEqual([]);
    expect(productCatalogueProblems('NG', [ng50, { ...ng50, productId: 'ng-x', tenures: [30] }, ng50, mx])).toEqual([
      'ng-x: tenure under 61 days',
      'ng-cash-50k: listed twice',
      'mx-efectivo: listed under NG but its market is MX',
    ]);
    expect(productCatalogueProblems('MX', [])).toEqual(['no product is offered']);
  });
});

describe('a product’s allocation order', () => {
  it('may name each charge once in another order, and nothing else', () => {
    expect(productTermsProblems({ ...ng50, allocationOrder: ['principal', 'interest', 'interest_tax', 'penalty'] })).toEqual([]);
    for (const order of [['principal', 'interest', 'interest_tax'], ['principal', 'principal', 'interest_tax', 'penalty'], ['principal', 'interest', 'interest_tax', 'tip']] as const) {
      expect(productTermsProblems({ ...ng50, allocationOrder: order as unknown as ProductTerms['allocationOrder'] }), order.join()).toEqual(['allocation order must name each of penalty, interest_tax, interest, principal once']);
    }
  });
});
