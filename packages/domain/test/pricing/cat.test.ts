import { describe, expect, it } from 'vitest';
import { annualCostRate, catPpm, formatCatPpm } from '../../src/index.ts';

describe('annualCostRate: Banxico’s CAT equation Σ A_j (1+i)^−t_j = Σ B_k (1+i)^−s_k', () => {
  it('reproduces Banxico’s published example: $15,000, a $100 fee at signing, 24 monthly payments of $962.33 → CAT 57.4%', () => {
    // Times in years: payment k falls k/12 of a year after the contract (12 periods a year).
    const flows = [{ years: 0, amount: 15_000_00 - 100_00 }, ...Array.from({ length: 24 }, (_, k) => ({ years: (k + 1) / 12, amount: -962_33 }))];
    const cat = annualCostRate(flows);
    expect(cat).toBeCloseTo(0.5736, 4);
    expect(formatCatPpm(Math.round(cat * 1e6), 'es')).toBe('57.4%');
  });

  it('is the plain compound rate of one payment after one year: 100 → 150 is 50%', () => {
    expect(annualCostRate([{ years: 0, amount: 100 }, { years: 1, amount: -150 }])).toBeCloseTo(0.5, 12);
  });
});

describe('catPpm: a term in days counts days / 360 of a year', () => {
  it('a 91-day bullet: (B / A)^(360/91) − 1, in whole ppm', () => {
    const closedForm = Math.pow(2_178_360 / 1_963_600, 360 / 91) - 1;
    expect(catPpm({ disposed: 1_963_600, payments: [{ day: 91, amount: 2_178_360 }] })).toBe(Math.round(closedForm * 1e6));
  });

  it('is 0 when nothing is charged', () => {
    expect(catPpm({ disposed: 100_000, payments: [{ day: 91, amount: 100_000 }] })).toBe(0);
  });
});

describe('formatCatPpm: one decimal, as the CAT is published', () => {
  it.each([
    [507_735, 'es', '50.8%'],
    [507_735, 'en', '50.8%'],
    [573_607, 'es', '57.4%'],
    [1_028_871, 'es', '102.9%'],
    // Half a tenth rounds up.
    [450_500, 'es', '45.1%'],
  ] as const)('%i ppm in %s → %s', (ppm, lang, text) => {
    expect(formatCatPpm(ppm, lang)).toBe(text);
  });
});
