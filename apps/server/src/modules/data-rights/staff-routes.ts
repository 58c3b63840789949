import { staffDataRightsReasonSchema } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { DataRightsService } from './data-rights-service.ts';

/**
 * Staff's data-rights queue (ADR 103): the open requests oldest first with the law's deadline
 * and the overdue ones flagged, or the handled ones (data-requests.read); approving or refusing
 * a correction and extending a deadline once (data-requests.decide), each audited.
 */
export function registerStaffDataRightsRoutes(staff: StaffRoutes, dataRights: DataRightsService): void {
  staff.get<{ Querystring: { state?: string } }>('/staff/data-rights', { permission: 'data-requests.read' }, async (request) =>
    ok(await dataRights.staffQueue(request.query.state !== 'handled')));
  staff.post<{ Params: { id: string } }>('/staff/data-rights/:id/approve', { permission: 'data-requests.decide', action: 'data-request.approve' }, (request, principal, _reply, context) =>
    dataRights.approveCorrection(request.params.id, principal.name, context));
  staff.post<{ Params: { id: string } }>('/staff/data-rights/:id/refuse', { permission: 'data-requests.decide', action: 'data-request.refuse' }, async (request, principal, _reply, context) => {
    const body = validateForm(staffDataRightsReasonSchema, request.body ?? {});
    if (!body.ok) return body;
    return dataRights.refuseCorrection(request.params.id, body.value.reason, principal.name, context);
  });
  staff.post<{ Params: { id: string } }>('/staff/data-rights/:id/extend', { permission: 'data-requests.decide', action: 'data-request.extend' }, async (request, _principal, _reply, context) => {
    const body = validateForm(staffDataRightsReasonSchema, request.body ?? {});
    if (!body.ok) return body;
    return dataRights.extend(request.params.id, body.value.reason, context);
  });
}
