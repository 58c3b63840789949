import { describe, expect, it } from 'vitest';
import { CREDIT_LIMIT_TIERS, ladderLimit, ladderStep, ladderTop, nextTier, tierLimit, type LoanOutcome } from '../../src/loan/credit-limits.ts';
import { PRODUCT_TERMS } from '../../src/pricing/product-terms.ts';

describe('credit limit tiers', () => {
  it.each([
    ['NG', 0, 5_000_00, 20_000_00],
    ['NG', 1, 20_000_00, 50_000_00],
    ['NG', 2, 50_000_00, 300_000_00],
    ['NG', 3, 300_000_00, 500_000_00],
    ['NG', 4, 300_000_00, 500_000_00],
    ['NG', 5, 500_000_00, null],
    ['NG', 12, 500_000_00, null],
    ['MX', 0, 2_000_00, 5_000_00],
    ['MX', 3, 20_000_00, null],
  ] as const)('%s with %i on-time repayments: limit %i, next %s', (market, onTime, limit, next) => {
    expect(tierLimit(market, onTime)).toBe(limit);
    expect(nextTier(market, onTime)?.limit ?? null).toBe(next);
  });

  it('rises strictly with the repayments needed, from the spec’s 5,000 naira to 500,000', () => {
    for (const tiers of Object.values(CREDIT_LIMIT_TIERS)) {
      for (let i = 1; i < tiers.length; i++) {
        expect(tiers[i]!.minOnTime).toBeGreaterThan(tiers[i - 1]!.minOnTime);
        expect(tiers[i]!.limit).toBeGreaterThan(tiers[i - 1]!.limit);
      }
    }
    expect(CREDIT_LIMIT_TIERS.NG[0]!.limit).toBe(5_000_00);
    expect(CREDIT_LIMIT_TIERS.NG.at(-1)!.limit).toBe(500_000_00);
  });
});

describe('the ladder step of a borrower’s finished loans (ADR 019)', () => {
  it.each([
    [[], 0],
    [['onTime'], 1],
    [['late'], 0],
    [['rolledOver'], 0],
    [['onTime', 'onTime'], 2],
    [['onTime', 'late'], 0],
    [['onTime', 'rolledOver'], 1],
    [['rolledOver', 'onTime'], 1],
    [['onTime', 'onTime', 'onTime', 'late'], 2],
    // Never below the first step: a late first loan does not make the next on-time one count for nothing.
    [['late', 'late', 'onTime'], 1],
    [['onTime', 'late', 'onTime'], 1],
  ] as [LoanOutcome[], number][])('%j → step %i', (outcomes, step) => {
    expect(ladderStep(outcomes)).toBe(step);
  });

  it('never raises the limit for a late or rolled-over loan, whatever came before', () => {
    const histories: LoanOutcome[][] = [[], ['onTime'], ['onTime', 'onTime'], ['late'], ['rolledOver', 'onTime'], ['onTime', 'onTime', 'onTime', 'onTime']];
    for (const before of histories) {
      for (const outcome of ['late', 'rolledOver'] as const) {
        for (const market of ['NG', 'MX'] as const) {
          expect(tierLimit(market, ladderStep([...before, outcome]))).toBeLessThanOrEqual(tierLimit(market, ladderStep(before)));
        }
      }
    }
  });
});

describe('the ladder within the products (what a decision grants and the FAQ states)', () => {
  it.each([
    ['NG', 0, 5_000_00],
    ['NG', 3, 300_000_00],
    ['NG', 5, 500_000_00],
    ['MX', 0, 2_000_00],
    ['MX', 3, 20_000_00],
  ] as const)('%s after %i on-time repayments: %i', (market, onTime, limit) => {
    expect(ladderLimit(market, onTime)).toBe(limit);
  });

  it('is capped by the largest product open at that step', () => {
    const firstOnly = PRODUCT_TERMS.NG.filter((p) => p.minOnTimeRepayments === 0);
    // Without the good-record product, 3 on-time repayments reach only the first-loan products' ₦60,000.
    expect(ladderLimit('NG', 3, firstOnly)).toBe(60_000_00);
    expect(ladderTop('NG', firstOnly)).toEqual({ limit: 60_000_00, onTime: 3 });
  });

  it('tops out at ₦500,000 after 5 on-time repayments, $20,000 after 3', () => {
    expect(ladderTop('NG')).toEqual({ limit: 500_000_00, onTime: 5 });
    expect(ladderTop('MX')).toEqual({ limit: 20_000_00, onTime: 3 });
  });
});
