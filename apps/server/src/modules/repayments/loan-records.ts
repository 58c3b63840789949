import type { LoansService } from '../loans/loans-service.ts';
import type { RepaymentsService } from './repayments-service.ts';

interface LoanRecordSources {
  orders: Pick<LoansService, 'list'>;
  repayments: Pick<RepaymentsService, 'detail' | 'statement' | 'paymentsOf'>;
}

/**
 * Every loan of a borrower with its schedule, statement and payments: read the same way for the
 * staff's borrower view and the borrower's own data export, so the two never disagree on what a
 * loan holds. A schedule or statement the order does not have yet (not disbursed) is null.
 */
export async function loanRecordsOf(sources: LoanRecordSources, userId: string) {
  const listed = await sources.orders.list(userId, undefined);
  if (!listed.ok) return [];
  return Promise.all(listed.value.orders.map(async (order) => {
    const [detail, statement, payments] = await Promise.all([
      sources.repayments.detail(userId, order.orderNo), sources.repayments.statement(userId, order.orderNo), sources.repayments.paymentsOf(userId, order.orderNo),
    ]);
    return { order, schedule: detail.ok ? detail.value : null, statement: statement.ok ? statement.value.lines : null, payments };
  }));
}
