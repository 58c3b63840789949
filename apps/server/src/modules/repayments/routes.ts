import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { RepaymentsService } from './repayments-service.ts';

/** The borrower's repayment calls (issue 10); notifications are plain routes, see webhook-routes.ts. */
export function registerRepaymentsRoutes(registry: HandlerRegistry, repayments: RepaymentsService): void {
  registry.add('/repay/repay-order/detail', (input, ctx) => repayments.detail(principalOf(ctx).userId, input.orderNo));
  registry.add('/repay/dedicated_account/create', (_input, ctx) => repayments.dedicatedAccount(principalOf(ctx).userId));
}

/** Sandbox mode only: the banner's "simulate payment" (ADR 032). */
export function registerSandboxRepaymentRoutes(registry: HandlerRegistry, repayments: RepaymentsService): void {
  registry.add('/sandbox/collections/pay', (input, ctx) => repayments.simulatePayment(principalOf(ctx).userId, input.amount));
}
