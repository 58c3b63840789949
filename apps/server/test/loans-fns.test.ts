import { findProductTerms } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { confirmByOf, defaultChoice, inTab, isRepaidOnTime, loanOutcomeOf, marketDate, quoteFieldKeys } from '../src/modules/loans/loan-fns.ts';

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

  // Two phases due 1 June and 30 August 2026; each row: when each phase was last paid into (UTC).
  const PHASES = [{ phase: 1, dueDate: '2026-06-01' }, { phase: 2, dueDate: '2026-08-30' }];
  it.each([
    ['both phases early', 'NG', ['2026-05-01T10:00:00Z', '2026-07-01T10:00:00Z'], true],
    ['each on its due day', 'NG', ['2026-06-01T10:00:00Z', '2026-08-30T10:00:00Z'], true],
    ['the first a day late, the second early', 'NG', ['2026-06-02T10:00:00Z', '2026-07-01T10:00:00Z'], false],
    ['the last a day late', 'NG', ['2026-05-01T10:00:00Z', '2026-08-31T10:00:00Z'], false],
    // 23:30 UTC on the due day is already the next day in Lagos, still the due day in Mexico City.
    ['late evening UTC in Lagos', 'NG', ['2026-06-01T23:30:00Z', '2026-07-01T10:00:00Z'], false],
    ['late evening UTC in Mexico City', 'MX', ['2026-06-01T23:30:00Z', '2026-07-01T10:00:00Z'], true],
  ] as const)('repaid on time: %s', (_name, market, paidAt, expected) => {
    const lastPaid = paidAt.map((at, i) => ({ phase: i + 1, paidAt: new Date(at) }));
    expect(isRepaidOnTime(market, PHASES, lastPaid)).toBe(expected);
  });

  it('counts a phase with no payment recorded, or a loan without a schedule, as not paid late', () => {
    expect(isRepaidOnTime('NG', PHASES, [{ phase: 1, paidAt: new Date('2026-05-01T10:00:00Z') }])).toBe(true);
    expect(isRepaidOnTime('NG', [], [])).toBe(true);
  });

  const AT = new Date('2026-06-02T09:00:00Z');
  it.each([
    ['never overdue, no rollover, paid by the due dates', null, null, true, 'onTime'],
    ['rolled over before the due date, paid by the new one', null, AT, true, 'rolledOver'],
    ['overdue, then paid', AT, null, true, 'late'],
    ['overdue, rolled over, then paid by the new due date', AT, AT, true, 'late'],
    ['a phase paid after its due date on a night the run missed', null, null, false, 'late'],
    ['rolled over, then paid after the new due date', null, AT, false, 'late'],
  ] as const)('ladder outcome: %s', (_name, firstOverdueAt, firstRolloverAt, paidByDueDates, expected) => {
    expect(loanOutcomeOf({ firstOverdueAt, firstRolloverAt }, paidByDueDates)).toBe(expected);
  });
});
