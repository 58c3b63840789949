import { canCancelLoan, canGiveUpPayout, ERRORS, OrderStatus, type OrderStatusCode } from '@lendline/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loanOrders } from '../src/db/schema.ts';
import { OTHER_BORROWER, startApplication } from './application-fixtures.ts';
import { HOUR, useTestApp } from './helper.ts';
import { approvedBorrower, loansService, orderIdOf } from './loan-fixtures.ts';

const t = useTestApp();
beforeEach(async () => {
  await t.database.transaction((s) => s.exec('TRUNCATE jobs'));
});

const setStatus = (orderNo: string, status: OrderStatusCode) =>
  t.database.db.update(loanOrders).set({ status }).where(eq(loanOrders.orderNo, orderNo));
async function statusOf(orderNo: string) {
  const [row] = await t.database.db.select({ status: loanOrders.status }).from(loanOrders).where(eq(loanOrders.orderNo, orderNo));
  return row?.status;
}

describe('cancelling', () => {
  // The rules in one table (ADR 016): drafts and an unaccepted offer may be cancelled; a failed payout may be given up.
  const CANCEL_LOAN = [5, 6, 11, 12, 14, 17];
  const CANCEL_DRAW = [10];

  it('follows the rules for every status', async () => {
    const { token, orderNo } = await startApplication(t);
    for (const status of Object.values(OrderStatus)) {
      expect(canCancelLoan(status), `rule ${status}`).toBe(CANCEL_LOAN.includes(status));
      expect(canGiveUpPayout(status), `rule ${status}`).toBe(CANCEL_DRAW.includes(status));
      await setStatus(orderNo, status);
      const state = await t.call('/loan/has-cancel-loan', { token, body: { orderNo } });
      expect(state.body.data, `has-cancel ${status}`).toEqual({ canCancel: CANCEL_LOAN.includes(status), canCancelDraw: CANCEL_DRAW.includes(status) });
      expect((await t.call('/loan/has-cancel-loan', { token })).body.data, `latest ${status}`).toEqual(state.body.data);

      const cancel = await t.call('/loan/cancel-loan', { token, body: { orderNo } });
      if (CANCEL_LOAN.includes(status)) {
        expect(cancel.body.data, `cancel ${status}`).toEqual({ orderNo, status: 8 });
        expect(await statusOf(orderNo)).toBe(8);
        await setStatus(orderNo, status);
      } else {
        expect(cancel.body.code, `cancel ${status}`).toBe(ERRORS.CANNOT_CANCEL.code);
        expect(await statusOf(orderNo)).toBe(status);
      }
      const draw = await t.call('/loan/cancel-draw-money', { token, body: { orderNo } });
      if (CANCEL_DRAW.includes(status)) {
        expect(draw.body.data, `draw ${status}`).toEqual({ orderNo, status: 8 });
      } else {
        expect(draw.body.code, `draw ${status}`).toBe(ERRORS.CANNOT_CANCEL.code);
        expect(await statusOf(orderNo)).toBe(status);
      }
    }
  });

  it('answers false, false without any order', async () => {
    const token = await t.register(OTHER_BORROWER);
    expect((await t.call('/loan/has-cancel-loan', { token })).body.data).toEqual({ canCancel: false, canCancelDraw: false });
  });

  it('declines an approved offer and allows a new application afterwards', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    expect((await t.call('/loan/cancel-loan', { token, body: { orderNo } })).body.data).toEqual({ orderNo, status: 8 });
    expect((await t.call('/loan/confirm/product-info', { token, body: { orderNo } })).body.code).toBe(ERRORS.OFFER_EXPIRED.code);
    expect((await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.code).toBe(0);
  });
});

describe("another borrower's order", () => {
  it('is NOT_FOUND on every call that takes an order number', async () => {
    const { orderNo } = await approvedBorrower(t);
    const stranger = await t.register(OTHER_BORROWER);
    const calls: [string, Record<string, string>][] = [
      ['/loan/confirm/product-info', { orderNo }],
      ['/loan/product/step-amount', { orderNo }],
      ['/loan/get-money', { orderNo, amount: '1000000', tenure: '91', agreementAccepted: 'true' }],
      ['/loan/get-money-plus', { orderNo, amount: '1000000', tenure: '91', agreementAccepted: 'true' }],
      ['/loan/get-money/contract', { orderNo }],
      ['/loan/loan-order/loanAgreement', { orderNo }],
      ['/loan/get-money-time', { orderNo }],
      ['/loan/cancel-loan', { orderNo }],
      ['/loan/has-cancel-loan', { orderNo }],
      ['/loan/cancel-draw-money', { orderNo }],
    ];
    for (const [path, body] of calls) {
      const res = await t.call(path, { token: stranger, body });
      expect(res.body.code, path).toBe(ERRORS.NOT_FOUND.code);
    }
    expect(await statusOf(orderNo)).toBe(14);
  });
});

describe('a failed payout', () => {
  it('keeps the order open: no new application; the borrower may give it up', async () => {
    const { token, orderNo, orderId } = await approvedBorrower(t);
    await t.call('/loan/get-money', { token, body: { orderNo, amount: '1000000', tenure: '91', agreementAccepted: 'true' } });
    const loans = loansService(t);
    await t.database.db.transaction((tx) => loans.markPayoutFailed(tx, orderId, t.clock.now()));
    expect(await statusOf(orderNo)).toBe(10);
    expect((await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.code).toBe(ERRORS.ORDER_IN_PROGRESS.code);
    // The database refuses a second open order too.
    await expect(t.database.db.insert(loanOrders).values({
      id: 'x', orderNo: 'LLX', userId: (await t.database.db.select().from(loanOrders))[0]!.userId, market: 'NG', productId: null, status: 6,
      createdAt: t.clock.now(), updatedAt: t.clock.now(), submittedAt: null,
    })).rejects.toThrow();
    await t.database.db.transaction((tx) => loans.markReapplied(tx, orderId, t.clock.now()));
    expect(await statusOf(orderNo)).toBe(18);
    await t.database.db.transaction((tx) => loans.markPayoutFailed(tx, orderId, t.clock.now()));
    expect((await t.call('/loan/cancel-draw-money', { token, body: { orderNo } })).body.data).toEqual({ orderNo, status: 8 });
  });
});

describe('records and credit', () => {
  it('lists incomplete and finished orders, newest first, figures only once accepted', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    const listed = await t.call('/loan/loan-order/list', { token, body: { tab: 'incomplete' } });
    expect(listed.body.data.orders).toEqual([
      { orderNo, status: 14, productName: 'Lendline Cash', currency: 'NGN', amount: null, tenureDays: null, totalRepayable: null, dueDate: null, createdAt: '2026-03-02T09:00:00.000Z' },
    ]);
    const accepted = (await t.call('/loan/get-money', { token, body: { orderNo, amount: '1000000', tenure: '91', agreementAccepted: 'true' } })).body.data.figures;
    await t.call('/loan/cancel-draw-money', { token, body: { orderNo } }); // refused at 18: still incomplete
    const orderId = await orderIdOf(t, orderNo);
    const loans = loansService(t);
    await t.database.db.transaction((tx) => loans.markPayoutFailed(tx, orderId, t.clock.now()));
    await t.call('/loan/cancel-draw-money', { token, body: { orderNo } });
    t.clock.advance(HOUR);
    const next = (await t.call('/loan/loan-order/apply-market', { token, body: {} })).body.data.orderNo as string;

    const incomplete = (await t.call('/loan/loan-order/list', { token, body: { tab: 'incomplete' } })).body.data.orders;
    expect(incomplete.map((o: { orderNo: string }) => o.orderNo)).toEqual([next]);
    expect(incomplete[0]).toMatchObject({ status: 6, amount: null, productName: null });
    const finished = (await t.call('/loan/loan-order/list', { token, body: { tab: 'finished' } })).body.data.orders;
    expect(finished).toEqual([
      {
        orderNo, status: 8, productName: 'Lendline Cash', currency: 'NGN', amount: 1_000_000, tenureDays: 91,
        totalRepayable: accepted.totalRepayable, dueDate: accepted.dueDate, createdAt: '2026-03-02T09:00:00.000Z',
        cancelReason: 'payout_given_up',
      },
    ]);
    const all = (await t.call('/loan/loan-order/list', { token })).body.data.orders;
    expect(all.map((o: { orderNo: string }) => o.orderNo)).toEqual([next, orderNo]);
    expect((await t.call('/loan/loan-order/list', { token, body: { tab: 'other' } })).body.code).toBe(ERRORS.VALIDATION_FAILED.code);
  });

  it('reports the limit of the latest approval and what the next on-time repayment opens', async () => {
    const token = await t.register(OTHER_BORROWER);
    // Before any approval: the first-loan limit of the ladder, and what unlocks the next step.
    expect((await t.call('/loan/get-credit-info', { token })).body.data).toEqual({
      currency: 'NGN', creditLimit: null, tierLimit: 5_000_00, onTimeRepayments: 0, nextLimit: 20_000_00, nextLimitOnTime: 1, reloanEligible: false, reloanDailyInterestPpm: null,
    });
    const approved = await approvedBorrower(t, { creditLimit: 5_000_00 });
    expect((await t.call('/loan/get-credit-info', { token: approved.token })).body.data).toEqual({
      currency: 'NGN', creditLimit: 5_000_00, tierLimit: 5_000_00, onTimeRepayments: 0, nextLimit: 20_000_00, nextLimitOnTime: 1, reloanEligible: false, reloanDailyInterestPpm: null,
    });
    await setStatus(approved.orderNo, OrderStatus.Finish);
    expect((await t.call('/loan/get-credit-info', { token: approved.token })).body.data).toMatchObject({
      tierLimit: 20_000_00, onTimeRepayments: 1, nextLimit: 50_000_00, nextLimitOnTime: 2, reloanEligible: true, reloanDailyInterestPpm: 100,
    });
  });

  it('answers the money time with nulls before acceptance', async () => {
    const { token, orderNo } = await approvedBorrower(t);
    expect((await t.call('/loan/get-money-time', { token, body: { orderNo } })).body.data).toEqual({
      orderNo, status: 14, confirmedAt: null, expectedMinutesMin: 10, expectedMinutesMax: 60, expectedBy: null,
    });
  });
});
