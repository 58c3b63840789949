import { staffRefundSchema } from '@lendline/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOf, outcomeEnvelope, sendEnvelope } from '../../plugins/api/envelope.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { validateForm } from '../../shared/validate-form.ts';
import type { BorrowerCredit } from './credit.ts';
import type { RepaymentPortal } from './portal.ts';
import type { RepaymentsService } from './repayments-service.ts';

/** Who may call the staff routes: the staff token's check, owned by the underwriting module (ADR 019). */
export interface StaffGuard {
  staffEnabled(): boolean;
  isStaff(authorization: string | undefined): boolean;
}

/**
 * Money held for staff (issue 10): payments in suspense and borrowers' credit, and the record
 * of a refund staff made by bank transfer. Same protection and envelope as the referral routes.
 */
export function registerStaffMoneyRoutes(
  app: FastifyInstance,
  money: { repayments: Pick<RepaymentsService, 'heldMoney'>; portal: Pick<RepaymentPortal, 'staffRepaymentLink'>; credit: Pick<BorrowerCredit, 'refundCredit'> },
  guard: StaffGuard,
): void {
  const { repayments, portal, credit } = money;
  app.register(async (scope) => {
    const answer = (reply: FastifyReply, outcome: Outcome<unknown>) => sendEnvelope(reply, outcomeEnvelope(outcome, languageOf(reply.request.headers.lang)));
    scope.addHook('onRequest', async (request, reply) => {
      if (!guard.staffEnabled()) return answer(reply, fail('NOT_FOUND'));
      if (!guard.isStaff(request.headers.authorization)) return answer(reply, fail('STAFF_UNAUTHORIZED'));
    });
    scope.get('/staff/collections/held', async (_request, reply) => answer(reply, ok({ payments: await repayments.heldMoney() })));
    // A repayment link for one order, as a reminder would carry it (the reminders of issue 11 use the same).
    scope.post<{ Params: { orderNo: string } }>('/staff/collections/links/:orderNo', async (request, reply) =>
      answer(reply, await portal.staffRepaymentLink(request.params.orderNo, `${request.protocol}://${request.host}`)),
    );
    scope.post('/staff/collections/refunds', async (request, reply) => {
      const body = validateForm(staffRefundSchema, request.body ?? {});
      if (!body.ok) return answer(reply, body);
      const result = await credit.refundCredit(body.value);
      if (result.ok) request.log.info({ staff: body.value.staffName, amount: body.value.amount }, 'credit refunded by staff');
      return answer(reply, result);
    });
  });
}
