import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import { staffDecisionSchema } from '@lendline/domain';
import type { UnderwritingService } from './underwriting-service.ts';

/**
 * Referrals for a person to decide (ADR 019), on the staff API (ADR 074): the queue
 * (referrals.read) and one decision each (referrals.decide), recorded under the principal's name.
 */
export function registerStaffRoutes(staff: StaffRoutes, underwriting: UnderwritingService): void {
  staff.get('/staff/referrals', { permission: 'referrals.read' }, async () => ok({ referrals: await underwriting.referrals() }));
  staff.post<{ Params: { orderNo: string } }>('/staff/referrals/:orderNo/decision', { permission: 'referrals.decide', action: 'referral.decide' }, async (request, principal, _reply, context) => {
    const body = validateForm(staffDecisionSchema, request.body ?? {});
    if (!body.ok) return body;
    const result = await underwriting.decideReferral(request.params.orderNo, { ...body.value, staffName: principal.name }, context);
    if (result.ok) request.log.info({ staff: principal.id, outcome: body.value.outcome }, 'referral decided by staff');
    return result;
  });
}
