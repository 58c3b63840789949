import { staffAttributionQuery } from '@lendline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOf, outcomeEnvelope, sendEnvelope } from '../../plugins/api/envelope.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { AuthService } from './auth-service.ts';

const DEFAULT_DAYS = 30;

/**
 * Marketing's read of where registrations came from (ADR 046), behind the staff token like the
 * other staff routes (ADR 019): `GET /staff/attribution?days=30`. User ids and campaign fields
 * only: the table holds no phone number, and none is joined in.
 */
export function registerStaffAttributionRoutes(
  app: FastifyInstance,
  auth: Pick<AuthService, 'attributionReport'>,
  guard: { staffEnabled(): boolean; isStaff(authorization: string | undefined): boolean },
): void {
  app.register(async (scope) => {
    const answer = (reply: FastifyReply, outcome: Outcome<unknown>) => sendEnvelope(reply, outcomeEnvelope(outcome, languageOf(reply.request.headers.lang)));
    scope.addHook('onRequest', async (request, reply) => {
      if (!guard.staffEnabled()) return answer(reply, fail('NOT_FOUND'));
      if (!guard.isStaff(request.headers.authorization)) return answer(reply, fail('STAFF_UNAUTHORIZED'));
    });
    scope.get('/staff/attribution', async (request, reply) => {
      const query = validateForm(staffAttributionQuery, request.query ?? {});
      if (!query.ok) return answer(reply, query);
      return answer(reply, ok(await auth.attributionReport(query.value.days ? Number(query.value.days) : DEFAULT_DAYS)));
    });
  });
}
