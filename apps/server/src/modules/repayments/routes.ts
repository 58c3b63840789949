import { principalOf, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { Extensions } from './extensions.ts';
import type { RepaymentPortal } from './portal.ts';
import { cashierReturn, type RepaymentChannels } from './repayment-channels.ts';
import type { RepaymentsService } from './repayments-service.ts';

/** The repayments module's services that answer the borrower's calls. */
export interface RepaymentCalls {
  repayments: RepaymentsService;
  channels: RepaymentChannels;
  extensions: Extensions;
  portal: RepaymentPortal;
}

/** The borrower's repayment calls (issue 10); notifications are plain routes, see webhook-routes.ts. */
export function registerRepaymentsRoutes(registry: HandlerRegistry, calls: RepaymentCalls): void {
  const { repayments, channels, extensions, portal } = calls;
  registry.add('/repay/repay-order/detail', (input, ctx) => repayments.detail(principalOf(ctx).userId, input.orderNo));
  registry.add('/loan/loan-order/statement', (input, ctx) => repayments.statement(principalOf(ctx).userId, input.orderNo));

  // One account per borrower at each vendor the market offers (spec section 7's three names for it, and STP's CLABE).
  registry.add('/repay/dedicated_account/create', (_input, ctx) => channels.account(principalOf(ctx).userId, 'paystack_account'));
  registry.add('/repay/monnify_reserved_account', (_input, ctx) => channels.account(principalOf(ctx).userId, 'monnify_account'));
  registry.add('/repay/flutterwave_reserved_account', (_input, ctx) => channels.account(principalOf(ctx).userId, 'flutterwave_account'));
  registry.add('/repay/getStpClabe', (_input, ctx) => channels.account(principalOf(ctx).userId, 'stp_clabe'));

  // The vendor sends the borrower back to our own origin (or PUBLIC_URL) after a checkout.
  const back = (request: { protocol: string; host: string }) => cashierReturn(`${request.protocol}://${request.host}`);
  registry.add('/repay/paystack/authorization', (input, ctx) => channels.checkout(principalOf(ctx).userId, 'paystack_card', input, back(ctx.request), ctx.lang));
  registry.add('/repay/flutterwave/repay-link', (input, ctx) => channels.checkout(principalOf(ctx).userId, 'flutterwave_link', input, back(ctx.request), ctx.lang));
  registry.add('/repay/flutterwave/verify-opt', (input, ctx) => channels.verifyCheckout(principalOf(ctx).userId, input.reference));
  registry.add('/repay/checkout/verify', (input, ctx) => channels.verifyCheckout(principalOf(ctx).userId, input.reference));

  registry.add('/repay/getOXXOReference', (input, ctx) => channels.cashReference(principalOf(ctx).userId, input, ctx.lang));
  // Without mobile data: a bank USSD code for the typed amount (issue 24, ADR 104).
  registry.add('/repay/paystack/ussd', (input, ctx) => channels.ussdCharge(principalOf(ctx).userId, input, ctx.lang));

  // Rollover (issue 11, ADR 037): the quote and agreement, the confirmation with how to pay the fee, the order's state.
  registry.add('/repay/getExtensionData', (input, ctx) => extensions.extensionData(principalOf(ctx).userId, input.orderNo, ctx.lang));
  registry.add('/repay/confirmExtensionOrder', (input, ctx) => extensions.confirmExtension(principalOf(ctx).userId, input, `${ctx.request.protocol}://${ctx.request.host}`));
  registry.add('/repay/updateExtensionOrderStatus', (input, ctx) => extensions.extensionStatus(principalOf(ctx).userId, input));

  // Repaying without signing in, through a signed link for one order (a reminder's).
  registry.add('/portal/repayment/detail', (input) => portal.portalDetail(input.token));
  registry.add('/portal/repayment/confirm', (input, ctx) => portal.portalConfirm(input, `${ctx.request.protocol}://${ctx.request.host}`, ctx.lang));
}

/** Sandbox mode only: the banner's "simulate payment" (ADR 032, ADR 034). */
export function registerSandboxRepaymentRoutes(registry: HandlerRegistry, channels: RepaymentChannels): void {
  registry.add('/sandbox/collections/pay', (input, ctx) => channels.simulateAccountPayment(principalOf(ctx).userId, input.amount, input.channel));
  registry.add('/sandbox/collections/pay-reference', (input, ctx) => channels.simulateReferencePayment(principalOf(ctx).userId, input.reference));
}
