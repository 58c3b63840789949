import { addCalendarDays, OrderStatus } from '@lendline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { kycIdentities, loanOrders } from '../src/db/schema.ts';
import { ANSWERS, WORK } from './application-fixtures.ts';
import { HOUR, useTestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';

// Sessions outlive the loans these tests age past their due date.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });

type Detail = { status: number; outstanding: number; phases: { dueDate: string }[] };
type Extension = { total: number };
type Loan = { token: string; orderNo: string };

const detailOf = async (token: string, orderNo: string) => (await t.call('/repay/repay-order/detail', { token, body: { orderNo } })).body.data as Detail;
const creditInfo = async (token: string) => (await t.call('/loan/get-credit-info', { token })).body.data as { tierLimit: number; onTimeRepayments: number; reloanEligible: boolean };
const dueDateOf = async (loan: Loan) => (await detailOf(loan.token, loan.orderNo)).phases[0]!.dueDate;

/** 00:30 in Lagos on `day`, and the nightly run of that day (ADR 036): a loan past due goes overdue and is charged. */
async function nightOf(day: string) {
  t.clock.set(new Date(`${addCalendarDays(day, -1)}T23:30:00.000Z`));
  await t.app.services.servicingRun.runServicingDay();
  t.clock.advance(9 * HOUR);
}

async function pay(token: string, amount: number) {
  const paid = await t.call('/sandbox/collections/pay', { token, body: { amount } });
  expect(paid.body.code, paid.text).toBe(0);
}

async function payOff(loan: Loan) {
  await pay(loan.token, (await detailOf(loan.token, loan.orderNo)).outstanding);
  expect((await detailOf(loan.token, loan.orderNo)).status).toBe(OrderStatus.Finish);
}

/** A rollover confirmed and its fee paid by transfer (ADR 037). */
async function rollOver(loan: Loan) {
  const confirmed = await t.call('/repay/confirmExtensionOrder', { token: loan.token, body: { orderNo: loan.orderNo, agreementAccepted: 'true', channel: 'paystack_account' } });
  expect(confirmed.body.code, confirmed.text).toBe(0);
  await pay(loan.token, (confirmed.body.data as { order: Extension }).order.total);
}

/** The borrower's next loan, applied for again after the finished one and approved by the engine. */
async function nextLoan(loan: Loan): Promise<Loan> {
  const { token } = loan;
  t.clock.advance(HOUR);
  const userId = (await t.call('/security/getUserInfo', { token })).body.data.basicInfo.userId as string;
  await t.database.db.insert(kycIdentities).values({
    userId, idType: 'nin', idNumberMasked: '*******8901', idNumberHash: `hash-${userId}`, provider: 'sandbox', verifiedAt: t.clock.now(),
  }).onConflictDoNothing();
  const again = await t.call('/loan/loan-order/apply-market-again', { token, body: { orderNo: loan.orderNo } });
  expect(again.body.code, again.text).toBe(0);
  const { orderNo } = again.body.data as { orderNo: string };
  await t.call('/user/saveAdditionInfo-market', { token, body: WORK });
  await t.call('/user/save/questionnaire', { token, body: { answers: ANSWERS } });
  await giveBureauConsent(t, token, orderNo);
  await t.call('/user/submit', { token, body: { orderNo } });
  await t.app.jobs.runDue();
  const offer = (await t.call('/loan/confirm/product-info', { token, body: { orderNo } })).body.data as { amount: number; tenure: number };
  const accepted = await t.call('/loan/get-money', { token, body: { orderNo, amount: offer.amount, tenure: offer.tenure, agreementAccepted: true } });
  expect(accepted.body.code, accepted.text).toBe(0);
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
  expect((await detailOf(token, orderNo)).status).toBe(OrderStatus.Repaying);
  return { token, orderNo };
}

describe('the credit ladder (ADR 019): only loans repaid on time move it up', () => {
  it('on time: paid by its due date, never overdue, the limit rises a step', async () => {
    const loan = await disbursedLoan(t);
    t.clock.set(new Date(`${await dueDateOf(loan)}T09:00:00.000Z`));
    await payOff(loan);
    expect(await creditInfo(loan.token)).toMatchObject({ onTimeRepayments: 1, tierLimit: 20_000_00, reloanEligible: true });
  });

  it('overdue then paid: a first loan 3 days late with penalties holds the first-loan limit', async () => {
    const loan = await disbursedLoan(t);
    const due = await dueDateOf(loan);
    for (let day = 1; day <= 3; day++) await nightOf(addCalendarDays(due, day));
    expect((await detailOf(loan.token, loan.orderNo)).status).toBe(OrderStatus.Overdue);
    await payOff(loan);
    expect(await creditInfo(loan.token)).toMatchObject({ onTimeRepayments: 0, tierLimit: 5_000_00, reloanEligible: false });
  });

  it('overdue then paid on a later loan: the limit goes down a step (₦20,000 → ₦5,000), not up to ₦50,000', async () => {
    const first = await disbursedLoan(t);
    await payOff(first);
    expect(await creditInfo(first.token)).toMatchObject({ tierLimit: 20_000_00 });
    const second = await nextLoan(first);
    const due = await dueDateOf(second);
    for (let day = 1; day <= 3; day++) await nightOf(addCalendarDays(due, day));
    await payOff(second);
    expect(await creditInfo(second.token)).toMatchObject({ onTimeRepayments: 0, tierLimit: 5_000_00, reloanEligible: false });
    // The credit decision reads the same record.
    const userId = (await t.call('/security/getUserInfo', { token: second.token })).body.data.basicInfo.userId as string;
    expect(await t.app.services.loans.repaymentHistory(t.database.db, userId)).toEqual({ onTime: 0, overdue: 0 });
  });

  it('overdue, rolled over, then paid by the new due date: 14 days late holds the first-loan limit', async () => {
    const loan = await disbursedLoan(t);
    const due = await dueDateOf(loan);
    for (let day = 1; day <= 14; day++) await nightOf(addCalendarDays(due, day));
    expect((await detailOf(loan.token, loan.orderNo)).status).toBe(OrderStatus.Overdue);
    await rollOver(loan);
    // The rollover moved the due date past today and the loan is Repaying again: yet it went overdue.
    expect((await detailOf(loan.token, loan.orderNo)).status).toBe(OrderStatus.Repaying);
    await payOff(loan);
    expect(await creditInfo(loan.token)).toMatchObject({ onTimeRepayments: 0, tierLimit: 5_000_00, reloanEligible: false });
  });

  it('a rollover applied after a due date it moves marks the loan overdue, even before the nightly run has', async () => {
    const late = await disbursedLoan(t);
    const early = await disbursedLoan(t, { mobile: '08035550000', accountEnding: '56' });
    const due = await dueDateOf(late);
    const apply = (orderId: string, at: Date) =>
      t.database.db.transaction((tx) => t.app.services.loans.applyExtension(tx, orderId, [{ phase: 1, dueDate: addCalendarDays(due, 8) }], at));
    await apply(early.orderId, new Date(`${due}T09:00:00.000Z`));
    await apply(late.orderId, new Date(`${addCalendarDays(due, 1)}T09:00:00.000Z`));
    const marks = async (orderId: string) => (await t.database.db.select({ overdue: loanOrders.firstOverdueAt, rollover: loanOrders.firstRolloverAt }).from(loanOrders).where(eq(loanOrders.id, orderId)))[0];
    expect(await marks(early.orderId)).toEqual({ overdue: null, rollover: new Date(`${due}T09:00:00.000Z`) });
    expect(await marks(late.orderId)).toEqual({ overdue: new Date(`${addCalendarDays(due, 1)}T09:00:00.000Z`), rollover: new Date(`${addCalendarDays(due, 1)}T09:00:00.000Z`) });
    t.clock.set(new Date(`${addCalendarDays(due, 2)}T09:00:00.000Z`));
    await payOff(late);
    expect(await creditInfo(late.token)).toMatchObject({ onTimeRepayments: 0, tierLimit: 5_000_00 });
  });

  it('rolled over before the due date, then paid by the new one: holds the limit', async () => {
    const first = await disbursedLoan(t);
    await payOff(first);
    const second = await nextLoan(first);
    await rollOver(second);
    const moved = await dueDateOf(second);
    t.clock.set(new Date(`${moved}T09:00:00.000Z`));
    await payOff(second);
    // One on-time loan, then a rolled-over one: still the step the first loan earned.
    expect(await creditInfo(second.token)).toMatchObject({ onTimeRepayments: 1, tierLimit: 20_000_00 });
  });
});
