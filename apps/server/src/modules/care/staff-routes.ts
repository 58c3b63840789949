import { staffComplaintAnswerSchema } from '@lendline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOf, outcomeEnvelope, sendEnvelope } from '../../plugins/api/envelope.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { UnderwritingService } from '../underwriting/underwriting-service.ts';
import type { CareService } from './care-service.ts';

/**
 * Staff answering complaints (ADR 044), behind the staff token like the other staff routes (the underwriting module's check, ADR 019): the
 * queue of unanswered complaints and one answer each. A second answer is COMPLAINT_ANSWERED (409).
 */
export function registerStaffComplaintRoutes(app: FastifyInstance, care: CareService, guard: Pick<UnderwritingService, 'staffEnabled' | 'isStaff'>): void {
  app.register(async (scope) => {
    const answer = (reply: FastifyReply, outcome: Outcome<unknown>) => sendEnvelope(reply, outcomeEnvelope(outcome, languageOf(reply.request.headers.lang)));
    scope.addHook('onRequest', async (request, reply) => {
      if (!guard.staffEnabled()) return answer(reply, fail('NOT_FOUND'));
      if (!guard.isStaff(request.headers.authorization)) return answer(reply, fail('STAFF_UNAUTHORIZED'));
    });
    scope.get('/staff/complaints', async (_request, reply) => answer(reply, ok({ complaints: await care.openComplaints() })));
    scope.post<{ Params: { reference: string } }>('/staff/complaints/:reference/answer', async (request, reply) => {
      const body = validateForm(staffComplaintAnswerSchema, request.body ?? {});
      if (!body.ok) return answer(reply, body);
      const result = await care.answerComplaint(request.params.reference, body.value);
      // The reference and who answered; never the borrower's words.
      if (result.ok) request.log.info({ complaint: request.params.reference, staff: body.value.staffName }, 'complaint answered');
      return answer(reply, result);
    });
  });
}
