import { ERRORS, OrderStatus } from '@lendline/domain';
import { describe, expect, it } from 'vitest';
import { kycIdentities } from '../src/db/schema.ts';
import { ANSWERS, BORROWER, OTHER_BORROWER, PERSONAL, WORK } from './application-fixtures.ts';
import { HOUR, useTestApp, type TestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';

const t = useTestApp();
const DAY = 24 * HOUR;

/** Pays everything owed through the sandbox (the borrower's own account): the loan finishes. */
async function payInFull(token: string, amount: number) {
  const paid = await t.call('/sandbox/collections/pay', { token, body: { amount } });
  expect(paid.body.code, paid.text).toBe(0);
}

/** A borrower whose loan is finished: paid out at T0 (due 91 days later), repaid in full `afterDays` on. */
async function finishedLoan(app: TestApp, options: { mobile?: string; accountEnding?: string; afterDays?: number } = {}) {
  const loan = await disbursedLoan(app, options);
  let { token } = loan;
  if (options.afterDays) {
    app.clock.advance(options.afterDays * DAY);
    // The session of T0 has expired by then (30 days): the borrower logs in again.
    token = await app.login(options.mobile ?? BORROWER);
  }
  await payInFull(token, loan.detail.totalRepayable);
  // The borrower comes back later: a new order is never created in the same instant as the last.
  app.clock.advance(HOUR);
  const userId = (await app.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
  return { ...loan, token, userId };
}

/**
 * What the kyc module records when the identity check passes (the fixtures stand in for its
 * call with `markIdentityDone`, so they leave no record of their own).
 */
async function identityVerified(userId: string, at: Date) {
  await t.database.db.insert(kycIdentities).values({
    userId, idType: 'nin', idNumberMasked: '*******8901', idNumberHash: `hash-${userId}`, provider: 'sandbox', verifiedAt: at,
  });
}

const creditInfo = async (token: string) => (await t.call('/loan/get-credit-info', { token })).body.data;
const latestOrder = async (token: string) => (await t.call('/loan/loan-order/latest', { token })).body.data.order as { orderNo: string; status: number };
const applyAgain = (token: string, orderNo: string) => t.call('/loan/loan-order/apply-market-again', { token, body: { orderNo } });

describe('a finished loan grows the record', () => {
  it('paid in full through the sandbox: one on-time repayment, the next limit of the ladder and the reloan rate', async () => {
    const loan = await disbursedLoan(t);
    expect(await creditInfo(loan.token)).toMatchObject({ onTimeRepayments: 0, tierLimit: 5_000_00, reloanEligible: false, reloanDailyInterestPpm: null });
    await payInFull(loan.token, loan.detail.totalRepayable);
    expect(await latestOrder(loan.token)).toMatchObject({ orderNo: loan.orderNo, status: OrderStatus.Finish });
    expect(await creditInfo(loan.token)).toEqual({
      currency: 'NGN', creditLimit: 50_000_00, tierLimit: 20_000_00, onTimeRepayments: 1, nextLimit: 50_000_00, nextLimitOnTime: 2,
      reloanEligible: true, reloanDailyInterestPpm: 100,
    });
  });

  it('counts a loan paid on its due date as on time, and one paid the day after as not', async () => {
    // Paid out on 2 March 2026 (Lagos) for 91 days: due on 1 June.
    const onTheDay = await finishedLoan(t, { afterDays: 91 });
    expect(await creditInfo(onTheDay.token)).toMatchObject({ onTimeRepayments: 1, tierLimit: 20_000_00, reloanEligible: true });

    t.clock.set(new Date('2026-03-02T09:00:00.000Z'));
    const late = await finishedLoan(t, { mobile: OTHER_BORROWER, accountEnding: '34', afterDays: 92 });
    expect(await latestOrder(late.token)).toMatchObject({ status: OrderStatus.Finish });
    expect(await creditInfo(late.token)).toMatchObject({ onTimeRepayments: 0, tierLimit: 5_000_00, reloanEligible: false, reloanDailyInterestPpm: null });
    // The credit decision reads the same record.
    expect(await t.app.services.loans.repaymentHistory(t.database.db, late.userId)).toEqual({ onTime: 0, overdue: 0 });
    expect(await t.app.services.loans.repaymentHistory(t.database.db, onTheDay.userId)).toEqual({ onTime: 1, overdue: 0 });
  });
});

describe('apply-market-again after a finished loan', () => {
  it('starts the next application at work, keeps the rest but the questionnaire, and is approved at the reloan rate', async () => {
    const first = await finishedLoan(t);
    await identityVerified(first.userId, t.clock.now());
    const firstRate = (await t.call('/loan/confirm/product-info', { token: first.token, body: { orderNo: first.orderNo } })).body.data.figures.dailyInterestPpm;
    expect(firstRate).toBe(980);

    const again = await applyAgain(first.token, first.orderNo);
    expect(again.body.code, again.text).toBe(0);
    const { orderNo } = again.body.data as { orderNo: string };
    expect(again.body.data).toEqual({ orderNo, status: OrderStatus.AdditionalInfo });
    expect(orderNo).not.toBe(first.orderNo);
    expect(await latestOrder(first.token)).toMatchObject({ orderNo, status: OrderStatus.AdditionalInfo });
    const detail = (await t.call('/user/application/detail', { token: first.token })).body.data;
    expect(detail).toMatchObject({ personal: { lastName: PERSONAL.lastName }, work: { companyName: WORK.companyName }, questionnaire: null });
    expect(detail.bankAccount).not.toBeNull();

    // While it is open, another start is refused, whichever call asks.
    expect((await applyAgain(first.token, first.orderNo)).body.code).toBe(ERRORS.ORDER_IN_PROGRESS.code);

    // Work confirmed, the questionnaire answered anew, the bank account kept: submit.
    expect((await t.call('/user/saveAdditionInfo-market', { token: first.token, body: WORK })).body.data).toEqual({ orderNo, status: OrderStatus.Questionnaire });
    expect((await t.call('/user/save/questionnaire', { token: first.token, body: { answers: ANSWERS } })).body.data).toEqual({ orderNo, status: OrderStatus.BankAccount });
    await giveBureauConsent(t, first.token, orderNo);
    expect((await t.call('/user/submit', { token: first.token, body: { orderNo } })).body.data).toEqual({ orderNo, status: OrderStatus.Applying });
    await t.app.jobs.runDue();

    const offer = await t.call('/loan/confirm/product-info', { token: first.token, body: { orderNo } });
    expect(offer.body.code, offer.text).toBe(0);
    expect(offer.body.data).toMatchObject({ status: OrderStatus.Confirm, productId: 'ng-cash-50k', creditLimit: 20_000_00, reloan: true });
    expect(offer.body.data.figures.dailyInterestPpm).toBe(100);
    expect(offer.body.data.figures.dailyInterestPpm).toBeLessThan(firstRate);
    // An approved loan is open too.
    expect((await applyAgain(first.token, first.orderNo)).body.code).toBe(ERRORS.ORDER_IN_PROGRESS.code);
  });

  it('starts from the personal details when the identity check is a year old, or missing', async () => {
    const first = await finishedLoan(t);
    const yearAgo = new Date(t.clock.now().getTime() - 365 * DAY);
    await identityVerified(first.userId, yearAgo);
    const again = await applyAgain(first.token, first.orderNo);
    expect(again.body.data).toMatchObject({ status: OrderStatus.BasicInfo });

    const other = await finishedLoan(t, { mobile: OTHER_BORROWER, accountEnding: '34' });
    expect((await applyAgain(other.token, other.orderNo)).body.data).toMatchObject({ status: OrderStatus.BasicInfo });
  });

  it('lets apply-market start a returning borrower’s application the same way', async () => {
    const first = await finishedLoan(t);
    await identityVerified(first.userId, t.clock.now());
    const started = await t.call('/loan/loan-order/apply-market', { token: first.token, body: {} });
    expect(started.body.data).toMatchObject({ status: OrderStatus.AdditionalInfo });
    // apply-market answers its own draft back; apply-market-again refuses it.
    expect((await t.call('/loan/loan-order/apply-market', { token: first.token, body: {} })).body.data).toEqual(started.body.data);
    expect((await applyAgain(first.token, first.orderNo)).body.code).toBe(ERRORS.ORDER_IN_PROGRESS.code);
  });

  it('keeps another borrower’s finished loan out of reach, and the payout answer for an order that is not finished', async () => {
    const first = await finishedLoan(t);
    const stranger = await t.register(OTHER_BORROWER);
    const theirs = await applyAgain(stranger, first.orderNo);
    expect(theirs.body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
    expect(await latestOrder(stranger)).toBeNull();

    const repaying = await disbursedLoan(t, { mobile: '08035550000', accountEnding: '56' });
    expect((await applyAgain(repaying.token, repaying.orderNo)).body.code).toBe(ERRORS.PAYOUT_NOT_FAILED.code);
    expect(await latestOrder(repaying.token)).toMatchObject({ orderNo: repaying.orderNo, status: OrderStatus.Repaying });
  });
});

describe('money for a finished loan while the next one is open', () => {
  it('pays the open loan, not credit, when an old checkout of the finished loan is paid late', async () => {
    const first = await disbursedLoan(t);
    const old = (await t.call('/repay/paystack/authorization', { token: first.token, body: { orderNo: first.orderNo, amount: '2000' } })).body.data as { reference: string };
    await payInFull(first.token, first.detail.totalRepayable);
    t.clock.advance(HOUR);
    const userId = (await t.call('/security/getUserInfo', { token: first.token })).body.data.basicInfo.userId as string;
    await identityVerified(userId, t.clock.now());
    const { orderNo } = (await applyAgain(first.token, first.orderNo)).body.data as { orderNo: string };
    await t.call('/user/saveAdditionInfo-market', { token: first.token, body: WORK });
    await t.call('/user/save/questionnaire', { token: first.token, body: { answers: ANSWERS } });
    await giveBureauConsent(t, first.token, orderNo);
    await t.call('/user/submit', { token: first.token, body: { orderNo } });
    await t.app.jobs.runDue();
    const offer = (await t.call('/loan/confirm/product-info', { token: first.token, body: { orderNo } })).body.data as { amount: number; tenure: number };
    await t.call('/loan/get-money', { token: first.token, body: { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true } });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const before = (await t.call('/repay/repay-order/detail', { token: first.token, body: { orderNo } })).body.data as { status: number; paid: number; credit: number };
    expect(before.status).toBe(OrderStatus.Repaying);

    const paid = await t.call('/sandbox/collections/pay-reference', { token: first.token, body: { reference: old.reference } });
    expect(paid.body.code, paid.text).toBe(0);
    const after = (await t.call('/repay/repay-order/detail', { token: first.token, body: { orderNo } })).body.data as { paid: number; credit: number };
    expect(after.paid - before.paid).toBe(2_000_00);
    expect(after.credit).toBe(before.credit);
  });
});
