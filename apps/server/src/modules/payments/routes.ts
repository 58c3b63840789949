import type { StepResponse } from '@lendline/domain';
import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { Outcome } from '../../shared/outcome.ts';
import type { PaymentsService } from './payments-service.ts';

/** The application module's half of apply-market-again: the next application after a finished loan (ADR 035). */
export interface ReturningApplications {
  /** Null when the order is not the borrower's finished loan; `choice`: the next loan's amount and term (ADR 053). */
  applyAgain(userId: string, orderNo: string, choice: { amount?: number | undefined; tenure?: number | undefined }): Promise<Outcome<StepResponse> | null>;
}

/** Re-apply after a failed payout (ADR 017); the webhooks are plain routes, see webhook-routes.ts. */
export function registerPaymentsRoutes(registry: HandlerRegistry, payments: PaymentsService, applications: ReturningApplications): void {
  registry.add('/loan/loan-order/apply-market-again', async (input, ctx) => {
    const { userId } = principalOf(ctx);
    // One spec call, two meanings told apart by the order it names: a finished loan's starts the
    // borrower's next application (ADR 035); any other is the re-attempt of a failed payout, as before.
    return (await applications.applyAgain(userId, input.orderNo, { amount: input.amount, tenure: input.tenure })) ?? payments.reapply(userId, input.orderNo);
  });
}
