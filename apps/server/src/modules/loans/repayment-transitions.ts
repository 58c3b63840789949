import { currencyOf, OrderStatus, STATUS_GROUPS, type Currency, type LoanFigures, type MarketId, type OrderStatusCode, type ProductTerms } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { lockAt } from './order-lock.ts';
import { findOffer, findPhases } from './offer-repository.ts';
import { findById, findByNo, findLastOrderAt, findOwnOrder, findRepayableOrder, lockOrder, setStatus, type OrderRow } from './order-repository.ts';

/** A loan as repayments needs it: the order, locked, and its schedule (amounts as accepted). */
export interface RepayableLoan {
  orderId: string;
  orderNo: string;
  userId: string;
  market: MarketId;
  status: OrderStatusCode;
  currency: Currency;
  totalRepayable: number;
  phases: { phase: number; dueDate: string; principal: number; interest: number; amount: number }[];
  /** The figures fixed at disbursement and the terms snapshot: what paying off early is priced from (ADR 013). */
  pricing: { figures: LoanFigures; terms: ProductTerms } | null;
}

/**
 * What the repayments module asks of the loans module (issue 10): a loan with its schedule,
 * read under the order's row lock so two payments on one loan allocate one after the other,
 * and the step to Finish once nothing is owed.
 */
export function createRepaymentTransitions() {
  async function loanOf(executor: Executor, order: OrderRow): Promise<RepayableLoan> {
    const orderId = order.id;
    // Both at once: on the pool, two connections; in a transaction, queued on its one.
    const [offer, phases] = await Promise.all([findOffer(executor, orderId), findPhases(executor, orderId)]);
    return {
      orderId, orderNo: order.orderNo, userId: order.userId, market: order.market, status: order.status,
      currency: offer?.currency ?? currencyOf(order.market), totalRepayable: offer?.totalRepayable ?? 0,
      phases: phases.map((p) => ({ phase: p.phase, dueDate: p.dueDate, principal: p.principal, interest: p.interest, amount: p.amount })),
      pricing: offer?.figures ? { figures: offer.figures, terms: offer.terms } : null,
    };
  }

  return {
    /** The loan, locked until the caller's transaction ends; null when there is no such order. */
    async lockLoanForRepayment(tx: Executor, orderId: string): Promise<RepayableLoan | null> {
      const order = await lockOrder(tx, orderId);
      return order ? loanOf(tx, order) : null;
    },

    /** Any order with its schedule (not locked), for a signed repayment link that names the order. */
    async loanForRepayment(executor: Executor, orderId: string): Promise<RepayableLoan | null> {
      const order = await findById(executor, orderId);
      return order ? loanOf(executor, order) : null;
    },

    /** An order's id by its number, for staff who know only the number. */
    async orderIdOf(executor: Executor, orderNo: string): Promise<string | null> {
      return (await findByNo(executor, orderNo))?.id ?? null;
    },

    /** An order's number, for answers about a payment that knows only the order's id. */
    async orderNoOf(executor: Executor, orderId: string): Promise<string | null> {
      return (await findById(executor, orderId))?.orderNo ?? null;
    },

    /** The borrower's loan being repaid (Repaying or Overdue), if any: where money sent to their own account goes. */
    async repayableLoanOf(executor: Executor, userId: string): Promise<{ orderId: string } | null> {
      const order = await findRepayableOrder(executor, userId, STATUS_GROUPS.repayable);
      return order ? { orderId: order.id } : null;
    },

    /**
     * The borrower's loan repaid last, if any: money that arrives for them with no loan open is
     * their credit, recorded against it so its statement shows the payment (issue 19).
     */
    async lastRepaidLoanOf(executor: Executor, userId: string): Promise<{ orderId: string } | null> {
      const order = await findLastOrderAt(executor, userId, OrderStatus.Finish);
      return order ? { orderId: order.id } : null;
    },

    /** The borrower's own order by number, with its schedule (not locked), for the repayment screens; null for anyone else's. */
    async ownLoanForRepayment(executor: Executor, userId: string, orderNo: string): Promise<RepayableLoan | null> {
      const order = await findOwnOrder(executor, userId, orderNo);
      return order ? loanOf(executor, order) : null;
    },

    /** 2|3 → 4: everything is paid. A repeat changes nothing. */
    async markFinished(tx: Executor, orderId: string, at: Date): Promise<void> {
      const { done } = await lockAt(tx, orderId, 'markFinished', [OrderStatus.Repaying, OrderStatus.Overdue], [OrderStatus.Finish]);
      if (!done) await setStatus(tx, orderId, OrderStatus.Finish, at);
    },
  };
}
