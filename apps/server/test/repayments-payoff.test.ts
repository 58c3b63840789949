import { payoffQuote } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLedgerService } from '../src/modules/ledger/ledger-service.ts';
import { HOUR, useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });
const DAY = 24 * HOUR;

async function detailOf(token: string, orderNo: string) {
  return (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as {
    status: number; paid: number; outstanding: number; credit: number; waived: number; totalRepayable: number; payoffNow: number;
  };
}

async function expectLedgerBalanced() {
  const rows = await t.database.db.execute(sql.raw('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0'));
  expect((rows as unknown as { rows?: unknown[] }).rows ?? rows).toEqual([]);
}

/** The figures the loan was disbursed with, as the payoff is priced from them. */
async function figuresOf(orderId: string) {
  const rows = await t.database.db.execute(sql`SELECT figures, terms FROM loan_offers WHERE order_id = ${orderId}`);
  const row = ((rows as unknown as { rows?: { figures: unknown; terms: unknown }[] }).rows ?? (rows as unknown as { figures: unknown; terms: unknown }[]))[0]!;
  return row as { figures: Parameters<typeof payoffQuote>[0]['figures']; terms: Parameters<typeof payoffQuote>[0]['terms'] };
}

describe('paying a loan off early (ADR 013)', () => {
  it('on the day of the payout costs the principal alone: the interest is waived, the rest is credit, the books balance', async () => {
    const { token, orderNo, orderId, detail } = await disbursedLoan(t);
    await t.call('/sandbox/collections/pay', { token, body: { amount: detail.totalRepayable } });
    const after = await detailOf(token, orderNo);
    const interest = detail.totalRepayable - after.paid;
    expect(after).toMatchObject({ status: 4, outstanding: 0, waived: interest, credit: interest });
    expect(interest).toBeGreaterThan(0);
    const balances = await createLedgerService({ db: t.database.db, now: t.clock.now }).balances({ orderId });
    expect(balances.principal_receivable ?? 0).toBe(0);
    expect(balances.interest_receivable ?? 0).toBe(0);
    // No interest earned on a loan repaid the day it was paid out.
    expect(balances.interest_income ?? 0).toBe(0);
    await expectLedgerBalanced();
  });

  it('thirty days in, after a partial payment, costs the principal and the interest of thirty days, as the quote says', async () => {
    const { token, orderNo, orderId } = await disbursedLoan(t);
    t.clock.advance(5 * DAY);
    await t.call('/sandbox/collections/pay', { token, body: { amount: 1_000_00 } });
    t.clock.advance(25 * DAY);
    const { figures, terms } = await figuresOf(orderId);
    const paid = (await t.database.db.execute(sql`SELECT phase, component, sum(amount)::bigint AS amount FROM repayment_allocations WHERE order_id = ${orderId} GROUP BY phase, component`)) as unknown as { rows?: { phase: number; component: string; amount: string }[] };
    const quote = payoffQuote({ figures, terms, today: '2026-04-01', paid: (paid.rows ?? []).map((r) => ({ phase: r.phase, component: r.component as 'interest', amount: Number(r.amount) })) });
    // The detail tells the borrower the same figure, and a checkout takes it typed with its kobo.
    expect((await detailOf(token, orderNo)).payoffNow).toBe(quote.amount);
    const typed = `${Math.floor(quote.amount / 100)}.${String(quote.amount % 100).padStart(2, '0')}`;
    const checkout = await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: typed } });
    expect(checkout.body.data, checkout.text).toMatchObject({ amount: quote.amount });
    // Paying a kobo less than the payoff is a partial payment like any other.
    await t.call('/sandbox/collections/pay', { token, body: { amount: quote.amount - 1 } });
    expect((await detailOf(token, orderNo)).status).toBe(2);
    await t.call('/sandbox/collections/pay', { token, body: { amount: 1 } });
    const after = await detailOf(token, orderNo);
    expect(after).toMatchObject({ status: 4, outstanding: 0, credit: 0 });
    expect(after.paid).toBe(1_000_00 + quote.amount);
    // What the loan's total no longer asks: paid + waived is the schedule's total.
    expect(after.waived).toBeGreaterThan(0);
    expect(after.paid + after.waived).toBe(after.totalRepayable);
    const statement = (await t.call('/loan/loan-order/statement', { token, body: { orderNo } })).body.data as { lines: { kind: string; balance: number }[] };
    expect(statement.lines.at(-1)).toMatchObject({ kind: 'early_payoff', balance: 0 });
    await expectLedgerBalanced();
  });
});

describe('the product’s order of charges', () => {
  it('pays principal first when the loan’s terms say so, interest first by default', async () => {
    const principalFirst = await disbursedLoan(t);
    await t.database.db.execute(sql`UPDATE loan_offers SET terms = terms || '{"allocationOrder": ["principal", "interest", "interest_tax", "penalty"]}'::jsonb WHERE order_id = ${principalFirst.orderId}`);
    const byDefault = await disbursedLoan(t, { mobile: '08039876543', accountEnding: '34' });
    t.clock.advance(5 * DAY);
    for (const loan of [principalFirst, byDefault]) await t.call('/sandbox/collections/pay', { token: loan.token, body: { amount: 1_000_00 } });
    const components = async (orderId: string) => {
      const rows = await t.database.db.execute(sql`SELECT component, sum(amount)::bigint AS amount FROM repayment_allocations WHERE order_id = ${orderId} GROUP BY component ORDER BY component`);
      return Object.fromEntries(((rows as unknown as { rows?: { component: string; amount: string }[] }).rows ?? []).map((r) => [r.component, Number(r.amount)]));
    };
    expect(await components(principalFirst.orderId)).toEqual({ principal: 1_000_00 });
    expect((await components(byDefault.orderId)).interest).toBeGreaterThan(0);
  });
});
