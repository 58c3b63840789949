import type { Executor } from '../../db/client.ts';
import * as orders from './order-repository.ts';
import type { LoanOrder } from './draft-transitions.ts';
import type { RepaymentRecordOf } from './repayment-record.ts';

/**
 * What other modules read of `loan_orders` (ADR 023): rows as the loans module publishes
 * them, never a query of their own. `lock` takes the order's row lock in the caller's
 * transaction, as every status change does.
 */
export function createOrderReads(repaymentRecord: RepaymentRecordOf) {
  return {
    orderById: async (executor: Executor, orderId: string, lock = false): Promise<LoanOrder | null> =>
      (await orders.findById(executor, orderId, lock)) ?? null,

    orderByNo: async (executor: Executor, orderNo: string, lock = false): Promise<LoanOrder | null> =>
      (await orders.findByNo(executor, orderNo, lock)) ?? null,

    ordersByIds: (executor: Executor, orderIds: readonly string[]): Promise<LoanOrder[]> => orders.findByIds(executor, orderIds),

    /** The repayment record the credit decision reads (ADR 019, refined by ADR 035: a loan finished late is not on time). */
    repaymentHistory: (executor: Executor, userId: string): Promise<{ onTime: number; overdue: number }> => repaymentRecord(executor, userId),
  };
}
