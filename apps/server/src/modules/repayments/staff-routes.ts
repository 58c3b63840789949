import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
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
  money: { repayments: Pick<RepaymentsService, 'heldMoney'>; portal: Pick<RepaymentPortal, 'staffRepaymentLink'>; staffMoney: Pick<StaffMoney, 'loanOwed'>; refunds: Pick<RefundRail, 'staffList'> },
): void {
  const { repayments, portal, staffMoney, refunds } = money;
  // With the money held, the refunds on the rail (ADR 085): in flight, failed (held again), and just sent.
  staff.get('/staff/collections/held', { permission: 'money.read' }, async () => {
    const [payments, railRefunds] = await Promise.all([repayments.heldMoney(), refunds.staffList()]);
    return ok({ payments, refunds: railRefunds });
  });
  staff.get<{ Params: { orderNo: string } }>('/staff/loans/:orderNo/owed', { permission: 'money.read' }, async (request) => staffMoney.loanOwed(request.params.orderNo));
  // A repayment link for one order, as a reminder would carry it (the reminders of issue 11 use the same).
  staff.post<{ Params: { orderNo: string } }>('/staff/collections/links/:orderNo', { permission: 'collections.act', action: 'repayment-link.create' }, async (request, _principal, _reply, context) =>
    portal.staffRepaymentLink(request.params.orderNo, `${request.protocol}://${request.host}`, context),
  );
}
