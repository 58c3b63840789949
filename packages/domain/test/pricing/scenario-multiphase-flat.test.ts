import { describe, expect, it } from 'vitest';
import { findProductTerms, interestMethodOf, priceLoan, productTermsProblems, type ProductTerms } from '../../src/index.ts';

const ng180 = findProductTerms('NG', 'ng-cash-180')!;
const ng365 = findProductTerms('NG', 'ng-cash-365')!;
const START = '2026-11-22';

/** Terms as offers snapshotted them before the decision on declining balance: no interestMethod at all. */
function snapshotBeforeDecision(terms: ProductTerms): ProductTerms {
  const { interestMethod: _, ...old } = terms;
  return old;
}

// A product that keeps flat interest (ADR 013): the figures every instalment loan was priced at before.
// ng-cash-180 flat, ₦60,000: interest 6,000,000 × 980 × 180 / 1e6 = 1,058,400;
//   per phase 6,000,000 × 980 × 90 / 1e6 = 529,200; amounts 3,000,000 + 529,200 = 3,529,200 each
//   repayable 7,058,400; cost of credit 1,058,400 + 216,000 + 16,200 = 1,290,600
//   APR: x = v^90 solves 3,529,200 (x + x²) = 5,767,800 → x = 0.872701, (x^(−1/90) − 1) × 365 = 0.552632
// ng-cash-365 flat, ₦60,000: interest 6,000,000 × 980 × 365 / 1e6 = 2,146,200;
//   91-day phase 6,000,000 × 980 × 91 / 1e6 = 535,080; last 2,146,200 − 3 × 535,080 = 540,960
//   amounts 2,035,080 × 3 + 2,040,960 = 8,146,200; cost of credit 2,617,050; APR 0.647480
describe('flat interest, still a product setting', () => {
  it('is a valid product setting', () => {
    expect(productTermsProblems({ ...ng180, interestMethod: 'flat' })).toEqual([]);
  });

  it('prices 180 days in two phases on the whole principal', () => {
    const flat = priceLoan({ terms: { ...ng180, interestMethod: 'flat' }, principal: 6_000_000, tenureDays: 180, startDate: START });
    expect(flat).toMatchObject({ interestMethod: 'flat', interest: 1_058_400, totalRepayable: 7_058_400, totalCostOfCredit: 1_290_600, aprPpm: 552_632 });
    expect(flat.phases.map((p) => [p.interest, p.amount])).toEqual([[529_200, 3_529_200], [529_200, 3_529_200]]);
  });

  it('prices 365 days in four phases on the whole principal, the remainder in the last', () => {
    const flat = priceLoan({ terms: { ...ng365, interestMethod: 'flat' }, principal: 6_000_000, tenureDays: 365, startDate: START });
    expect(flat).toMatchObject({ interest: 2_146_200, totalRepayable: 8_146_200, totalCostOfCredit: 2_617_050, aprPpm: 647_480 });
    expect(flat.phases.map((p) => p.interest)).toEqual([535_080, 535_080, 535_080, 540_960]);
  });
});

describe('terms snapshotted before the decision', () => {
  it('read flat, so an offer keeps the figures it was sold with', () => {
    const old = snapshotBeforeDecision(ng365);
    expect(interestMethodOf(old)).toBe('flat');
    const repriced = priceLoan({ terms: old, principal: 6_000_000, tenureDays: 365, startDate: START });
    expect(repriced).toEqual(priceLoan({ terms: { ...ng365, interestMethod: 'flat' }, principal: 6_000_000, tenureDays: 365, startDate: START }));
    expect(repriced.totalRepayable).toBe(8_146_200);
  });

  it('are refused for a product on offer: every product names its method', () => {
    expect(productTermsProblems(snapshotBeforeDecision(ng180))).toEqual(['interest method not set (declining or flat)']);
  });
});

describe('a bullet loan', () => {
  // ng-cash-50k, ₦50,000, 91 days: 5,000,000 × 980 × 91 / 1e6 = 445,900 whichever the method.
  it('owes the same under both methods', () => {
    const ng50 = findProductTerms('NG', 'ng-cash-50k')!;
    const price = (interestMethod: 'flat' | 'declining') => priceLoan({ terms: { ...ng50, interestMethod }, principal: 5_000_000, tenureDays: 91, startDate: START });
    const { interestMethod: _f, ...flat } = price('flat');
    const { interestMethod: _d, ...declining } = price('declining');
    expect(declining).toEqual(flat);
    expect(declining.interest).toBe(445_900);
  });
});
