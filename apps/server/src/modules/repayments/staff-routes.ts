import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { pageLimit, placeOf } from '../../shared/page-cursor.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import type { RepaymentPortal } from './portal.ts';
import type { RefundRail } from './refund-rail.ts';
import type { RepaymentsService } from './repayments-service.ts';
import type { StaffMoney } from './staff-money.ts';

/**
 * Money held for staff (issue 10) on the staff API (ADR 074): payments in suspense and
 * borrowers' credit (money.read) and a repayment link for an order (collections.act: what a
 * collector sends). A refund is a four-eyes request only (`POST /staff/approvals`, ADR 077), and
 * so are matching suspense money, a manual payment and a write-off (ADR 079), for which a loan's
 * figures today are read by its order number first.
 */
export function registerStaffMoneyRoutes(
  staff: StaffRoutes,
  money: { repayments: Pick<RepaymentsService, 'heldMoneyPage'>; portal: Pick<RepaymentPortal, 'staffRepaymentLink'>; staffMoney: Pick<StaffMoney, 'loanOwed'>; refunds: Pick<RefundRail, 'staffList'> },
): void {
  const { repayments, portal, staffMoney, refunds } = money;
  // A page at a time, newest first: ?limit=, ?cursor= (the answer's nextCursor). With each page,
  // the refunds on the rail (ADR 085: in flight, failed and held again, just sent), a short list.
  staff.get<{ Querystring: { limit?: string; cursor?: string } }>('/staff/collections/held', { permission: 'money.read' }, async (request) => {
    const after = placeOf(request.query.cursor);
    if (after === null) return fieldProblem('cursor', 'error.validation.invalid');
    const [page, railRefunds] = await Promise.all([repayments.heldMoneyPage({ limit: pageLimit(request.query.limit), ...(after ? { after } : {}) }), refunds.staffList()]);
    return ok({ ...page, refunds: railRefunds });
  });
  staff.get<{ Params: { orderNo: string } }>('/staff/loans/:orderNo/owed', { permission: 'money.read' }, async (request) => staffMoney.loanOwed(request.params.orderNo));
  // A repayment link for one order, as a reminder would carry it (the reminders of issue 11 use the same).
  staff.post<{ Params: { orderNo: string } }>('/staff/collections/links/:orderNo', { permission: 'collections.act', action: 'repayment-link.create' }, async (request, _principal, _reply, context) =>
    portal.staffRepaymentLink(request.params.orderNo, `${request.protocol}://${request.host}`, context),
  );
}
