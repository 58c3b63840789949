import { describe, expect, it } from 'vitest';
import { choiceProblems, choiceWithin, offeredTenures, offerOptions, openProducts, termsForTenure } from '../../src/loan/offer-options.ts';
import { findProductTerms } from '../../src/pricing/product-terms.ts';

const terms = (id: string) => findProductTerms(id.startsWith('mx') ? 'MX' : 'NG', id)!;
const ids = (list: readonly { productId: string }[]) => list.map((t) => t.productId);

describe('the products an approval offers, one per term (ADR 053)', () => {
  it.each([
    ['a first loan of ₦5,000 on Lendline Cash', 'ng-cash-50k', 0, 5_000_00, ['ng-cash-50k', 'ng-cash-180', 'ng-cash-365']],
    ['a first loan decided on the 180-day product', 'ng-cash-180', 0, 5_000_00, ['ng-cash-180', 'ng-cash-50k', 'ng-cash-365']],
    // The fixed-date product stays fixed-date: no term of a product with a rollover is mixed in.
    ['a fixed-date decision', 'ng-cash-fixed', 0, 5_000_00, ['ng-cash-fixed']],
    // ₦300,000 on the good-record product: 91 days on the product holding the most of it.
    ['a good record of 3 on-time loans', 'ng-good-record', 3, 300_000_00, ['ng-good-record', 'ng-cash-60k', 'ng-cash-180']],
    ['Mexico, one term', 'mx-efectivo', 0, 2_000_00, ['mx-efectivo']],
  ] as const)('%s', (_name, decided, onTime, limit, expected) => {
    const market = decided.startsWith('mx') ? 'MX' : 'NG';
    const options = offerOptions(terms(decided), openProducts(market, onTime), limit);
    expect(ids(options)).toEqual(expected);
    expect(new Set(offeredTenures(options)).size).toBe(options.flatMap((t) => t.tenures).length);
  });

  it('never offers a product that needs more on-time repayments than the borrower has', () => {
    const options = offerOptions(terms('ng-cash-50k'), openProducts('NG', 0), 5_000_00);
    expect(ids(options)).not.toContain('ng-good-record');
    expect(termsForTenure(options, 365)?.productId).toBe('ng-cash-365');
  });
});

describe('the earlier choice within an offer', () => {
  const options = offerOptions(terms('ng-cash-50k'), openProducts('NG', 0), 5_000_00);
  it.each([
    ['as chosen', { amount: 2_500_00, tenure: 180 }, { amount: 2_500_00, tenure: 180 }],
    ['above the limit: the limit', { amount: 50_000_00, tenure: 365 }, { amount: 5_000_00, tenure: 365 }],
    ['between steps: the step below', { amount: 2_750_00, tenure: 91 }, { amount: 2_500_00, tenure: 91 }],
    ['below the minimum: the minimum', { amount: 500_00, tenure: 91 }, { amount: 1_000_00, tenure: 91 }],
    ['a term not offered: the decided product’s shortest', { amount: 3_000_00, tenure: 120 }, { amount: 3_000_00, tenure: 91 }],
  ] as const)('%s', (_name, wish, expected) => {
    expect(choiceWithin(options, 5_000_00, wish)).toEqual(expected);
  });

  it('is null when nothing was chosen', () => {
    expect(choiceWithin(options, 5_000_00, { amount: null, tenure: null })).toBeNull();
  });
});

describe('a choice made before applying', () => {
  it.each([
    ['NG', 2_500_00, 180, []],
    ['NG', undefined, undefined, []],
    ['NG', 2_500_00, 120, [{ field: 'tenure', key: 'error.loan.tenure.invalid' }]],
    ['NG', 900_000_00, 91, [{ field: 'amount', key: 'error.loan.amount.range' }]],
    ['MX', 2_000_00, 180, [{ field: 'tenure', key: 'error.loan.tenure.invalid' }]],
  ] as const)('%s %s over %s days', (market, amount, tenure, problems) => {
    expect(choiceProblems(market, amount, tenure)).toEqual(problems);
  });
});
