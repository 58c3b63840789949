import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanOrders } from '../src/db/schema.ts';
import { PERSONAL, startApplication } from './application-fixtures.ts';
import { HOUR, useTestApp } from './helper.ts';
import { approvedBorrower, loansService } from './loan-fixtures.ts';

const t = useTestApp();
const DAY = 24 * HOUR;

async function orderOf(orderNo: string) {
  const [row] = await t.database.db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  return row!;
}

describe('why an order was cancelled', () => {
  it('records a declined offer, an abandoned draft, an expired offer and a payout given up', async () => {
    const declined = await approvedBorrower(t, { mobile: '08031110001', accountEnding: '21' });
    expect((await t.call('/loan/cancel-loan', { token: declined.token, body: { orderNo: declined.orderNo } })).body.data.status).toBe(8);
    expect((await orderOf(declined.orderNo)).cancelReason).toBe('declined');

    const draft = await startApplication(t, '08031110002');
    await t.call('/loan/cancel-loan', { token: draft.token, body: { orderNo: draft.orderNo } });
    expect((await orderOf(draft.orderNo)).cancelReason).toBe('abandoned');

    const failed = await approvedBorrower(t, { mobile: '08031110003', accountEnding: '23' });
    const loans = loansService(t);
    await t.database.db.transaction(async (tx) => {
      await tx.update(loanOrders).set({ status: 18 }).where(eq(loanOrders.id, failed.orderId));
      await loans.markPayoutFailed(tx, failed.orderId, t.clock.now());
    });
    await t.call('/loan/cancel-draw-money', { token: failed.token, body: { orderNo: failed.orderNo } });
    expect((await orderOf(failed.orderNo)).cancelReason).toBe('payout_given_up');

    const expired = await approvedBorrower(t, { mobile: '08031110004', accountEnding: '24' });
    t.clock.advance(DAY + HOUR);
    await loans.cancelExpired();
    expect(await orderOf(expired.orderNo)).toMatchObject({ status: 8, cancelReason: 'offer_expired' });

    const { orders } = (await t.call('/loan/loan-order/list', { token: expired.token, body: { tab: 'finished' } })).body.data;
    expect(orders).toEqual([expect.objectContaining({ orderNo: expired.orderNo, status: 8, cancelReason: 'offer_expired' })]);
  });

  it('cancels a draft untouched for 30 days, counting saved answers as activity', async () => {
    const loans = loansService(t);
    const mobile = '08031110005';
    const { token, orderNo } = await startApplication(t, mobile);
    t.clock.advance(10 * DAY);
    expect((await t.call('/user/saveBasicInfo-market', { token, body: PERSONAL })).body.data.status).toBe(12);

    // Editing a saved step moves no status, but is activity all the same.
    t.clock.advance(5 * DAY);
    expect((await t.call('/user/saveBasicInfo-market', { token, body: { ...PERSONAL, address: '3 Marina Road' } })).body.code).toBe(0);
    t.clock.advance(29 * DAY);
    expect(await loans.cancelExpired()).toBe(0);
    expect((await orderOf(orderNo)).status).toBe(12);

    t.clock.advance(DAY + HOUR);
    expect(await loans.cancelExpired()).toBe(1);
    expect(await orderOf(orderNo)).toMatchObject({ status: 8, cancelReason: 'draft_expired' });
    expect(await loans.cancelExpired()).toBe(0);
    // The borrower can start over.
    const again = await t.login(mobile);
    expect((await t.call('/loan/loan-order/apply-market', { token: again, body: {} })).body.data.status).toBe(6);
  });

  it('never expires a submitted application, however long it waits', async () => {
    const loans = loansService(t);
    const submitted = await approvedBorrower(t, { mobile: '08031110006', accountEnding: '26' });
    await t.database.db.update(loanOrders).set({ status: 1 }).where(eq(loanOrders.id, submitted.orderId));
    t.clock.advance(90 * DAY);
    expect(await loans.cancelExpired()).toBe(0);
    expect((await orderOf(submitted.orderNo)).status).toBe(1);
  });
});
