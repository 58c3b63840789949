import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { PaymentsService } from './payments-service.ts';

/** Re-apply after a failed payout (ADR 017); the webhooks are plain routes, see webhook-routes.ts. */
export function registerPaymentsRoutes(registry: HandlerRegistry, payments: PaymentsService): void {
  registry.add('/loan/loan-order/apply-market-again', (input, ctx) => payments.reapply(principalOf(ctx).userId, input.orderNo));
}
