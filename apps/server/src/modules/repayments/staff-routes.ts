import { staffRefundSchema } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { BorrowerCredit } from './credit.ts';
import type { RepaymentPortal } from './portal.ts';
import type { RepaymentsService } from './repayments-service.ts';

/**
 * Money held for staff (issue 10) on the staff API (ADR 074): payments in suspense and
 * borrowers' credit (money.read), a repayment link for an order (collections.act: what a
 * collector sends), and the record of a refund staff made by bank transfer (money.request).
 */
export function registerStaffMoneyRoutes(
  staff: StaffRoutes,
  money: { repayments: Pick<RepaymentsService, 'heldMoney'>; portal: Pick<RepaymentPortal, 'staffRepaymentLink'>; credit: Pick<BorrowerCredit, 'refundCredit'> },
): void {
  const { repayments, portal, credit } = money;
  staff.get('/staff/collections/held', { permission: 'money.read' }, async () => ok({ payments: await repayments.heldMoney() }));
  // A repayment link for one order, as a reminder would carry it (the reminders of issue 11 use the same).
  staff.post<{ Params: { orderNo: string } }>('/staff/collections/links/:orderNo', { permission: 'collections.act' }, async (request) =>
    portal.staffRepaymentLink(request.params.orderNo, `${request.protocol}://${request.host}`),
  );
  staff.post('/staff/collections/refunds', { permission: 'money.request' }, async (request, principal) => {
    const body = validateForm(staffRefundSchema, request.body ?? {});
    if (!body.ok) return body;
    const result = await credit.refundCredit({ ...body.value, staffName: principal.name });
    if (result.ok) request.log.info({ staff: principal.id, amount: body.value.amount }, 'credit refunded by staff');
    return result;
  });
}
