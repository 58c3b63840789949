import { ladderStep, OrderStatus } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { isRepaidOnTime, loanOutcomeOf } from './loan-fns.ts';
import { findDueDatesOf } from './offer-repository.ts';
import { countOrdersAt, findOrdersAt } from './order-repository.ts';

/** What the loans module reads of the repayments module (ADR 023): when each phase was last paid into. */
export interface PhasePayments {
  phasesPaidAt(executor: Executor, orderIds: readonly string[]): Promise<{ orderId: string; phase: number; paidAt: Date }[]>;
}

export interface RepaymentRecord {
  /**
   * The on-time repayments the ladder counts (ADR 019, `ladderStep`): one per loan repaid on
   * time, none for a rolled-over loan, one less for a loan that went overdue.
   */
  onTime: number;
  /** Loans overdue now. */
  overdue: number;
}

export type RepaymentRecordOf = (executor: Executor, userId: string) => Promise<RepaymentRecord>;

/**
 * The borrower's repayment record (ADR 035), read by both the credit-info screen and the credit
 * decision, so the limit home promises is the one the next decision grants. Each finished loan,
 * oldest first, is on time, rolled over or late (`loanOutcomeOf`); only on-time loans climb the
 * ladder and a late one steps it down (ADR 019).
 */
export function createRepaymentRecord(payments: PhasePayments): RepaymentRecordOf {
  return async (executor, userId) => {
    const finished = await findOrdersAt(executor, userId, OrderStatus.Finish);
    const ids = finished.map((order) => order.id);
    const [dueDates, lastPaid, overdue] = await Promise.all([
      findDueDatesOf(executor, ids),
      payments.phasesPaidAt(executor, ids),
      countOrdersAt(executor, userId, OrderStatus.Overdue),
    ]);
    const outcomes = finished.map((order) =>
      loanOutcomeOf(order, isRepaidOnTime(order.market, dueDates.filter((d) => d.orderId === order.id), lastPaid.filter((p) => p.orderId === order.id))),
    );
    return { onTime: ladderStep(outcomes), overdue };
  };
}
