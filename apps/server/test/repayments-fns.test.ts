import { describe, expect, it } from 'vitest';
import { paymentEntries } from '../src/modules/ledger/ledger-service.ts';
import type { RepayableLoan } from '../src/modules/loans/loans-service.ts';
import { phaseBalances, repayDetail, splitPayment } from '../src/modules/repayments/repayment-fns.ts';

// Mexico, two phases, IVA on the interest carried in each phase's amount (ADR 028).
const LOAN: RepayableLoan = {
  orderId: 'o1', orderNo: 'LL1', userId: 'u1', market: 'MX', status: 2, currency: 'MXN', totalRepayable: 23_480_00,
  phases: [
    { phase: 1, dueDate: '2027-01-31', principal: 10_000_00, interest: 1_500_00, amount: 11_740_00 },
    { phase: 2, dueDate: '2027-03-02', principal: 10_000_00, interest: 1_500_00, amount: 11_740_00 },
  ],
  pricing: null,
};

describe('what a loan owes and how a payment splits', () => {
  it('takes the IVA as the phase’s interest_tax, paid before interest and principal, and posts it as tax owed', () => {
    const balances = phaseBalances(LOAN.phases, []);
    expect(balances[0]!.outstanding).toEqual({ penalty: 0, interest_tax: 240_00, interest: 1_500_00, principal: 10_000_00 });
    const { split } = splitPayment(2_000_00, balances);
    expect(split).toEqual({ amount: 2_000_00, principal: 260_00, interest: 1_500_00, interestTax: 240_00, unapplied: 0, unappliedTo: 'borrower_credit' });
    expect(paymentEntries(split)).toEqual([
      { account: 'collections_clearing', amount: 2_000_00 },
      { account: 'principal_receivable', amount: -260_00 },
      { account: 'interest_receivable', amount: -1_500_00 },
      { account: 'tax_payable', amount: -240_00 },
    ]);
  });

  it('subtracts what was paid, charge by charge', () => {
    const balances = phaseBalances(LOAN.phases, [{ phase: 1, component: 'interest', amount: 1_000_00 }, { phase: 2, component: 'principal', amount: 1 }]);
    expect(balances.map((b) => b.outstanding.interest)).toEqual([500_00, 1_500_00]);
    expect(balances[1]!.outstanding.principal).toBe(10_000_00 - 1);
  });
});

describe('the repayment detail on a given day', () => {
  const detailOn = (today: string, paid: { phase: number; component: string; amount: number }[] = []) =>
    repayDetail({ loan: LOAN, balances: phaseBalances(LOAN.phases, paid), payments: [], credit: 0, today });

  it('before the first due date: the next phase is due now, nothing overdue', () => {
    expect(detailOn('2027-01-10')).toMatchObject({ dueNow: 11_740_00, nextDueDate: '2027-01-31', overdueDays: 0, outstanding: 23_480_00, paid: 0 });
    expect(detailOn('2027-01-10').phases.map((p) => p.state)).toEqual(['upcoming', 'upcoming']);
  });

  it('on the due date the phase is due today', () => {
    expect(detailOn('2027-01-31').phases.map((p) => p.state)).toEqual(['due', 'upcoming']);
  });

  it('after it, overdue by whole calendar days, and everything due by today is due now', () => {
    const late = detailOn('2027-03-05');
    expect(late.phases.map((p) => p.state)).toEqual(['overdue', 'overdue']);
    expect(late).toMatchObject({ overdueDays: 33, dueNow: 23_480_00 });
  });

  it('a paid phase is paid, and the next one is what is due now', () => {
    const paid = [
      { phase: 1, component: 'interest_tax', amount: 240_00 }, { phase: 1, component: 'interest', amount: 1_500_00 }, { phase: 1, component: 'principal', amount: 10_000_00 },
    ];
    const detail = detailOn('2027-02-10', paid);
    expect(detail.phases.map((p) => p.state)).toEqual(['paid', 'upcoming']);
    expect(detail).toMatchObject({ dueNow: 11_740_00, nextDueDate: '2027-03-02', paid: 11_740_00, overdueDays: 0 });
  });
});
