import { findProductTerms } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { confirmByOf, defaultChoice, inTab, marketDate, quoteFieldKeys } from '../src/modules/loans/loan-fns.ts';

describe('loan fns', () => {
  it('gives 24 hours and reads days on the market calendar', () => {
    expect(confirmByOf(new Date('2026-03-02T23:30:00Z')).toISOString()).toBe('2026-03-03T23:30:00.000Z');
    // 23:30 UTC is already the next day in Lagos (UTC+1), still the same day in Mexico City (UTC-6).
    expect(marketDate(new Date('2026-03-02T23:30:00Z'), 'NG')).toBe('2026-03-03');
    expect(marketDate(new Date('2026-03-02T23:30:00Z'), 'MX')).toBe('2026-03-02');
  });

  it('opens with the largest amount and the shortest tenure', () => {
    const terms = { ...findProductTerms('NG', 'ng-cash-50k')!, tenures: [180, 91] };
    expect(defaultChoice([100_000, 150_000], terms)).toEqual({ amount: 150_000, tenure: 91 });
    expect(() => defaultChoice([], terms)).toThrow(RangeError);
  });

  it('keeps the first problem of each field', () => {
    expect(quoteFieldKeys(['error.loan.amount.range', 'error.loan.amount.step', 'error.loan.tenure.invalid'])).toEqual([
      { field: 'amount', key: 'error.loan.amount.range' },
      { field: 'tenure', key: 'error.loan.tenure.invalid' },
    ]);
    expect(quoteFieldKeys([])).toEqual([]);
  });

  it('puts finished, cancelled and rejected orders in the finished tab', () => {
    expect([4, 8, 9].every((s) => inTab(s, 'finished'))).toBe(true);
    expect([1, 2, 3, 5, 6, 7, 10, 14, 18].every((s) => inTab(s, 'incomplete'))).toBe(true);
    expect(inTab(10, 'finished')).toBe(false);
    expect(inTab(8, undefined)).toBe(true);
  });
});
