import { describe, expect, it } from 'vitest';
import { budgetPeriodOf, drawOdds, prizeAt, type PrizeTable } from '../../src/rewards/draw.ts';

const TABLE: PrizeTable = {
  prizes: [
    { amount: 200_00, weight: 5, minLoan: 0, expiryDays: 14 },
    { amount: 100_00, weight: 15, minLoan: 0, expiryDays: 14 },
  ],
  noPrizeWeight: 80,
};

describe('drawOdds', () => {
  it('states each prize’s weight out of the total while the budget can pay it', () => {
    const odds = drawOdds(TABLE, 1_000_00);
    expect(odds.totalWeight).toBe(100);
    expect(odds.prizes.map((p) => [p.amount, p.weight, p.available])).toEqual([[200_00, 5, true], [100_00, 15, true]]);
    expect(odds.noPrizeWeight).toBe(80);
  });

  it('moves the weight of a prize the budget can no longer pay to "no prize", keeping the total', () => {
    const odds = drawOdds(TABLE, 150_00);
    expect(odds.prizes.map((p) => [p.amount, p.weight, p.available])).toEqual([[200_00, 0, false], [100_00, 15, true]]);
    expect(odds.noPrizeWeight).toBe(85);
    expect(odds.totalWeight).toBe(100);
    expect(drawOdds(TABLE, 0).noPrizeWeight).toBe(100);
  });
});

describe('prizeAt', () => {
  const odds = drawOdds(TABLE, 1_000_00);
  it.each([
    [0, 200_00],
    [4, 200_00],
    [5, 100_00],
    [19, 100_00],
    [20, null],
    [99, null],
  ])('value %i lands on %s', (value, amount) => {
    expect(prizeAt(odds, value)?.amount ?? null).toBe(amount);
  });

  it('never lands on a prize the budget cannot pay', () => {
    const spent = drawOdds(TABLE, 150_00);
    const won = Array.from({ length: 100 }, (_, v) => prizeAt(spent, v)?.amount ?? null);
    expect(won.filter((a) => a === 200_00)).toHaveLength(0);
    expect(won.filter((a) => a === 100_00)).toHaveLength(15);
  });

  it('refuses a value outside the range (a bug in the caller)', () => {
    expect(() => prizeAt(odds, 100)).toThrow(RangeError);
    expect(() => prizeAt(odds, -1)).toThrow(RangeError);
  });
});

describe('budgetPeriodOf', () => {
  it('is the market day’s month', () => {
    expect(budgetPeriodOf('2026-03-31')).toBe('2026-03');
  });
});
