import { describe, expect, it } from 'vitest';
import { addCalendarDays, calendarDaysBetween, findProductTerms, priceLoan, quoteProblems, selectableAmounts } from '../../src/index.ts';

const ng50 = findProductTerms('NG', 'ng-cash-50k')!; // ₦1,000–₦50,000 by ₦500, 91 days

describe('quoteProblems', () => {
  it.each([
    [5_000_000, 91, 5_000_000, []],
    [100_000, 91, 5_000_000, []],
    [50_000, 91, 5_000_000, ['error.loan.amount.range']],
    [5_050_000, 91, 10_000_000, ['error.loan.amount.range']],
    [125_000, 91, 5_000_000, ['error.loan.amount.step']],
    [100_000.5, 91, 5_000_000, ['error.loan.amount.range', 'error.loan.amount.step']],
    [3_000_000, 91, 2_000_000, ['error.loan.amount.limit']],
    [3_000_000, 180, 5_000_000, ['error.loan.tenure.invalid']],
    [3_000_050, 60, 1_000_000, ['error.loan.amount.step', 'error.loan.amount.limit', 'error.loan.tenure.invalid']],
  ])('₦%s kobo for %s days under a %s limit → %j', (principal, tenure, limit, expected) => {
    expect(quoteProblems(ng50, principal, tenure, limit)).toEqual(expected);
  });
});

describe('selectableAmounts', () => {
  it('runs from the minimum to the maximum by the step', () => {
    const amounts = selectableAmounts(ng50, 100_000_000);
    expect(amounts).toHaveLength(99); // (50,000 − 1,000) / 500 + 1
    expect(amounts[0]).toBe(100_000);
    expect(amounts.at(-1)).toBe(5_000_000);
  });

  it('stops at the credit limit, even between steps', () => {
    expect(selectableAmounts(ng50, 220_000)).toEqual([100_000, 150_000, 200_000]);
    expect(selectableAmounts(ng50, 99_999)).toEqual([]);
  });
});

describe('priceLoan input checks', () => {
  it('throws on a choice quoteProblems would reject, or a bad date (a bug, not a user error)', () => {
    expect(() => priceLoan({ terms: ng50, principal: 125_000, tenureDays: 91, startDate: '2026-11-22' })).toThrow(RangeError);
    expect(() => priceLoan({ terms: ng50, principal: 100_000, tenureDays: 90, startDate: '2026-11-22' })).toThrow(RangeError);
    expect(() => priceLoan({ terms: ng50, principal: 100_000, tenureDays: 91, startDate: '2026-02-30' })).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it.each([
    ['2026-11-22', 91, '2027-02-21'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2100-02-28', 1, '2100-03-01'], // not a leap year
    ['2000-02-28', 1, '2000-02-29'], // is one
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-29', 0, '2026-03-29'],
  ])('%s + %s = %s', (start, days, expected) => {
    expect(addCalendarDays(start, days)).toBe(expected);
    expect(calendarDaysBetween(start, expected)).toBe(days);
  });
});
