import { describe, expect, it } from 'vitest';
import { applyPpm, priceLoan, roundDown, roundHalfUp, type ProductTerms } from '../../src/index.ts';
import { findProductTerms } from '../../src/index.ts';

describe('roundDown (the late penalty’s mode, ADR 036)', () => {
  it.each([
    [10_891_800_000n, 1_000_000n, 10_891], // ₦5,445.90 × 2%: .8 of a kobo is not charged
    [5n, 10n, 0],
    [9n, 10n, 0],
    [21n, 7n, 3],
    [0n, 7n, 0],
  ])('%s / %s = %s', (numerator, denominator, expected) => {
    expect(roundDown(numerator, denominator)).toBe(expected);
  });

  it('refuses a negative fraction or a zero denominator (a bug in the caller)', () => {
    expect(() => roundDown(-1n, 10n)).toThrow(RangeError);
    expect(() => roundDown(1n, 0n)).toThrow(RangeError);
  });
});

describe('roundHalfUp', () => {
  it.each([
    [5n, 10n, 1], // 0.5 → 1
    [15n, 10n, 2], // 1.5 → 2
    [25n, 10n, 3], // 2.5 → 3 (not banker's rounding, which gives 2)
    [4_999n, 10_000n, 0], // 0.4999 → 0
    [5_000n, 10_000n, 1],
    [14_999n, 10_000n, 1],
    [0n, 7n, 0],
    [21n, 7n, 3], // exact
    [-5n, 10n, -1], // half away from zero
    [-4_999n, 10_000n, 0],
  ])('%s / %s = %s', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('is exact on amounts where a float division is not', () => {
    // 90,071,992,547,409,905 / 10 = 9,007,199,254,740,990.5 → …991, the largest-safe-integer neighbourhood.
    // As floats the numerator is already 90,071,992,547,409,904 and the half would be lost.
    expect(roundHalfUp(90_071_992_547_409_905n, 10n)).toBe(9_007_199_254_740_991);
    expect(roundHalfUp(90_071_992_547_409_904n, 10n)).toBe(9_007_199_254_740_990);
    // ₦5,000,000,000 × 0.098% × 365 days with a half kobo at the end
    expect(roundHalfUp(500_000_000_000n * 980n * 365n + 500_000n, 1_000_000n)).toBe(178_850_000_001);
  });

  it('throws rather than return an unsafe number or divide by zero', () => {
    expect(() => roundHalfUp(2n ** 60n, 1n)).toThrow(RangeError);
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => roundHalfUp(1n, -2n)).toThrow(RangeError);
  });
});

describe('applyPpm', () => {
  it('rounds once on the product of all factors', () => {
    // 1,820 × 7.5% = 136.5 → 137; 178,360 × 16% = 28,537.6 → 28,538; 6,666 × 7.5% = 499.95 → 500
    expect(applyPpm(1_820, 75_000)).toBe(137);
    expect(applyPpm(178_360, 160_000)).toBe(28_538);
    expect(applyPpm(6_666, 75_000)).toBe(500);
    // 1 × 50% × 50% = 0.25 → 0; rounding after each factor would give 0.5 → 1, then 0.5 → 1
    expect(applyPpm(1, 500_000, 500_000)).toBe(0);
  });
});

describe('interest rounding in priceLoan', () => {
  const oneKobo: ProductTerms = { ...findProductTerms('NG', 'ng-cash-50k')!, minAmount: 1, amountStep: 1 };
  const price = (principal: number) => priceLoan({ terms: oneKobo, principal, tenureDays: 91, startDate: '2026-11-22' });

  it('rounds the half kobo up: 25,000 × 980 × 91 / 1e6 = 2,229.5 → 2,230', () => {
    expect(price(25_000).interest).toBe(2_230);
  });

  it('rounds 0.49998 down: 117,061 × 980 × 91 / 1e6 = 10,439.49998 → 10,439', () => {
    expect(price(117_061).interest).toBe(10_439);
  });

  it('rounds once on the total, not per day: 1 kobo × 980 × 91 / 1e6 = 0.089 → 0', () => {
    expect(price(1).interest).toBe(0);
  });
});
