import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('rewards configuration (ADR 045)', () => {
  it('gives each market a sandbox prize table and budget, and Nigeria the ₦100 card coupon', () => {
    const ng = loadConfig({}).rewards;
    expect(ng.cardCoupon).toEqual({ amount: 100_00, minLoan: 0, expiryDays: 30 });
    expect(ng.draw).toMatchObject({
      table: { prizes: [{ amount: 200_00, weight: 5, minLoan: 0, expiryDays: 14 }, { amount: 100_00, weight: 15, minLoan: 0, expiryDays: 14 }], noPrizeWeight: 80 },
      monthlyBudget: 500_000_00,
      version: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    const mx = loadConfig({ MARKET: 'MX' }).rewards;
    expect(mx.cardCoupon).toBeNull();
    expect(mx.draw?.table.prizes.map((p) => p.amount)).toEqual([20_00, 10_00]);
  });

  it('turns either off with none, and versions a table by its content', () => {
    expect(loadConfig({ CARD_COUPON: 'none', DRAW_PRIZES: 'none' }).rewards).toEqual({ cardCoupon: null, draw: null });
    const a = loadConfig({ DRAW_PRIZES: '5000:1:0:7' }).rewards.draw?.version;
    expect(loadConfig({ DRAW_PRIZES: '5000:1:0:7' }).rewards.draw?.version).toBe(a);
    expect(loadConfig({ DRAW_PRIZES: '5000:2:0:7' }).rewards.draw?.version).not.toBe(a);
  });

  it('names every bad variable at once', () => {
    expect(problemsOf({ CARD_COUPON: '100', DRAW_PRIZES: '100:x:0:7', DRAW_NO_PRIZE_WEIGHT: '-1', DRAW_MONTHLY_BUDGET: 'lots' }).map((p) => p.split(':')[0])).toEqual([
      'CARD_COUPON', 'DRAW_NO_PRIZE_WEIGHT', 'DRAW_MONTHLY_BUDGET', 'DRAW_PRIZES',
    ]);
    expect(problemsOf({ MARKET: 'MX', CARD_COUPON: '10000:0:30' })).toEqual(['CARD_COUPON: the card-authorisation coupon is Nigeria’s (spec section 9); set none for MX']);
  });
});
