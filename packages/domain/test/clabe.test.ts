import { describe, expect, it } from 'vitest';
import { clabeBankCode, clabeCheckDigit, isValidClabe } from '../src/banking/clabe.ts';

// Published examples: Banxico's (IXE, 032), Wikipedia's (Banamex, 002) and the worked
// example of the widely shared "CLABE check digit calculator" sheet (BBVA, 012).
const PUBLISHED = [
  ['032180000118359719', '032', 9],
  ['002010077777777771', '002', 1],
  ['012180026050783858', '012', 8],
] as const;

describe('CLABE', () => {
  it.each(PUBLISHED)('accepts %s (bank %s, check digit %i)', (clabe, bank, check) => {
    expect(isValidClabe(clabe)).toBe(true);
    expect(clabeCheckDigit(clabe.slice(0, 17))).toBe(check);
    expect(clabeBankCode(clabe)).toBe(bank);
  });

  it('works the Banxico example through by hand', () => {
    // 0 3 2 1 8 0 0 0 0 1 1 8 3 5 9 7 1 × 3 7 1 …, each mod 10:
    // 0 1 2 3 6 0 0 0 0 3 7 8 9 5 9 1 7 → 61; (10 − 1) mod 10 = 9.
    expect(clabeCheckDigit('03218000011835971')).toBe(9);
  });

  it('gives 0, not 10, when the sum is a multiple of 10', () => {
    expect(clabeCheckDigit('00000000000000000')).toBe(0);
    expect(isValidClabe('000000000000000000')).toBe(true);
  });

  it('catches every single mistyped digit of the Banxico example', () => {
    const good = '032180000118359719';
    for (let i = 0; i < good.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === good[i]) continue;
        const typo = good.slice(0, i) + d + good.slice(i + 1);
        expect(isValidClabe(typo), typo).toBe(false);
      }
    }
  });

  it.each([
    ['a wrong check digit', '032180000118359718'],
    ['17 digits', '03218000011835971'],
    ['19 digits', '0321800001183597190'],
    ['spaces', '032 180 00011835971 9'],
    ['a letter', '03218000011835971X'],
    ['nothing', ''],
  ])('refuses a CLABE with %s and names no bank for it', (_why, clabe) => {
    expect(isValidClabe(clabe)).toBe(false);
    expect(clabeBankCode(clabe)).toBeNull();
  });

  it.each([['16 digits', '0321800001183597'], ['18 digits', '032180000118359719'], ['letters', '0321800001183597A']])(
    'computes no check digit from %s',
    (_why, input) => {
      expect(clabeCheckDigit(input)).toBeNull();
    },
  );
});
