import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { UnderwritingService } from './underwriting-service.ts';

const decisionBody = z.object({
  outcome: z.enum(['approve', 'reject']),
  /** Why: kept with the decision. Not the place for the applicant's personal data. */
  reason: z.string().check(z.trim(), z.minLength(3), z.maxLength(500)),
  staffName: z.string().check(z.trim(), z.regex(/^[\p{L}\p{N} ._'-]{2,60}$/u)),
  creditLimit: z.optional(z.number().check(z.int(), z.positive())),
});

const REFUSAL_STATUS = { not_found: 404, not_referred: 409, invalid_credit_limit: 400 } as const;

/**
 * Referrals for a person to decide (ADR 019), until a staff console exists: plain JSON routes
 * outside the borrower's encrypted /api family, behind `Authorization: Bearer <STAFF_API_TOKEN>`.
 * Without a configured token they do not exist at all (404), so a forgotten variable never
 * leaves them open.
 */
export function registerStaffRoutes(app: FastifyInstance, underwriting: UnderwritingService): void {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (!underwriting.staffEnabled()) return reply.code(404).send({ error: 'not_found' });
      if (!underwriting.isStaff(request.headers.authorization)) return reply.code(401).send({ error: 'unauthorized' });
    });
    scope.get('/staff/referrals', async () => ({ referrals: await underwriting.referrals() }));
    scope.post<{ Params: { orderNo: string } }>('/staff/referrals/:orderNo/decision', async (request, reply) => {
      const body = decisionBody.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ error: 'invalid_body', fields: body.error.issues.map((i) => i.path.join('.')) });
      const result = await underwriting.decideReferral(request.params.orderNo, body.data);
      if (!result.ok) return reply.code(REFUSAL_STATUS[result.refusal]).send({ error: result.refusal });
      request.log.info({ staff: body.data.staffName, outcome: body.data.outcome }, 'referral decided by staff');
      return reply.send({ orderNo: request.params.orderNo, status: result.status });
    });
  });
}
