import { ERRORS } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { buildStatement } from '../src/modules/repayments/statement-fns.ts';
import { HOUR, MINUTE, useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

// Sessions outlive the loans these tests age to their due date.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });

type Line = { kind: string; amount: number; effect: 'owed' | 'paid' | 'none'; balance: number; parts?: { principal: number; interest: number; interestTax: number } };
/** What the lines do to what is owed, added up: the last line's balance. */
const signedSum = (lines: readonly Line[]) => lines.reduce((sum, l) => sum + (l.effect === 'owed' ? l.amount : l.effect === 'paid' ? -l.amount : 0), 0);

describe('Records’ Statement', () => {
  it('tells every event of the loan from the ledger, with what is owed after each, ending at zero with the credit held', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    t.clock.advance(MINUTE);
    await t.call('/sandbox/collections/pay', { token, body: { amount: 1_000_00 } });
    t.clock.advance(91 * 24 * HOUR);
    await t.call('/sandbox/collections/pay', { token, body: { amount: detail.totalRepayable - 1_000_00 + 500_00 } });
    const res = await t.call('/loan/loan-order/statement', { token, body: { orderNo } });
    expect(res.body.code, res.text).toBe(0);
    const { lines } = res.body.data as { lines: { kind: string; amount: number; effect: string; balance: number; parts?: { principal: number; interest: number } }[] };
    expect(lines.map((l) => l.kind)).toEqual(['principal', 'interest', 'fee', 'fee_tax', 'disbursed', 'payment', 'payment', 'credit_held']);
    const principal = lines[0]!.amount;
    expect(lines[1]!.balance).toBe(detail.totalRepayable);
    expect(lines[5]).toMatchObject({ amount: 1_000_00, effect: 'paid', balance: detail.totalRepayable - 1_000_00 });
    expect(lines[6]).toMatchObject({ amount: detail.totalRepayable - 1_000_00, balance: 0 });
    expect(lines[7]).toMatchObject({ kind: 'credit_held', amount: 500_00, effect: 'none', balance: 0 });
    // The payments' parts add up to what the loan made owed.
    const paidPrincipal = lines.filter((l) => l.kind === 'payment').reduce((sum, l) => sum + l.parts!.principal, 0);
    expect(paidPrincipal).toBe(principal);
    // Fee and its tax were deducted from the principal: sent = principal - fee - tax.
    expect(lines[4]!.amount).toBe(principal - lines[2]!.amount - lines[3]!.amount);
  });

  it('keeps a payment received after the loan was paid off, as the borrower’s credit that changes nothing owed (issue 19)', async () => {
    const { token, orderNo, detail } = await disbursedLoan(t);
    t.clock.advance(91 * 24 * HOUR);
    await t.call('/sandbox/collections/pay', { token, body: { amount: detail.totalRepayable } });
    t.clock.advance(HOUR);
    // A transfer into the borrower's own account after Finish: no loan is open for it.
    await t.call('/sandbox/collections/pay', { token, body: { amount: 300_00 } });
    const { lines } = (await t.call('/loan/loan-order/statement', { token, body: { orderNo } })).body.data as { lines: Line[] };
    expect(lines.at(-1)).toMatchObject({ kind: 'payment_credit', amount: 300_00, effect: 'none', balance: 0 });
    expect(signedSum(lines)).toBe(0);
  });

  it('says what paying off early settled: interest not owed, and interest paid ahead that paid the loan amount instead (issue 19)', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    // ₦500 the first hour goes to interest (penalty, fee, interest, then principal); a day later the loan is paid off.
    t.clock.advance(HOUR);
    await t.call('/sandbox/collections/pay', { token, body: { amount: 500_00 } });
    t.clock.advance(24 * HOUR);
    const { payoffNow } = (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as { payoffNow: number };
    await t.call('/sandbox/collections/pay', { token, body: { amount: payoffNow } });
    const { lines } = (await t.call('/loan/loan-order/statement', { token, body: { orderNo } })).body.data as { lines: Line[] };
    const first = lines.find((l) => l.kind === 'payment')!;
    expect(first.parts).toMatchObject({ interest: 500_00, principal: 0 });
    const payoff = lines.find((l) => l.kind === 'early_payoff')!;
    expect(payoff.parts!.principal).toBeGreaterThan(0);
    expect(payoff.parts!.principal).toBeLessThan(500_00);
    expect(payoff.parts!.principal + payoff.parts!.interest + payoff.parts!.interestTax).toBe(payoff.amount);
    expect(payoff.balance).toBe(0);
    // Every line's effect on what is owed adds up to it, line by line.
    let running = 0;
    for (const line of lines) {
      running += line.effect === 'owed' ? line.amount : line.effect === 'paid' ? -line.amount : 0;
      expect(line.balance, line.kind).toBe(running);
    }
  });

  it('is NOT_FOUND for another borrower’s order or an unknown one', async () => {
    const { orderNo } = await disbursedLoan(t);
    const other = await disbursedLoan(t, { mobile: '08039876543', accountEnding: '34' });
    for (const body of [{ orderNo }, { orderNo: 'LL000000UNKNOWN0' }]) {
      expect((await t.call('/loan/loan-order/statement', { token: other.token, body })).body.code).toBe(ERRORS.NOT_FOUND.code);
    }
  });
});

describe('buildStatement', () => {
  const at = new Date('2026-03-02T09:00:00Z');
  it('books Mexico’s IVA on interest as owed, takes a payment’s tax part off it, and puts the loan first when instants tie', () => {
    const lines = buildStatement(2_232_00, [
      { kind: 'repayment', createdAt: at, entries: [{ account: 'collections_clearing', amount: 232_00 }, { account: 'interest_receivable', amount: -200_00 }, { account: 'tax_payable', amount: -32_00 }] },
      { kind: 'disbursement', createdAt: at, entries: [{ account: 'principal_receivable', amount: 2_000_00 }, { account: 'provider_clearing', amount: -2_000_00 }, { account: 'interest_receivable', amount: 200_00 }, { account: 'interest_income', amount: -200_00 }] },
    ]);
    expect(lines.map((l) => [l.kind, l.amount, l.balance])).toEqual([
      ['principal', 2_000_00, 2_000_00],
      ['interest', 200_00, 2_200_00],
      ['interest_tax', 32_00, 2_232_00],
      ['disbursed', 2_000_00, 2_232_00],
      ['payment', 232_00, 2_000_00],
    ]);
    expect(lines[4]!.parts).toEqual({ principal: 0, interest: 200_00, interestTax: 32_00 });
  });

  it('brings the balance to zero when the payout came back', () => {
    const lines = buildStatement(1_100_00, [
      { kind: 'disbursement', createdAt: at, entries: [{ account: 'principal_receivable', amount: 1_000_00 }, { account: 'provider_clearing', amount: -1_000_00 }, { account: 'interest_receivable', amount: 100_00 }, { account: 'interest_income', amount: -100_00 }] },
      { kind: 'reversal', createdAt: new Date(at.getTime() + MINUTE), entries: [] },
    ]);
    expect(lines.at(-1)).toMatchObject({ kind: 'reversal', amount: 1_100_00, balance: 0 });
  });
});
