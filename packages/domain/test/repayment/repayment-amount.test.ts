import { describe, expect, it } from 'vitest';
import { checkRepaymentAmount, errorsEn, errorsEs, repaymentMinimum, type RepaymentAmountRule } from '../../src/index.ts';

const RULE: RepaymentAmountRule = { unit: 100_00, minimum: 500_00 };
const OWED = 12_345_67;

describe('the amount a borrower types to repay (spec section 5)', () => {
  it.each([
    ['5000', 5_000_00],
    [' 5,000 ', 5_000_00],
    ['1000', 1_000_00],
    ['20000', 20_000_00], // more than owed: pays off, the rest is credit
  ])('takes %j as %i minor units', (typed, amount) => {
    expect(checkRepaymentAmount(typed, RULE, OWED)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'error.repayment.amount.required', {}],
    ['   ', 'error.repayment.amount.required', {}],
    ['5000.50', 'error.repayment.amount.notWhole', {}],
    ['-5000', 'error.repayment.amount.notWhole', {}],
    ['5e3', 'error.repayment.amount.notWhole', {}],
    ['abc', 'error.repayment.amount.notWhole', {}],
    ['0', 'error.repayment.amount.belowMinimum', { minimum: 1_000_00 }],
    ['999', 'error.repayment.amount.belowMinimum', { minimum: 1_000_00 }],
    ['1050', 'error.repayment.amount.notMultiple', { unit: 100_00 }],
  ])('refuses %j with %s', (typed, key, params) => {
    expect(checkRepaymentAmount(typed, RULE, OWED)).toEqual({ ok: false, key, params });
  });

  it('never lets the floor of 1,000 be configured away, yet lets the last bit of a loan be paid off', () => {
    expect(repaymentMinimum({ unit: 1_00, minimum: 100_00 }, OWED)).toBe(1_000_00);
    expect(repaymentMinimum({ unit: 1_00, minimum: 2_000_00 }, OWED)).toBe(2_000_00);
    expect(repaymentMinimum(RULE, 650_00)).toBe(650_00);
    expect(checkRepaymentAmount('650', RULE, 650_00)).toEqual({ ok: true, amount: 650_00 });
    expect(checkRepaymentAmount('600', RULE, 650_00)).toMatchObject({ ok: false, key: 'error.repayment.amount.belowMinimum' });
  });

  it('pays off an odd outstanding amount exactly even when it is no multiple of the unit', () => {
    expect(checkRepaymentAmount('1234', { unit: 100_00, minimum: 0 }, 1_234_00)).toEqual({ ok: true, amount: 1_234_00 });
  });

  it('takes the exact outstanding amount with its kobo or centavos, the only amount that may have them', () => {
    expect(checkRepaymentAmount('12345.67', RULE, OWED)).toEqual({ ok: true, amount: OWED });
    expect(checkRepaymentAmount('12,345.67', RULE, OWED)).toEqual({ ok: true, amount: OWED });
    expect(checkRepaymentAmount('650.5', RULE, 650_50)).toEqual({ ok: true, amount: 650_50 });
    expect(checkRepaymentAmount('12345.68', RULE, OWED)).toMatchObject({ ok: false, key: 'error.repayment.amount.notWhole' });
    expect(checkRepaymentAmount('12345.670', RULE, OWED)).toMatchObject({ ok: false, key: 'error.repayment.amount.notWhole' });
  });

  it('has every message in English and Spanish, with its placeholder', () => {
    expect(errorsEn['error.repayment.amount.belowMinimum']).toContain('{minimum}');
    expect(errorsEs['error.repayment.amount.belowMinimum']).toContain('{minimum}');
    expect(errorsEs['error.repayment.amount.notMultiple']).toContain('{unit}');
  });
});
