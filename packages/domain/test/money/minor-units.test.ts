import { describe, expect, it } from 'vitest';
import { asMinor, CURRENCIES, minorDigits, minorPerMajor, wholeToMinor, wholeUnitsCovering, type Centavos, type Kobo } from '../../src/index.ts';

describe('minor units per currency (ADR 068)', () => {
  it('knows each currency’s minor unit from its market', () => {
    expect(CURRENCIES.map((currency) => [currency, minorDigits(currency), minorPerMajor(currency)])).toEqual([['NGN', 2, 100], ['MXN', 2, 100]]);
  });

  it('names an integer as minor units, and refuses anything else', () => {
    const kobo: Kobo = asMinor(5_000_00, 'NGN');
    const centavos: Centavos = asMinor(-1, 'MXN');
    expect([kobo, centavos]).toEqual([5_000_00, -1]);
    for (const bad of [0.5, Number.NaN, 2 ** 53]) expect(() => asMinor(bad, 'NGN')).toThrow(RangeError);
  });

  it.each([
    ['5000', 5_000_00], [' 007 ', 7_00], ['0', 0], ['90071992547409', 9_007_199_254_740_900],
    ['5000.50', null], ['5,000', null], ['-5', null], ['', null], ['1e3', null], ['90071992547410', null],
  ])('takes whole units typed by a person: %j → %s', (typed, minor) => {
    expect(wholeToMinor(typed, 'NGN')).toBe(minor);
  });

  it('rounds up to the whole units that cover an amount', () => {
    expect([4_945_90, 5_000_00, 1, 0].map((minor) => wholeUnitsCovering(minor, 'MXN'))).toEqual([4946, 5000, 1, 0]);
  });
});
