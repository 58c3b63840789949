import { staffProofReviewSchema } from '@lendline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOf, outcomeEnvelope, sendEnvelope } from '../../plugins/api/envelope.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem, validateForm } from '../../shared/validate-form.ts';
import type { ProofsService } from './proof-service.ts';
import type { StaffGuard } from './staff-routes.ts';

type ProofParams = { Params: { proofId: string } };

/**
 * Staff review of repayment proofs (issue 11, ADR 038), behind the staff token like the other
 * staff routes: the queue, each photo, approve (paid in once) and reject (with the reason the
 * borrower reads). A review of a reviewed proof is PROOF_REVIEWED (409) and changes nothing.
 */
export function registerStaffProofRoutes(app: FastifyInstance, proofs: ProofsService, guard: StaffGuard): void {
  app.register(async (scope) => {
    const answer = (reply: FastifyReply, outcome: Outcome<unknown>) => sendEnvelope(reply, outcomeEnvelope(outcome, languageOf(reply.request.headers.lang)));
    scope.addHook('onRequest', async (request, reply) => {
      if (!guard.staffEnabled()) return answer(reply, fail('NOT_FOUND'));
      if (!guard.isStaff(request.headers.authorization)) return answer(reply, fail('STAFF_UNAUTHORIZED'));
    });
    scope.get('/staff/repayment-proofs', async (_request, reply) => answer(reply, ok({ proofs: await proofs.pending() })));
    scope.get<ProofParams>('/staff/repayment-proofs/:proofId/image', async (request, reply) => {
      const bytes = await proofs.staffImage(request.params.proofId);
      if (!bytes) return answer(reply, fail('NOT_FOUND'));
      // A borrower's document: never cached by anything between staff and us.
      return reply.header('cache-control', 'no-store').type('image/jpeg').send(bytes);
    });
    scope.post<ProofParams>('/staff/repayment-proofs/:proofId/approve', async (request, reply) => {
      const body = validateForm(staffProofReviewSchema, request.body ?? {});
      if (!body.ok) return answer(reply, body);
      const result = await proofs.approve(request.params.proofId, body.value);
      if (result.ok) request.log.info({ proofId: request.params.proofId, staff: body.value.staffName, amount: result.value.amount }, 'repayment proof approved');
      return answer(reply, result);
    });
    scope.post<ProofParams>('/staff/repayment-proofs/:proofId/reject', async (request, reply) => {
      const body = validateForm(staffProofReviewSchema, request.body ?? {});
      if (!body.ok) return answer(reply, body);
      if (!body.value.reason) return answer(reply, fieldProblem('reason', 'error.staff.reason'));
      const result = await proofs.reject(request.params.proofId, { ...body.value, reason: body.value.reason });
      if (result.ok) request.log.info({ proofId: request.params.proofId, staff: body.value.staffName }, 'repayment proof rejected');
      return answer(reply, result);
    });
  });
}
