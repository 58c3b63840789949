import { describe, expect, it } from 'vitest';
import { CREDIT_LIMIT_TIERS, nextTier, tierLimit } from '../../src/loan/credit-limits.ts';

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
