import { describe, expect, it } from 'vitest';
import { addCalendarDays, allocatePayment, outstandingTotal, payoffQuote, priceLoan, type Allocation, type LoanFigures, type ProductTerms } from '../../src/index.ts';
import { prng } from '../seeded-random.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function randomLoan(rand: (min: number, max: number) => number) {
  const tenureDays = rand(61, 400);
  const principal = rand(100_000, 5_000_000);
  const terms: ProductTerms = {
    productId: 'random', name: 'Random', market: 'MX', currency: 'MXN',
    minAmount: principal, maxAmount: principal, amountStep: 1, tenures: [tenureDays], phases: rand(1, 8),
    dailyInterestPpm: rand(0, 4) === 0 ? 0 : rand(100, 986),
    interestMethod: rand(0, 1) === 0 ? 'declining' : 'flat',
    dailyFeePpm: rand(0, 200), feeTaxPpm: 160_000,
    interestTaxPpm: rand(0, 1) === 0 ? 0 : 160_000,
    overduePenaltyDailyPpm: 20_000, extensionDays: 7, extensionFeePpm: 0, reloanDailyInterestPpm: null, annualInterestCapPpm: 360_000, minOnTimeRepayments: 0,
  };
  const startDate = addCalendarDays('2026-01-01', rand(0, 800));
  const figures = priceLoan({ terms, principal, tenureDays, startDate, couponDiscount: rand(0, 2) === 0 ? rand(0, 300_000) : 0 });
  // Some money already paid, spread as the server spreads it (a phase's interest_tax is its tax on interest).
  const scheduled = figures.phases.map((p) => ({ phase: p.phase, dueDate: p.dueDate, outstanding: { penalty: 0, interest_tax: p.interestTax, interest: p.interest, principal: p.principal } }));
  const paid: Allocation[] = rand(0, 1) === 0 ? [] : allocatePayment(rand(0, figures.totalRepayable), scheduled).allocations;
  return { terms, figures, paid };
}

const quoteOn = ({ terms, figures, paid }: { terms: ProductTerms; figures: LoanFigures; paid: Allocation[] }, day: number) =>
  payoffQuote({ figures, terms, today: addCalendarDays(figures.startDate, day), paid });

describe('payoffQuote over 1,000 seeded random loans, both methods, with coupons, IVA and payments', () => {
  const rand = prng(20261210);
  const loans = Array.from({ length: 1_000 }, () => randomLoan(rand));

  it('costs the principal alone on day 0 of an untouched loan (the fee and its tax were taken at payout)', () => {
    for (const loan of loans) {
      const payoff = quoteOn({ ...loan, paid: [] }, 0);
      expect(payoff).toMatchObject({ amount: loan.figures.principal, interest: 0, interestTax: 0 });
    }
  });

  it('is the whole remaining schedule on the last due date and after it: nothing is waived', () => {
    for (const loan of loans) {
      const remaining = loan.figures.totalRepayable - sum(loan.paid.map((a) => a.amount));
      for (const day of [loan.figures.tenureDays, loan.figures.tenureDays + 30]) {
        expect(quoteOn(loan, day)).toMatchObject({ amount: remaining, waivedInterest: 0, waivedInterestTax: 0, paidAhead: 0 });
      }
    }
  });

  it('never falls as the days pass, and never exceeds what the schedule still asks', () => {
    for (const loan of loans.slice(0, 300)) {
      const remaining = loan.figures.totalRepayable - sum(loan.paid.map((a) => a.amount));
      let previous = -1;
      for (let day = 0; day <= loan.figures.tenureDays; day++) {
        const { amount } = quoteOn(loan, day);
        expect(amount).toBeGreaterThanOrEqual(previous);
        expect(amount).toBeLessThanOrEqual(Math.max(0, remaining));
        previous = amount;
      }
    }
  });

  it('adds up: the schedule less what was paid and what is waived, and balances that pay exactly the amount', () => {
    for (const loan of loans) {
      const day = rand(0, loan.figures.tenureDays);
      const q = quoteOn(loan, day);
      const paid = sum(loan.paid.map((a) => a.amount));
      expect(q.amount - q.overpaid).toBe(loan.figures.totalRepayable - paid - q.waivedInterest - q.waivedInterestTax);
      expect(q.amount).toBe(Math.max(0, q.principal + q.interest + q.interestTax + q.penalties - q.paidAhead));
      expect(outstandingTotal(q.balances)).toBe(q.amount);
      const figures = [q.amount, q.principal, q.interest, q.interestTax, q.paidAhead, q.overpaid, q.waivedInterest, q.waivedInterestTax];
      expect(figures.filter((v) => !Number.isSafeInteger(v) || v < 0)).toEqual([]);
      expect(q.balances.flatMap((b) => Object.values(b.outstanding)).every((v) => Number.isSafeInteger(v) && v >= 0)).toBe(true);
      expect(allocatePayment(q.amount, q.balances).unallocated).toBe(0);
    }
  });
});
