import { staffProofReviewSchema } from '@lendline/domain';
import type { StaffRoutes } from '../../plugins/staff/staff-scope.ts';
import { fail, ok } from '../../shared/outcome.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { ProofsService } from './proof-service.ts';

type ProofParams = { Params: { proofId: string } };

/**
 * Staff review of repayment proofs (issue 11, ADR 038) on the staff API (ADR 074): the queue
 * and each photo (proofs.read), approve (paid in once) and reject with the reason the borrower
 * reads (proofs.review). A review of a reviewed proof is PROOF_REVIEWED (409) and changes nothing.
 */
export function registerStaffProofRoutes(staff: StaffRoutes, proofs: ProofsService): void {
  staff.get('/staff/repayment-proofs', { permission: 'proofs.read' }, async () => ok({ proofs: await proofs.pending() }));
  staff.get<ProofParams>('/staff/repayment-proofs/:proofId/image', { permission: 'proofs.read' }, async (request, _principal, reply, context) => {
    const bytes = await proofs.staffImage(request.params.proofId, context);
    if (!bytes) return fail('NOT_FOUND');
    // A borrower's document: never cached by anything between staff and us.
    return reply.header('cache-control', 'no-store').type('image/jpeg').send(bytes);
  });
  staff.post<ProofParams>('/staff/repayment-proofs/:proofId/approve', { permission: 'proofs.review', action: 'proof.approve' }, async (request, principal, _reply, context) => {
    const body = validateForm(staffProofReviewSchema, request.body ?? {});
    if (!body.ok) return body;
    const result = await proofs.approve(request.params.proofId, { ...body.value, staffName: principal.name }, context);
    if (result.ok) request.log.info({ proofId: request.params.proofId, staff: principal.id, amount: result.value.amount }, 'repayment proof approved');
    return result;
  });
  staff.post<ProofParams>('/staff/repayment-proofs/:proofId/reject', { permission: 'proofs.review', action: 'proof.reject' }, async (request, principal, _reply, context) => {
    const body = validateForm(staffProofReviewSchema, request.body ?? {});
    if (!body.ok) return body;
    if (!body.value.reason) return fieldProblem('reason', 'error.staff.reason');
    const result = await proofs.reject(request.params.proofId, { ...body.value, reason: body.value.reason, staffName: principal.name }, context);
    if (result.ok) request.log.info({ proofId: request.params.proofId, staff: principal.id }, 'repayment proof rejected');
    return result;
  });
}
