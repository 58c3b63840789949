import { OrderStatus } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import * as orders from './order-repository.ts';
import type { LoanOrder } from './draft-transitions.ts';

/**
 * What other modules read of `loan_orders` (ADR 023): rows as the loans module publishes
 * them, never a query of their own. `lock` takes the order's row lock in the caller's
 * transaction, as every status change does.
 */
export function createOrderReads() {
  return {
    orderById: async (executor: Executor, orderId: string, lock = false): Promise<LoanOrder | null> =>
      (await orders.findById(executor, orderId, lock)) ?? null,

    orderByNo: async (executor: Executor, orderNo: string, lock = false): Promise<LoanOrder | null> =>
      (await orders.findByNo(executor, orderNo, lock)) ?? null,

    ordersByIds: (executor: Executor, orderIds: readonly string[]): Promise<LoanOrder[]> => orders.findByIds(executor, orderIds),

    /**
     * Repayment history from the order statuses: Finish counts as repaid on time, Overdued as
     * overdue. Until the repayments issue records how each loan ended, a loan that was late but
     * is now finished counts as on time (ADR 019).
     */
    async repaymentHistory(executor: Executor, userId: string): Promise<{ onTime: number; overdue: number }> {
      const [onTime, overdue] = await Promise.all([
        orders.countOrdersAt(executor, userId, OrderStatus.Finish),
        orders.countOrdersAt(executor, userId, OrderStatus.Overdued),
      ]);
      return { onTime, overdue };
    },
  };
}
