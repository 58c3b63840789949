import type { LatestOrderResponse, StepResponse } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import type { DraftOrder, DraftOrders } from './application-service.ts';
import { statusAfter, type Step } from './order-fns.ts';

export type ApplicationSteps = ReturnType<typeof createApplicationSteps>;

export const stepAnswer = (order: { orderNo: string; status: DraftOrder['status'] }): StepResponse => ({ orderNo: order.orderNo, status: order.status });

export function toOrderView(order: DraftOrder) {
  return {
    orderNo: order.orderNo,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    submittedAt: order.submittedAt ? order.submittedAt.toISOString() : null,
  };
}

/**
 * The application's steps over the borrower's open order (ADR 010), part of the application
 * module: the kyc and banking modules move their own step through here, and the application
 * service its others. Built on the loans module's orders alone, below kyc and banking (ADR 067).
 */
export function createApplicationSteps(deps: { db: Db; now: Clock; orders: DraftOrders }) {
  const { db, now, orders } = deps;

  /** Moves the borrower's open order through `step`, running `save` in the same transaction. */
  async function completeStep(userId: string, step: Step, save?: (tx: Executor) => Promise<void>): Promise<Outcome<StepResponse>> {
    return db.transaction(async (tx) => {
      await orders.lockBorrower(tx, userId);
      const order = await orders.openOrderOf(tx, userId);
      if (!order) return fail('NO_OPEN_ORDER');
      const next = statusAfter(order.status, step);
      if (next === 'early') return fail('STEP_OUT_OF_ORDER');
      if (next === 'submitted') return fail('ORDER_SUBMITTED');
      await save?.(tx);
      // Moved even when unchanged (an earlier step edited): the draft's last activity.
      await orders.moveDraft(tx, order.id, next, now());
      return ok({ orderNo: order.orderNo, status: next });
    });
  }

  return {
    completeStep,

    /** The borrower's latest order, open or not. */
    async latest(userId: string): Promise<Outcome<LatestOrderResponse>> {
      const order = await orders.latestOrderOf(db, userId);
      return ok({ order: order ? toOrderView(order) : null });
    },

    /** The borrower's application under way, for other modules; null when there is none. */
    async currentOrder(userId: string): Promise<StepResponse | null> {
      const order = await orders.openOrderOf(db, userId);
      return order ? stepAnswer(order) : null;
    },

    /** Called by the kyc module when ID front, back and face have passed: IdentityOCR → Addition. */
    markIdentityDone(userId: string): Promise<Outcome<StepResponse>> {
      return completeStep(userId, 'identity');
    },

    /** Runs `save` only while the bank-card step is open (banking module); the status stays BankAccount. */
    withBankCardStep(userId: string, save: (tx: Executor) => Promise<void>): Promise<Outcome<StepResponse>> {
      return completeStep(userId, 'bankCard', save);
    },
  };
}
