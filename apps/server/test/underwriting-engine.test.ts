import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../src/modules/underwriting/engine-config.ts';
import { assess, chooseOffer, retryAfterOf, scoreOf, tierLimit, type AssessmentInput } from '../src/modules/underwriting/underwriting-fns.ts';

const NG = ENGINE_CONFIG.NG;
const GOOD: AssessmentInput = {
  market: 'NG',
  today: '2026-03-02',
  requestedProductId: null,
  birthday: '1990-05-01',
  work: { employmentType: 'employee', monthlySalary: '100kTo200k', incomeSource: 'ownself' },
  answers: { q1: 'no', q2: 'no', q3: 'good', q4: 'none', q5: 'none', q6: 'none', q7: 'below50k', q8: '1', q9: '0', q10: '1', q11: '0' },
  bankAccount: { verified: true },
  duplicates: { bvn: false, idNumber: false, account: false, device: false },
  denied: [],
  history: { onTime: 0, overdue: 0 },
};
const variant = (patch: Partial<AssessmentInput>): AssessmentInput => ({ ...GOOD, ...patch });

describe('Mexico scores its own answer codes (pesos, Mexican lenders) as Nigeria scores its own', () => {
  // GOOD in Mexico: its income and debt in pesos (100kTo200k naira ~ 15k–25k pesos; below50k ~ below 10k).
  const MX_GOOD = variant({ market: 'MX', work: { ...GOOD.work!, monthlySalary: 'mx15kTo25k' }, answers: { ...GOOD.answers!, q7: 'mxBelow10k' } });
  it('scores the fixture borrower the same in both markets', () => {
    expect(scoreOf(MX_GOOD, ENGINE_CONFIG.MX)).toBe(scoreOf(GOOD, NG));
  });

  it.each([
    ['below50k', 'mxBelow8k'],
    ['100kTo200k', 'mx15kTo25k'],
    ['above500k', 'mxAbove50k'],
  ])('income %s in Nigeria scores as %s in Mexico', (naira, pesos) => {
    const mexican = { ...MX_GOOD, work: { ...MX_GOOD.work!, monthlySalary: pesos } };
    expect(scoreOf(mexican, ENGINE_CONFIG.MX)).toBe(scoreOf(variant({ work: { ...GOOD.work!, monthlySalary: naira } }), NG));
  });

  it.each([
    ['below50k', 'mxBelow10k'],
    ['50kTo200k', 'mx10kTo30k'],
    ['200kTo500k', 'mx30kTo60k'],
    ['above500k', 'mxAbove60k'],
  ])('total debt %s in Nigeria scores as %s in Mexico', (naira, pesos) => {
    const mexican = { ...MX_GOOD, answers: { ...MX_GOOD.answers!, q7: pesos } };
    expect(scoreOf(mexican, ENGINE_CONFIG.MX)).toBe(scoreOf(variant({ answers: { ...GOOD.answers!, q7: naira } }), NG));
  });
});

describe('knock-outs reject whatever the score', () => {
  it.each([
    ['KO_UNDER_18', variant({ birthday: '2008-03-03' })],
    ['KO_NO_INCOME', variant({ work: { employmentType: 'unemployed', monthlySalary: 'below50k', incomeSource: 'ownself' } })],
    ['KO_NO_INCOME', variant({ work: { employmentType: 'no_work', monthlySalary: 'below50k', incomeSource: 'ownself' } })],
    ['KO_DEFAULTED_6M', variant({ answers: { ...GOOD.answers, q1: 'yes' } })],
    ['KO_DUPLICATE_BVN', variant({ duplicates: { ...GOOD.duplicates, bvn: true } })],
    ['KO_DUPLICATE_ID', variant({ duplicates: { ...GOOD.duplicates, idNumber: true } })],
    ['KO_DUPLICATE_ACCOUNT', variant({ duplicates: { ...GOOD.duplicates, account: true } })],
    ['KO_DUPLICATE_DEVICE', variant({ duplicates: { ...GOOD.duplicates, device: true } })],
    ['KO_ACCOUNT_NOT_VERIFIED', variant({ bankAccount: null })],
    ['KO_ACCOUNT_NOT_VERIFIED', variant({ bankAccount: { verified: false } })],
    ['KO_DENY_LIST', variant({ denied: ['phone'] })],
    ['KO_PROFILE_INCOMPLETE', variant({ answers: null })],
  ])('%s', (reason, input) => {
    const decision = assess(input, NG);
    expect(decision.outcome).toBe('reject');
    expect(decision.reasons).toContain(reason);
    expect(decision.creditLimit).toBeNull();
  });

  it('turns 18 on the birthday itself (market calendar day)', () => {
    expect(assess(variant({ birthday: '2008-03-02' }), NG).outcome).toBe('approve');
    expect(assess(variant({ birthday: '2008-03-03' }), NG).reasons).toEqual(['KO_UNDER_18']);
  });

  it('counts family support as an income when not working', () => {
    const input = variant({ work: { employmentType: 'unemployed', monthlySalary: 'below50k', incomeSource: 'father' } });
    expect(assess(input, NG).reasons).not.toContain('KO_NO_INCOME');
  });

  it('lists every knock-out that applies', () => {
    const input = variant({ birthday: '2010-01-01', answers: { ...GOOD.answers, q1: 'yes' }, denied: ['bvn'] });
    expect(assess(input, NG).reasons).toEqual(['KO_UNDER_18', 'KO_DEFAULTED_6M', 'KO_DENY_LIST']);
  });
});

describe('score bands', () => {
  it('scores the fixture borrower 110 and approves 5,000 naira on the default product', () => {
    expect(scoreOf(GOOD, NG)).toBe(110);
    expect(assess(GOOD, NG)).toEqual({
      outcome: 'approve', score: 110, creditLimit: 5_000_00, productId: 'ng-cash-50k', reloan: false, reasons: ['SCORE_APPROVE_BAND'],
    });
  });

  const answers = (patch: Record<string, string>) => ({ ...GOOD.answers, ...patch });
  it('rejects a low score (SCORE_LOW)', () => {
    const input = variant({ answers: answers({ q3: 'poor', q6: 'over90Days', q7: 'above500k', q9: 'over5' }) });
    expect(scoreOf(input, NG)).toBeLessThan(NG.bands.referFrom);
    expect(assess(input, NG)).toMatchObject({ outcome: 'reject', reasons: ['SCORE_LOW'], creditLimit: null });
  });

  it('refers the band between, keeping the proposed limit', () => {
    const input = variant({ answers: answers({ q3: 'fair', q6: '1to7Days', q7: '50kTo200k', q9: '1', q10: '0', q11: '1' }), work: { ...GOOD.work, monthlySalary: 'below50k' } });
    expect(scoreOf(input, NG)).toBe(45);
    expect(assess(input, NG)).toMatchObject({ outcome: 'refer', reasons: ['SCORE_REFER_BAND'], creditLimit: 5_000_00, productId: 'ng-cash-50k' });
  });

  it('band edges: 39 rejects, 40 refers, 54 refers, 55 approves', () => {
    const at = (score: number) => assess(variant({}), { ...NG, base: NG.base + score - 110 }).outcome;
    expect([at(39), at(40), at(54), at(55)]).toEqual(['reject', 'refer', 'refer', 'approve']);
  });

  it('an overdue loan costs 40 points', () => {
    expect(scoreOf(variant({ history: { onTime: 0, overdue: 1 } }), NG)).toBe(70);
  });
});

describe('credit limit tiers', () => {
  it.each([
    [0, 5_000_00, 'ng-cash-50k', false],
    [1, 20_000_00, 'ng-cash-50k', true],
    [2, 50_000_00, 'ng-cash-50k', true],
    [3, 300_000_00, 'ng-good-record', true],
    [4, 300_000_00, 'ng-good-record', true],
    [5, 500_000_00, 'ng-good-record', true],
    [9, 500_000_00, 'ng-good-record', true],
  ])('%i on-time repayments: limit %i on %s (reloan %s)', (onTime, limit, productId, reloan) => {
    const decision = assess(variant({ history: { onTime, overdue: 0 } }), NG);
    expect(decision).toMatchObject({ outcome: 'approve', creditLimit: limit, productId, reloan });
  });

  it('keeps the product asked for while it holds the limit; caps at its maximum otherwise', () => {
    expect(chooseOffer(variant({ requestedProductId: 'ng-cash-180' }), NG)).toMatchObject({ terms: { productId: 'ng-cash-180' }, creditLimit: 5_000_00 });
    // 'good record' asked for too early: not open yet, the default product instead.
    expect(chooseOffer(variant({ requestedProductId: 'ng-good-record' }), NG)?.terms.productId).toBe('ng-cash-50k');
  });

  it('Mexico counts in pesos on its own product, without a reloan rate', () => {
    const mx = variant({ market: 'MX', history: { onTime: 1, overdue: 0 } });
    expect(assess(mx, ENGINE_CONFIG.MX)).toMatchObject({ outcome: 'approve', creditLimit: 5_000_00, productId: 'mx-efectivo', reloan: false });
    expect(tierLimit(0, ENGINE_CONFIG.MX)).toBe(2_000_00);
  });
});

it('retry day is 30 calendar days after the decision day', () => {
  expect(retryAfterOf('2026-03-02')).toBe('2026-04-01');
  expect(retryAfterOf('2026-12-15')).toBe('2027-01-14');
});
