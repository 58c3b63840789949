import { staffAttributionQuery } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { AuthService } from './auth-service.ts';

const DEFAULT_DAYS = 30;

/**
 * Marketing's read of where registrations came from (ADR 046), on the staff API with
 * attribution.read (ADR 074): `GET /staff/attribution?days=30`. User ids and campaign fields
 * only: the table holds no phone number, and none is joined in.
 */
export function registerStaffAttributionRoutes(staff: StaffRoutes, auth: Pick<AuthService, 'attributionReport'>): void {
  staff.get('/staff/attribution', { permission: 'attribution.read' }, async (request) => {
    const query = validateForm(staffAttributionQuery, request.query ?? {});
    if (!query.ok) return query;
    return ok(await auth.attributionReport(query.value.days ? Number(query.value.days) : DEFAULT_DAYS));
  });
}
