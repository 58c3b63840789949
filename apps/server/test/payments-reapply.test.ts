import { ERRORS } from '@lendline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankAccounts } from '../src/db/schema.ts';
import { bankBody, OTHER_BORROWER, ownAccount } from './application-fixtures.ts';
import { attemptsOf, confirmedOrder, usePaymentsApp } from './payments-fixtures.ts';

const h = usePaymentsApp();
const MOBILE = '08031234567';

/** A signed-in borrower whose real, confirmed order's payout was sent and is pending (status 7). */
async function failedPayout() {
  const order = await confirmedOrder(h, { mobile: MOBILE });
  await h.app.jobs.runDue();
  return order;
}

async function updateBankCard(token: string, accountNumber: string) {
  const verifyCode = await h.sendCode(MOBILE, 'bankCard', { token });
  return h.call('/user/update-bankCard', { token, body: { ...bankBody(accountNumber), verifyCode } });
}

describe('failed payout, new bank account, re-apply', () => {
  it('locks the bank account while money is on its way', async () => {
    const { token } = await failedPayout();
    const res = await updateBankCard(token, ownAccount('34'));
    expect(res.body.code).not.toBe(0);
    expect(res.body.code).toBe(ERRORS.BANK_ACCOUNT_LOCKED.code);
  });

  it('edits the account at PayoutFailed, re-applies with a new reference, and the money arrives', async () => {
    const order = await failedPayout();
    await h.postWebhook(h.payout.settle(order.reference, 'failed'));
    expect(await h.status(order.orderId)).toBe(10);

    const newAccount = ownAccount('34');
    const updated = await updateBankCard(order.token, newAccount);
    expect(updated.body).toMatchObject({ code: 0, data: { orderNo: order.orderNo, status: 10 } });
    expect(updated.text).not.toContain(newAccount);

    const again = await h.call('/loan/loan-order/apply-market-again', { token: order.token, body: { orderNo: order.orderNo } });
    expect(again.body).toMatchObject({ code: 0, data: { orderNo: order.orderNo, status: 18 } });
    await h.app.jobs.runDue();
    const attempts = await attemptsOf(h, order.orderId);
    expect(attempts.map((a) => [a.attemptNo, a.state])).toEqual([[1, 'failed'], [2, 'pending']]);
    const second = attempts[1]!.reference;
    expect(second).toBe(`ll-${order.orderNo.toLowerCase()}-2`);
    expect(h.payout.transfers.get(second)?.request.recipient.accountNumber).toBe(newAccount);
    expect(await h.status(order.orderId)).toBe(7);

    await h.postWebhook(h.payout.settle(second, 'success'));
    expect(await h.status(order.orderId)).toBe(2);
    const [account] = await h.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, order.userId));
    expect(account?.accountNumber).toBe(newAccount);

    const late = await h.call('/loan/loan-order/apply-market-again', { token: order.token, body: { orderNo: order.orderNo } });
    expect(late.body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
  });

  it('refuses apply-market-again unless the payout failed, and for another borrower', async () => {
    const order = await failedPayout();
    const early = await h.call('/loan/loan-order/apply-market-again', { token: order.token, body: { orderNo: order.orderNo } });
    expect(early.body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
    await h.postWebhook(h.payout.settle(order.reference, 'failed'));
    const other = await h.register(OTHER_BORROWER);
    const theirs = await h.call('/loan/loan-order/apply-market-again', { token: other, body: { orderNo: order.orderNo } });
    expect(theirs.body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
    expect(await h.status(order.orderId)).toBe(10);
  });

  it('50 concurrent re-applies make one new attempt and one transfer', async () => {
    const order = await failedPayout();
    await h.postWebhook(h.payout.settle(order.reference, 'failed'));
    h.payout.sends.clear();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => h.call('/loan/loan-order/apply-market-again', { token: order.token, body: { orderNo: order.orderNo } })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === ERRORS.PAYOUT_NOT_FAILED.code)).toHaveLength(49);
    await Promise.all([h.app.jobs.runDue(), h.app.jobs.runDue()]);
    expect(await attemptsOf(h, order.orderId)).toHaveLength(2);
    expect(h.payout.totalSends()).toBe(1);
  });
});
