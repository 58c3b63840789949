import { describe, expect, it } from 'vitest';
import { applyPpm, extendedDueDate, extendedSchedule, extensionQuote, findProductTerms, OrderStatus, renewalAgreement, type ProductTerms } from '../../src/index.ts';

const terms = findProductTerms('NG', 'ng-cash-50k')!;
const phase = (n: number, dueDate: string, principalOwed: number, owed = principalOwed) => ({ phase: n, dueDate, principalOwed, owed });
const base = { status: OrderStatus.Repaying, terms, phases: [phase(1, '2027-03-01', 20_000_00, 21_000_00)], used: 0, today: '2027-02-20' };

describe('extensionQuote', () => {
  it('charges the product’s rate on the principal still owed, plus the fee tax, and moves the due date by the product’s days', () => {
    const quote = extensionQuote(base);
    const fee = applyPpm(20_000_00, terms.extensionFeePpm);
    expect(quote).toEqual({
      allowed: true, refusal: null, days: 7, fee, feeTax: applyPpm(fee, terms.feeTaxPpm), total: fee + applyPpm(fee, terms.feeTaxPpm),
      principalOwed: 20_000_00, currentDueDate: '2027-03-01', newDueDate: '2027-03-08', fromDate: '2027-03-01', used: 0, max: 2,
    });
  });

  it('counts the days from today once the due date has passed', () => {
    expect(extensionQuote({ ...base, status: OrderStatus.Overdue, today: '2027-03-05' })).toMatchObject({ allowed: true, newDueDate: '2027-03-12', fromDate: '2027-03-05' });
  });

  it('charges only on the unpaid phases’ principal and reads the first unpaid due date', () => {
    const phases = [phase(1, '2027-03-01', 0, 0), phase(2, '2027-04-01', 10_000_00, 10_500_00)];
    expect(extensionQuote({ ...base, phases })).toMatchObject({ principalOwed: 10_000_00, currentDueDate: '2027-04-01', newDueDate: '2027-04-08' });
  });

  it.each([
    [OrderStatus.Finish, 'closed'], [OrderStatus.Cancel, 'closed'], [OrderStatus.Lending, 'closed'], [OrderStatus.AwaitingPayout, 'closed'], [OrderStatus.Confirm, 'closed'],
  ] as const)('refuses a loan at status %s', (status, refusal) => {
    expect(extensionQuote({ ...base, status })).toMatchObject({ allowed: false, refusal });
  });

  it('refuses a product without a rollover, and once the most rollovers were taken (default 2)', () => {
    const fixed: ProductTerms = findProductTerms('NG', 'ng-cash-fixed')!;
    expect(extensionQuote({ ...base, terms: fixed })).toMatchObject({ allowed: false, refusal: 'notOffered', max: 0 });
    expect(extensionQuote({ ...base, used: 1 })).toMatchObject({ allowed: true });
    expect(extensionQuote({ ...base, used: 2 })).toMatchObject({ allowed: false, refusal: 'limit' });
    expect(extensionQuote({ ...base, terms: { ...terms, maxExtensions: 3 }, used: 2 })).toMatchObject({ allowed: true, max: 3 });
  });

  it('refuses a loan with nothing owed', () => {
    expect(extensionQuote({ ...base, phases: [phase(1, '2027-03-01', 0, 0)] })).toMatchObject({ allowed: false, refusal: 'nothingOwed', newDueDate: null });
  });
});

describe('the schedule after a rollover', () => {
  it('moves only unpaid phases; an overdue one counts from today', () => {
    expect(extendedDueDate('2027-03-01', '2027-02-20', 7)).toBe('2027-03-08');
    expect(extendedDueDate('2027-03-01', '2027-03-10', 7)).toBe('2027-03-17');
    const phases = [{ phase: 1, dueDate: '2027-01-01' }, { phase: 2, dueDate: '2027-03-01' }, { phase: 3, dueDate: '2027-04-01' }];
    expect(extendedSchedule(phases, new Set([2, 3]), '2027-03-05', 7)).toEqual([
      { phase: 1, dueDate: '2027-01-01' }, { phase: 2, dueDate: '2027-03-12' }, { phase: 3, dueDate: '2027-04-08' },
    ]);
  });
});

describe('the catalogue', () => {
  it('has a product without a rollover in each market, priced like its rollover twin', () => {
    const { productId: _a, name: _b, extensionEnabled: off, ...fixed } = findProductTerms('NG', 'ng-cash-fixed')!;
    const { productId: _c, name: _d, ...cash } = findProductTerms('NG', 'ng-cash-50k')!;
    expect(off).toBe(false);
    expect(fixed).toEqual(cash);
    expect(findProductTerms('MX', 'mx-efectivo-fijo')?.extensionEnabled).toBe(false);
  });
});

describe('renewalAgreement', () => {
  const input = {
    orderNo: 'LL1', borrowerName: 'Adaeze Okafor', lenderName: 'Lendline Finance Ltd', currency: 'NGN' as const, principalOwed: 20_000_00, feePpm: 6_860,
    fee: 137_20, feeTax: 10_29, total: 147_49, days: 7, currentDueDate: '2027-03-01', newDueDate: '2027-03-08', number: 1, max: 2, dateSigned: null,
  };

  it('states the fee, its tax, the total and both dates from the figures given, in English and Spanish', () => {
    const en = renewalAgreement({ ...input, lang: 'en' }).sections.flatMap((s) => s.paragraphs).join('\n');
    expect(en).toContain('₦137.20');
    expect(en).toContain('₦147.49');
    expect(en).toContain('8 March 2027');
    expect(en).toContain('Extension 1 of the 2');
    expect(en).toContain('Not accepted yet.');
    const es = renewalAgreement({ ...input, lang: 'es', dateSigned: '2027-02-20' });
    // Numbered as the loan agreement is (issue 19).
    expect(es.title).toBe('Convenio de renovación del préstamo n.º LL1');
    const text = es.sections.flatMap((s) => s.paragraphs).join('\n');
    expect(text).toMatch(/8 de marzo de 2027/);
    expect(text).toMatch(/Aceptado electrónicamente el 20 de febrero de 2027/);
  });
});
