import { describe, expect, it } from 'vitest';
import { errorsEn } from '../../src/i18n/errors-en.ts';
import { errorsEs } from '../../src/i18n/errors-es.ts';
import { editableTermsOf, findProductTerms, PRODUCT_RULE_KEYS, productFieldProblems, productTermsProblems, withEditedTerms, type ProductTerms } from '../../src/index.ts';

const cash = findProductTerms('NG', 'ng-cash-50k')!;

/** One broken rule each, the field it must land on, and its key (issue 22, ADR 082). */
const CASES: [string, Partial<ProductTerms>, keyof ProductTerms, string][] = [
  ['minimum above maximum', { minAmount: 60_000_00 }, 'maxAmount', 'error.product.minAboveMax'],
  ['step not dividing', { amountStep: 300_00 }, 'amountStep', 'error.product.step'],
  ['short tenure', { tenures: [30] }, 'tenures', 'error.product.tenureShort'],
  ['tenure twice', { tenures: [91, 91] }, 'tenures', 'error.product.tenureTwice'],
  ['interest over the cap', { dailyInterestPpm: 1_000 }, 'dailyInterestPpm', 'error.product.interestOverCap'],
  ['reloan above the rate', { reloanDailyInterestPpm: 981 }, 'reloanDailyInterestPpm', 'error.product.reloanAbove'],
  ['fee over 0.098%', { dailyFeePpm: 981 }, 'dailyFeePpm', 'error.product.fee'],
  ['fee over 20% at the longest tenure', { dailyFeePpm: 900, tenures: [365] }, 'dailyFeePpm', 'error.product.feeOver20'],
  ['penalty over 2%', { overduePenaltyDailyPpm: 20_001 }, 'overduePenaltyDailyPpm', 'error.product.penalty'],
  ['penalty cap over the principal', { penaltyCapPpm: 1_000_001 }, 'penaltyCapPpm', 'error.product.penaltyCap'],
  ['rollover fee over the cap', { extensionFeePpm: 7_000 }, 'extensionFeePpm', 'error.product.extensionFee'],
  ['more phases than days', { phases: 92 }, 'phases', 'error.product.phases'],
];

describe('the product rules at their fields', () => {
  it.each(CASES)('%s', (_name, change, field, key) => {
    expect(productFieldProblems({ ...cash, ...change })).toContainEqual({ field, key });
  });

  it('finds nothing wrong with a product on offer, and one problem per field', () => {
    expect(productFieldProblems(cash)).toEqual([]);
    const twice = productFieldProblems({ ...cash, tenures: [30, 30] });
    expect(twice.filter((p) => p.field === 'tenures')).toHaveLength(1);
  });

  it('names a field for every problem the rules can state, and words every key in English and Spanish', () => {
    const broken = CASES.map(([, change]) => ({ ...cash, ...change }));
    for (const terms of broken) {
      expect(productTermsProblems(terms).length).toBeGreaterThan(0);
      expect(productFieldProblems(terms).every((p) => p.key !== 'error.product.terms')).toBe(true);
    }
    for (const key of PRODUCT_RULE_KEYS) {
      expect(errorsEn).toHaveProperty([key]);
      expect(errorsEs).toHaveProperty([key]);
    }
  });

  it('keeps the release terms when nothing is edited (defaults filled in)', () => {
    const same = withEditedTerms(cash, editableTermsOf(cash));
    expect(productTermsProblems(same)).toEqual([]);
    expect(same).toMatchObject({ productId: cash.productId, currency: cash.currency, feeTaxPpm: cash.feeTaxPpm, dailyInterestPpm: cash.dailyInterestPpm });
  });
});
