import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, code128Bars, code128Symbols } from './code128.ts';

describe('Code 128, as OXXO Pay references are printed', () => {
  it('has the standard table: 106 symbols of 11 modules with an even bar width, and the stop of 13', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    const widths = (pattern: string) => [...pattern].map(Number);
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    for (const pattern of CODE128_PATTERNS.slice(0, 106)) {
      expect(sum(widths(pattern)), pattern).toBe(11);
      expect(sum(widths(pattern).filter((_, i) => i % 2 === 0)) % 2, pattern).toBe(0);
    }
    expect(sum(widths(CODE128_PATTERNS[106]!))).toBe(13);
  });

  it.each([
    // Worked by hand: start C (105), the pairs, then (105 + Σ value × position) mod 103, then stop.
    // 105 + 93 + 0·2 + 2·3 + 62·4 + 27·5 + 69·6 + 8·7 = 1057 = 10·103 + 27.
    ['93000262276908', [105, 93, 0, 2, 62, 27, 69, 8, 27, 106]],
    // An odd count of digits: the last one in code set B (code B = 100, "5" = 21).
    // 105 + 12 + 34·2 + 100·3 + 21·4 = 569 = 5·103 + 54.
    ['12345', [105, 12, 34, 100, 21, 54, 106]],
    // Not only digits: code set B throughout ("A" = 33, "1" = 17). 104 + 33 + 17·2 = 171 = 103 + 68.
    ['A1', [104, 33, 17, 68, 106]],
  ])('encodes %s', (text, symbols) => {
    expect(code128Symbols(text)).toEqual(symbols);
  });

  it('draws each symbol as its bars and spaces, ending with the stop’s final bar', () => {
    const bars = code128Bars('93000262276908');
    // Start C is 211232: a bar of 2 at 0, of 1 at 3, of 3 at 6 (x and width in modules).
    expect(bars.slice(0, 3)).toEqual([{ x: 0, width: 2 }, { x: 3, width: 1 }, { x: 6, width: 3 }]);
    // 10 symbols: 9 of 11 modules and the stop of 13.
    const last = bars.at(-1)!;
    expect(last.x + last.width).toBe(9 * 11 + 13);
    expect(bars).toHaveLength(9 * 3 + 4);
  });

  it('refuses a character it cannot encode, rather than drawing a wrong code', () => {
    expect(() => code128Symbols('93 é')).toThrow();
    expect(() => code128Symbols('')).toThrow();
  });
});
