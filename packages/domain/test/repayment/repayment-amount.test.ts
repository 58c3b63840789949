import { describe, expect, it } from 'vitest';
import { checkRepaymentAmount, errorsEn, errorsEs, repaymentFigures, repaymentMaximum, repaymentMinimum, typedAmount, type RepaymentAmountRule } from '../../src/index.ts';
import { prng } from '../seeded-random.ts';

const RULE: RepaymentAmountRule = { unit: 100_00, minimum: 500_00 };
const OWED = 12_345_67;
/** What the borrower was told: ₦4,945.90 due now, ₦12,001.23 pays it all off today, ₦12,345.67 still to repay. */
const SHOWN = repaymentFigures({ dueNow: 4_945_90, payoffNow: 12_001_23, outstanding: OWED, currency: 'NGN' });

describe('the amount a borrower types to repay (spec section 5, issue 19)', () => {
  it.each([
    ['5000', 5_000_00],
    [' 5,000 ', 5_000_00],
    ['1000', 1_000_00],
    // The most: what is owed rounded up to the next whole step; the few naira over it are kept as credit.
    ['12400', 12_400_00],
  ])('takes %j as %i minor units', (typed, amount) => {
    expect(checkRepaymentAmount(typed, RULE, SHOWN)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'error.repayment.amount.required', {}],
    ['   ', 'error.repayment.amount.required', {}],
    ['5000.50', 'error.repayment.amount.notWhole', {}],
    ['12345.670', 'error.repayment.amount.notWhole', {}],
    ['-1000', 'error.repayment.amount.negative', {}],
    ['-5000.50', 'error.repayment.amount.negative', {}],
    ['abc', 'error.repayment.amount.notNumber', {}],
    ['5e3', 'error.repayment.amount.notNumber', {}],
    ['₦5000', 'error.repayment.amount.notNumber', {}],
    ['12.34.56', 'error.repayment.amount.notNumber', {}],
    ['0', 'error.repayment.amount.belowMinimum', { minimum: 1_000_00 }],
    ['999', 'error.repayment.amount.belowMinimum', { minimum: 1_000_00 }],
    ['1050', 'error.repayment.amount.notMultiple', { unit: 100_00 }],
    ['12500', 'error.repayment.amount.aboveMaximum', { maximum: 12_400_00 }],
    ['100000000', 'error.repayment.amount.aboveMaximum', { maximum: 12_400_00 }],
    ['99999999999999999999', 'error.repayment.amount.aboveMaximum', { maximum: 12_400_00 }],
    ['100000000.50', 'error.repayment.amount.aboveMaximum', { maximum: 12_400_00 }],
  ])('refuses %j with %s', (typed, key, params) => {
    expect(checkRepaymentAmount(typed, RULE, SHOWN)).toEqual({ ok: false, key, params });
  });

  it('takes every amount the borrower was told, exactly as the form writes it, whatever the unit and minimum', () => {
    for (const told of [4_945_90, 12_001_23, OWED]) {
      expect(checkRepaymentAmount(typedAmount(told, 'NGN'), RULE, SHOWN), typedAmount(told, 'NGN')).toEqual({ ok: true, amount: told });
    }
    // Typed as a borrower would: grouped, or with one decimal.
    expect(checkRepaymentAmount('12,345.67', RULE, SHOWN)).toEqual({ ok: true, amount: OWED });
    expect(checkRepaymentAmount('4945.9', RULE, SHOWN)).toEqual({ ok: true, amount: 4_945_90 });
    // A due amount below the minimum and off the steps is still the amount to pay.
    const small = repaymentFigures({ dueNow: 650_00, payoffNow: 2_650_00, outstanding: 2_650_00, currency: 'NGN' });
    expect(checkRepaymentAmount('650', RULE, small)).toEqual({ ok: true, amount: 650_00 });
    expect(checkRepaymentAmount('600', RULE, small)).toMatchObject({ ok: false, key: 'error.repayment.amount.belowMinimum' });
    // Anything else with kobo is refused.
    expect(checkRepaymentAmount('12345.68', RULE, SHOWN)).toMatchObject({ ok: false, key: 'error.repayment.amount.notWhole' });
  });

  it('never lets the floor of 1,000 be configured away, yet lets the last bit of a loan be paid off', () => {
    expect(repaymentMinimum({ unit: 1_00, minimum: 100_00 }, OWED)).toBe(1_000_00);
    expect(repaymentMinimum({ unit: 1_00, minimum: 2_000_00 }, OWED)).toBe(2_000_00);
    expect(repaymentMinimum(RULE, 650_00)).toBe(650_00);
    const last = repaymentFigures({ dueNow: 650_00, payoffNow: 650_00, outstanding: 650_00, currency: 'NGN' });
    expect(checkRepaymentAmount('650', RULE, last)).toEqual({ ok: true, amount: 650_00 });
    expect(checkRepaymentAmount('700', RULE, last)).toEqual({ ok: true, amount: 700_00 });
    expect(checkRepaymentAmount('800', RULE, last)).toMatchObject({ ok: false, key: 'error.repayment.amount.aboveMaximum', params: { maximum: 700_00 } });
  });

  it('holds its rules on seeded loans: the told amounts pass, nothing above the maximum does, the maximum is less than a step over what is owed', () => {
    const random = prng(19);
    for (let n = 0; n < 1_000; n++) {
      const rule = { unit: [10_00, 100_00, 500_00][random(0, 2)]!, minimum: 1_000_00 };
      const outstanding = random(1, 600_000_00);
      const payoffNow = random(Math.max(1, outstanding - 50_000_00), outstanding);
      const dueNow = random(1, outstanding);
      const shown = repaymentFigures({ dueNow, payoffNow, outstanding, currency: 'MXN' });
      const maximum = repaymentMaximum(rule, outstanding);
      expect(maximum >= outstanding && maximum - outstanding < rule.unit && maximum % rule.unit === 0).toBe(true);
      for (const told of [dueNow, payoffNow, outstanding]) expect(checkRepaymentAmount(typedAmount(told, 'MXN'), rule, shown)).toEqual({ ok: true, amount: told });
      const over = maximum + rule.unit * random(1, 1_000);
      expect(checkRepaymentAmount(typedAmount(over, 'MXN'), rule, shown)).toMatchObject({ ok: false, key: 'error.repayment.amount.aboveMaximum' });
    }
  });

  it('writes an amount as the form prefills it: whole units, or the exact kobo', () => {
    expect([typedAmount(5_000_00, 'NGN'), typedAmount(4_945_90, 'NGN'), typedAmount(2_193_45, 'MXN'), typedAmount(5, 'NGN')]).toEqual(['5000', '4945.90', '2193.45', '0.05']);
  });

  it('has every message in English and Spanish, with its placeholder', () => {
    expect(errorsEn['error.repayment.amount.belowMinimum']).toContain('{minimum}');
    expect(errorsEs['error.repayment.amount.belowMinimum']).toContain('{minimum}');
    expect(errorsEs['error.repayment.amount.notMultiple']).toContain('{unit}');
    expect(errorsEn['error.repayment.amount.aboveMaximum']).toContain('{maximum}');
    expect(errorsEs['error.repayment.amount.aboveMaximum']).toContain('{maximum}');
  });
});
