import { eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { loanOrders } from '../src/db/schema.ts';
import { createLoansService, type PayoutRequester } from '../src/modules/loans/loans-service.ts';
import { lastPaidAtByPhase } from '../src/modules/repayments/payment-repository.ts';
import { bankBody, BORROWER, ownAccount, reachBankCardStep } from './application-fixtures.ts';
import type { TestApp } from './helper.ts';
import { overriddenLimit } from '../src/modules/underwriting/limit-override-repository.ts';
import { giveBureauConsent } from './bureau-fixtures.ts';

/** A payout requester that only records what it was asked (instead of the payments module). */
export function recordingPayouts() {
  const requests: Parameters<PayoutRequester['requestPayout']>[1][] = [];
  const payouts: PayoutRequester = { requestPayout: async (_tx, request) => void requests.push(request), nudge: () => undefined };
  return { requests, payouts };
}

/**
 * The app's own loans service; or, given a payout requester, a second one over the same
 * database whose confirmations only record the payout they ask for (the app's would pay out).
 */
export function loansService(t: TestApp, payouts?: PayoutRequester) {
  if (!payouts) return t.app.services.loans;
  return createLoansService({
    db: t.database.db, now: t.clock.now, market: 'NG', payments: payouts, application: t.app.services.profiles, repayments: { phasesPaidAt: lastPaidAtByPhase },
    inbox: t.app.services.inbox, coupons: t.app.services.coupons, products: t.app.services.products,
    limitOverrideOf: (userId) => overriddenLimit(t.database.db, userId),
  });
}

export async function orderIdOf(t: TestApp, orderNo: string, db: Executor = t.database.db): Promise<string> {
  const [row] = await db.select({ id: loanOrders.id }).from(loanOrders).where(eq(loanOrders.orderNo, orderNo)).limit(1);
  if (!row) throw new Error(`no order ${orderNo}`);
  return row.id;
}

/**
 * Registers `mobile`, fills the whole application with an own account of ending `accountEnding` (ownAccount)
 * and submits it: the order is at 1 (assessing). Returns the token, order number and ids.
 */
export async function submitApplication(t: TestApp, mobile = BORROWER, accountEnding = '12') {
  const reached = await reachBankCardStep(t, mobile);
  const verifyCode = await t.sendCode(mobile, 'bankCard', { token: reached.token });
  const card = await t.call('/user/addBankCard', { token: reached.token, body: { ...bankBody(ownAccount(accountEnding)), verifyCode } });
  if (card.body.code !== 0) throw new Error(`addBankCard failed: ${card.text}`);
  await giveBureauConsent(t, reached.token, reached.orderNo);
  const submitted = await t.call('/user/submit', { token: reached.token, body: { orderNo: reached.orderNo } });
  if (submitted.body.data?.status !== 1) throw new Error(`submit did not reach 1: ${submitted.text}`);
  return { ...reached, orderId: await orderIdOf(t, reached.orderNo) };
}

export interface ApproveOptions {
  /** Minor units; default 50,000 naira. */
  creditLimit?: number;
  /** Default 'ng-cash-50k' (1,000–50,000 naira by 500, 91 days, one phase). */
  productId?: string;
  reloan?: boolean;
}

/** Approves a submitted order at the clock's now through the loans service: 1 → 14. */
export async function approveOrder(t: TestApp, orderId: string, options: ApproveOptions = {}) {
  const loans = loansService(t);
  return t.database.db.transaction((tx) =>
    loans.approve(tx, {
      orderId, creditLimit: options.creditLimit ?? 50_000_00, productId: options.productId ?? 'ng-cash-50k',
      reloan: options.reloan ?? false, decidedAt: t.clock.now(),
    }),
  );
}

/** A borrower with an approved offer (status 14): register, full application, submit, approve. */
export async function approvedBorrower(t: TestApp, options: ApproveOptions & { mobile?: string; accountEnding?: string } = {}) {
  const submitted = await submitApplication(t, options.mobile, options.accountEnding);
  const approval = await approveOrder(t, submitted.orderId, options);
  return { ...submitted, confirmBy: approval.confirmBy };
}
