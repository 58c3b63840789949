import { describe, expect, it } from 'vitest';
import { dailyIrr, findProductTerms, priceLoan, PRODUCT_TERMS, type LoanFigures } from '../../src/index.ts';

/**
 * An independent IRR: bisection on the NPV with plain Math.pow discounting (the implementation
 * uses Newton's method with log1p/exp). 200 halvings of [0, 1] a day are far below a ppm.
 */
function bisectionDailyIrr(flows: { day: number; amount: number }[]): number {
  const npv = (r: number) => flows.reduce((sum, f) => sum + f.amount / Math.pow(1 + r, f.day), 0);
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (npv(mid) > 0) high = mid;
    else low = mid;
  }
  return (low + high) / 2;
}

function bisectionApr(f: LoanFigures): number {
  let day = 0;
  const flows = [{ day: 0, amount: f.disbursalAmount }, ...f.phases.map((p) => ({ day: (day += p.days), amount: -p.amount }))];
  return Math.round(bisectionDailyIrr(flows) * 365 * 1e6);
}

describe('APR', () => {
  const cases = Object.values(PRODUCT_TERMS)
    .flat()
    .flatMap((terms) =>
      terms.tenures.flatMap((tenureDays) =>
        [terms.minAmount, terms.maxAmount].flatMap((principal) =>
          [false, true].map((reloan) => ({ label: `${terms.productId} ${principal} ${tenureDays}d reloan=${reloan}`, terms, principal, tenureDays, reloan })),
        ),
      ),
    );

  it.each(cases)('$label matches bisection within 1 ppm', ({ terms, principal, tenureDays, reloan }) => {
    const figures = priceLoan({ terms, principal, tenureDays, reloan, startDate: '2026-11-22' });
    expect(Math.abs(figures.aprPpm - bisectionApr(figures))).toBeLessThanOrEqual(1);
  });

  it('is zero when the borrower repays exactly what they received', () => {
    const terms = { ...findProductTerms('NG', 'ng-cash-50k')!, dailyFeePpm: 0 };
    const figures = priceLoan({ terms, principal: 100_000, tenureDays: 91, startDate: '2026-11-22', couponDiscount: 1_000_000 });
    expect(figures.totalCostOfCredit).toBe(0);
    expect(figures.aprPpm).toBe(0);
  });
});

describe('dailyIrr', () => {
  it('solves a one-period loan exactly: 100 now, 110 in one day → 10%', () => {
    expect(dailyIrr([{ day: 0, amount: 100 }, { day: 1, amount: -110 }])).toBeCloseTo(0.1, 12);
  });

  it('solves from the lender side too', () => {
    expect(dailyIrr([{ day: 0, amount: -100 }, { day: 2, amount: 121 }])).toBeCloseTo(0.1, 12);
  });

  it('agrees with bisection on an uneven schedule', () => {
    const flows = [
      { day: 0, amount: 9_500 },
      { day: 30, amount: -2_000 },
      { day: 61, amount: -4_000 },
      { day: 200, amount: -5_000 },
    ];
    expect(dailyIrr(flows)).toBeCloseTo(bisectionDailyIrr(flows), 12);
  });

  it('refuses flows with no sign change', () => {
    expect(() => dailyIrr([{ day: 0, amount: 100 }, { day: 5, amount: 1 }])).toThrow(RangeError);
  });
});
