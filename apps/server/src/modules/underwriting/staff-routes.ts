import { staffDecisionSchema } from '@lendline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOf, outcomeEnvelope, sendEnvelope } from '../../plugins/api/envelope.ts';
import { fail, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { UnderwritingService } from './underwriting-service.ts';

/**
 * Referrals for a person to decide (ADR 019), until a staff console exists: plain JSON routes
 * outside the borrower's encrypted /api family, behind `Authorization: Bearer <STAFF_API_TOKEN>`,
 * answering with the same `{code, data, msg}` envelope and error names as the borrower's API
 * (ADR 024), in the `lang` header's language. Without a configured token they do not exist at
 * all (404), so a forgotten variable never leaves them open.
 */
export function registerStaffRoutes(app: FastifyInstance, underwriting: UnderwritingService): void {
  app.register(async (scope) => {
    const answer = (reply: FastifyReply, outcome: Outcome<unknown>) =>
      sendEnvelope(reply, outcomeEnvelope(outcome, languageOf(reply.request.headers.lang)));

    scope.addHook('onRequest', async (request, reply) => {
      if (!underwriting.staffEnabled()) return answer(reply, fail('NOT_FOUND'));
      if (!underwriting.isStaff(request.headers.authorization)) return answer(reply, fail('STAFF_UNAUTHORIZED'));
    });
    scope.get('/staff/referrals', async (_request, reply) => answer(reply, { ok: true, value: { referrals: await underwriting.referrals() } }));
    scope.post<{ Params: { orderNo: string } }>('/staff/referrals/:orderNo/decision', async (request, reply) => {
      const body = validateForm(staffDecisionSchema, request.body ?? {});
      if (!body.ok) return answer(reply, body);
      const result = await underwriting.decideReferral(request.params.orderNo, body.value);
      if (result.ok) request.log.info({ staff: body.value.staffName, outcome: body.value.outcome }, 'referral decided by staff');
      return answer(reply, result);
    });
  });
}
