import { resolveMismatchSchema } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { ok } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { ReconciliationService } from './reconciliation-service.ts';

/**
 * The reconciliation queue on the staff API (issue 22, ADR 086): the list under
 * reconciliation.read (?provider=&kind=&state=open|resolved), and resolving one with a reason
 * under reconciliation.resolve. Money moves through the four-eyes actions, never here.
 */
export function registerStaffReconciliationRoutes(staff: StaffRoutes, reconciliation: ReconciliationService): void {
  staff.get<{ Querystring: { provider?: string; kind?: string; state?: string } }>('/staff/reconciliation', { permission: 'reconciliation.read' }, async (request) =>
    ok(await reconciliation.list(request.query)),
  );
  staff.post<{ Params: { id: string } }>('/staff/reconciliation/:id/resolve', { permission: 'reconciliation.resolve', action: 'reconciliation.resolve' }, async (request, _principal, _reply, context) => {
    const body = validateForm(resolveMismatchSchema, request.body ?? {});
    if (!body.ok) return body;
    return reconciliation.resolve(request.params.id, body.value, context);
  });
}
