import { describe, expect, it } from 'vitest';
import { decimalToMinor, minorToDecimal } from '../../src/index.ts';

describe('a vendor’s decimal amount as minor units (ADR 068)', () => {
  it.each([
    [5000, 500_000], ['5000', 500_000], ['5000.5', 500_050], [5000.5, 500_050], [5000.50, 500_050], ['4500.55', 450_055], [4500.55, 450_055],
    [1.15, 115], [0.07, 7], ['0.10', 10], ['100.000', 10_000], [0, 0], ['  12.3 ', 1_230],
  ])('%j naira -> %i kobo, exactly', (value, kobo) => {
    expect(decimalToMinor(value, 'NGN')).toBe(kobo);
  });

  it('refuses what is not an exact amount in kobo or centavos instead of rounding it', () => {
    expect(decimalToMinor(0.1 + 0.2, 'NGN')).toBeNull(); // 0.30000000000000004
    expect(decimalToMinor('0.001', 'MXN')).toBeNull();
    for (const bad of ['-5', '1e3', 1e21, 'abc', '', null, undefined, Number.NaN, Infinity, '5,000.00', '90071992547409.92']) expect(decimalToMinor(bad, 'NGN')).toBeNull();
  });
});

describe('minor units as decimal text (ADR 068)', () => {
  it('writes the currency’s two decimals, signed, by string arithmetic', () => {
    expect([500_050, 7, 0, 115, -105, 123_456_78].map((minor) => minorToDecimal(minor, 'NGN'))).toEqual(['5000.50', '0.07', '0.00', '1.15', '-1.05', '123456.78']);
    expect(minorToDecimal(Number.MAX_SAFE_INTEGER, 'MXN')).toBe('90071992547409.91');
  });

  it('reads back what it writes', () => {
    for (const kobo of [1, 29, 30, 110, 450_055, 123_456_789]) expect(decimalToMinor(minorToDecimal(kobo, 'NGN'), 'NGN')).toBe(kobo);
  });

  it('refuses an amount that is not whole minor units: a bug, never a rounded figure', () => {
    for (const bad of [10.5, Number.NaN, Infinity, 2 ** 53]) expect(() => minorToDecimal(bad, 'NGN')).toThrow(RangeError);
  });
});
