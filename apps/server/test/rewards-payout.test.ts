import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownAccount } from './application-fixtures.ts';
import { useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

const FAILING_ENDING = '56';
const t = useTestApp({ env: { SANDBOX_PAYOUT_FAIL_ACCOUNTS: ownAccount(FAILING_ENDING) } });
const NAIRA = 100;

const giveCoupon = async (token: string, amount: number) =>
  (await t.call('/sandbox/rewards/coupon', { token, body: { amount } })).body.data as { id: string };
const couponsOf = async (token: string) => (await t.call('/lottery-draw/coupons', { token })).body.data.coupons as { id: string; state: string; source: string; amount: number }[];
async function ledgerSum(): Promise<number> {
  const result = await t.database.db.execute(sql.raw('SELECT coalesce(sum(amount), 0) AS n FROM ledger_entries'));
  const rows = (result as unknown as { rows?: { n: string }[] }).rows ?? (result as unknown as { n: string }[]);
  return Number(rows[0]?.n ?? 0);
}

describe('a coupon in the ledger', () => {
  it('books the gross interest as income and the discount as marketing expense; the borrower owes the priced figures', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t);
    const coupon = await giveCoupon(token, 100 * NAIRA);
    const res = await t.call('/loan/get-money', { token, body: { orderNo, amount: 10_000 * NAIRA, tenure: 91, agreementAccepted: true, couponId: coupon.id } });
    expect(res.body.code, res.text).toBe(0);
    const figures = res.body.data.figures as { principal: number; interest: number; couponDiscount: number; totalRepayable: number; disbursalAmount: number; processingFee: number; feeTax: number };
    await t.app.jobs.runDue();
    const balances = await t.app.services.ledger.balances({ orderId });
    expect(balances).toMatchObject({
      interest_income: -figures.interest,
      coupon_expense: 100_00,
      interest_receivable: figures.interest - 100_00,
      principal_receivable: figures.principal,
      provider_clearing: -figures.disbursalAmount,
    });
    // What the borrower owes is what the confirm screen and the agreement said.
    expect(balances.principal_receivable! + balances.interest_receivable!).toBe(figures.totalRepayable);
    const detail = await t.call('/repay/repay-order/detail', { token, body: { orderNo } });
    expect(detail.body.data.outstanding).toBe(figures.totalRepayable);
    expect(await ledgerSum()).toBe(0);
  });
});

describe('a loan given up before payout', () => {
  it('gives its coupon back, the use kept as history', async () => {
    const { token, orderNo } = await approvedBorrower(t, { accountEnding: FAILING_ENDING });
    const coupon = await giveCoupon(token, 100 * NAIRA);
    const res = await t.call('/loan/get-money', { token, body: { orderNo, amount: 10_000 * NAIRA, tenure: 91, agreementAccepted: true, couponId: coupon.id } });
    expect(res.body.code, res.text).toBe(0);
    expect((await couponsOf(token))[0]?.state).toBe('used');
    await t.app.jobs.runDue();
    const latest = await t.call('/loan/loan-order/latest', { token });
    expect(latest.body.data.order.status).toBe(10);
    const cancelled = await t.call('/loan/cancel-draw-money', { token, body: { orderNo } });
    expect(cancelled.body.code, cancelled.text).toBe(0);
    expect((await couponsOf(token))[0]).toMatchObject({ id: coupon.id, state: 'usable' });
    const uses = await t.database.db.execute(sql.raw(`SELECT release_reason AS reason FROM coupon_uses WHERE coupon_id = '${coupon.id}'`));
    const rows = (uses as unknown as { rows?: { reason: string }[] }).rows ?? (uses as unknown as { reason: string }[]);
    expect(rows.map((r) => r.reason)).toEqual(['payout_given_up']);
  });
});

describe('the card-authorisation coupon', () => {
  it('is given once, ₦100 for 30 days, when a card repayment leaves a reusable authorisation; not for a transfer', async () => {
    const { token, orderNo } = await disbursedLoan(t);
    await t.call('/sandbox/collections/pay', { token, body: { amount: 1_000 * NAIRA } });
    expect(await couponsOf(token)).toEqual([]);
    for (let i = 0; i < 2; i += 1) {
      const started = await t.call('/repay/paystack/authorization', { token, body: { orderNo, amount: '1000' } });
      expect(started.body.code, started.text).toBe(0);
      const paid = await t.call('/sandbox/collections/pay-reference', { token, body: { reference: started.body.data.reference } });
      expect(paid.body.code, paid.text).toBe(0);
    }
    const given = await couponsOf(token);
    expect(given).toEqual([expect.objectContaining({ source: 'card_authorisation', amount: 100_00, state: 'usable', minLoan: 0, expiresAt: '2026-04-01T09:00:00.000Z' })]);
  });
});
