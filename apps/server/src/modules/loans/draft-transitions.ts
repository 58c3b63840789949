import { randomBytes, randomUUID } from 'node:crypto';
import { isStatusIn, OrderStatus, STATUS_GROUPS, type MarketId, type OrderStatusCode } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { newOrderNo } from './loan-fns.ts';
import { LoanTransitionError, lockAt, moveFrom } from './order-lock.ts';
import * as orders from './order-repository.ts';

export type LoanOrder = orders.OrderRow;

/** The amount (minor units) and term the borrower chose before applying (ADR 053). */
export interface LoanChoice {
  amount?: number | undefined;
  tenure?: number | undefined;
}

/**
 * The order moves the application module drives before submit (ADR 010, 023): it decides
 * which step is due; the loans module, owner of `loan_orders`, checks the move is a draft's
 * and writes it. All run in the caller's transaction, under the borrower's lock.
 */
export function createDraftTransitions(deps: { market: MarketId }) {
  return {
    /** Serialises one borrower's order changes across instances until the end of the transaction. */
    lockBorrower: (tx: Executor, userId: string): Promise<void> => orders.lockBorrower(tx, userId),

    /** The borrower's open order (a draft or one in progress), or null. */
    openOrderOf: async (executor: Executor, userId: string): Promise<LoanOrder | null> => (await orders.findOpenOrder(executor, userId)) ?? null,

    /** An order by its number, only if it is this borrower's; `lock` takes its row lock. */
    ownOrder: async (executor: Executor, userId: string, orderNo: string, lock = false): Promise<LoanOrder | null> =>
      (await orders.findOwnOrder(executor, userId, orderNo, lock)) ?? null,

    /** Whether the borrower has repaid a loan (an order at Finish): their next application is a returning one (ADR 035). */
    hasFinishedLoan: async (executor: Executor, userId: string): Promise<boolean> => (await orders.countOrdersAt(executor, userId, OrderStatus.Finish)) > 0,

    /** The borrower's newest order, open or not, or null. */
    latestOrderOf: async (executor: Executor, userId: string): Promise<LoanOrder | null> => (await orders.findLatestOrder(executor, userId)) ?? null,

    /**
     * A new application: a draft at its first step, or at `firstStep` (a returning borrower's
     * starts where something must be renewed, ADR 035). The caller holds the borrower's lock
     * and found no open order.
     */
    async openDraft(tx: Executor, input: { userId: string; productId: string | undefined; at: Date; firstStep?: OrderStatusCode; choice?: LoanChoice }): Promise<LoanOrder> {
      const { userId, at, firstStep = STATUS_GROUPS.draftSteps[0] } = input;
      if (!isStatusIn(STATUS_GROUPS.draftSteps, firstStep)) throw new RangeError(`openDraft at ${firstStep}: not a draft step`);
      const order: LoanOrder = {
        id: randomUUID(), orderNo: newOrderNo(at, deps.market, randomBytes(8)), userId, market: deps.market,
        productId: input.productId ?? null, status: firstStep, createdAt: at, updatedAt: at,
        submittedAt: null, cancelReason: null, firstOverdueAt: null, firstRolloverAt: null,
        requestedAmount: input.choice?.amount ?? null, requestedTenure: input.choice?.tenure ?? null,
      };
      await orders.insertOrder(tx, order);
      return order;
    },

    /** The borrower chose again before submitting (to_borrow with the draft open): the draft asks for the new choice. */
    async changeDraftChoice(tx: Executor, orderId: string, productId: string | undefined, choice: LoanChoice): Promise<void> {
      await lockAt(tx, orderId, 'changeDraftChoice', STATUS_GROUPS.draftSteps);
      await orders.setChoice(tx, orderId, { productId: productId ?? null, requestedAmount: choice.amount ?? null, requestedTenure: choice.tenure ?? null });
    },

    /**
     * A draft step saved: to `to` (the next step, or the same status when an earlier step was
     * edited). The order's `updatedAt` moves either way: it is the draft's last activity, which
     * the idle-draft sweep reads.
     */
    async moveDraft(tx: Executor, orderId: string, to: OrderStatusCode, at: Date): Promise<void> {
      if (!isStatusIn(STATUS_GROUPS.draftSteps, to)) throw new LoanTransitionError(`moveDraft to ${to}`, orderId, undefined);
      await moveFrom(tx, orderId, 'moveDraft', STATUS_GROUPS.draftSteps, to, at);
    },

    /** BankAccount → CollectingDeviceData (the data-collection step is on) or Applying; records when it was submitted. */
    async submitDraft(tx: Executor, orderId: string, to: typeof OrderStatus.CollectingDeviceData | typeof OrderStatus.Applying, at: Date): Promise<void> {
      await moveFrom(tx, orderId, 'submitDraft', [OrderStatus.BankAccount], to, at, { submittedAt: at });
    },

    /** CollectingDeviceData → Applying: the device data the step asked for is in. */
    async markDataCollected(tx: Executor, orderId: string, at: Date): Promise<void> {
      await lockAt(tx, orderId, 'markDataCollected', [OrderStatus.CollectingDeviceData]);
      await orders.setStatus(tx, orderId, OrderStatus.Applying, at);
    },
  };
}
