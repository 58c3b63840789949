import { staffCouponSchema } from '@lendline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOf, outcomeEnvelope, sendEnvelope } from '../../plugins/api/envelope.ts';
import { fail, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { UnderwritingService } from '../underwriting/underwriting-service.ts';
import type { RewardsService } from './rewards-service.ts';

/** Staff giving a borrower a coupon (ADR 045), behind the staff token like the other staff routes (ADR 019). */
export function registerStaffCouponRoutes(app: FastifyInstance, rewards: RewardsService, guard: Pick<UnderwritingService, 'staffEnabled' | 'isStaff'>): void {
  app.register(async (scope) => {
    const answer = (reply: FastifyReply, outcome: Outcome<unknown>) => sendEnvelope(reply, outcomeEnvelope(outcome, languageOf(reply.request.headers.lang)));
    scope.addHook('onRequest', async (request, reply) => {
      if (!guard.staffEnabled()) return answer(reply, fail('NOT_FOUND'));
      if (!guard.isStaff(request.headers.authorization)) return answer(reply, fail('STAFF_UNAUTHORIZED'));
    });
    scope.post('/staff/coupons', async (request, reply) => {
      const body = validateForm(staffCouponSchema, request.body ?? {});
      if (!body.ok) return answer(reply, body);
      const result = await rewards.staffCoupon(body.value);
      // Who gave how much to whom; the reason stays in the database.
      if (result.ok) request.log.info({ couponId: result.value.id, userId: body.value.userId, amount: body.value.amount, staff: body.value.staffName }, 'coupon given by staff');
      return answer(reply, result);
    });
  });
}
