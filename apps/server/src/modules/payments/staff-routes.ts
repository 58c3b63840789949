import { payoutGiveUpSchema } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { PayoutDesk } from './payout-desk.ts';

/**
 * Failed and stuck payouts on the staff API (issue 22, ADR 080), all under payouts.act (the
 * console's Payouts screen): the list (?state=failed|stuck), a retry, giving up with a reason,
 * and asking the borrower for a new account. Sending to a new account is the four-eyes
 * `resendPayout`, asked through /staff/approvals.
 */
export function registerStaffPayoutRoutes(staff: StaffRoutes, desk: PayoutDesk): void {
  staff.get<{ Querystring: { state?: string } }>('/staff/payouts', { permission: 'payouts.act' }, async (request) => ok(await desk.list(request.query.state)));
  staff.post<{ Params: { orderNo: string } }>('/staff/payouts/:orderNo/retry', { permission: 'payouts.act', action: 'payout.retry' }, async (request, _principal, _reply, context) =>
    desk.retry(request.params.orderNo, context),
  );
  staff.post<{ Params: { orderNo: string } }>('/staff/payouts/:orderNo/give-up', { permission: 'payouts.act', action: 'payout.giveUp' }, async (request, _principal, _reply, context) => {
    const body = validateForm(payoutGiveUpSchema, request.body ?? {});
    if (!body.ok) return body;
    return desk.giveUp(request.params.orderNo, body.value.reason, context);
  });
  staff.post<{ Params: { orderNo: string } }>('/staff/payouts/:orderNo/ask-account', { permission: 'payouts.act', action: 'payout.askAccount' }, async (request, _principal, _reply, context) =>
    desk.askAccount(request.params.orderNo, context),
  );
}
