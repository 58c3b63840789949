import { getMoneyRequest, optionalOrderNoRequest, orderListRequest, orderNoRequest, quoteRequest } from '@lendline/domain';
import { contractRequestSchema as requestSchema, principalOf, type HandlerContext, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { LoansService } from './loans-service.ts';

/** The offer, confirmation, agreement, records and cancellation calls of ADR 016. */
export function registerLoansRoutes(registry: HandlerRegistry, loans: LoansService): void {
  const userOf = (ctx: HandlerContext) => principalOf(ctx).userId;

  registry.add('/loan/confirm/product-info', quoteRequest, (input, ctx) =>
    loans.offer(userOf(ctx), input.orderNo, { amount: input.amount, tenure: input.tenure }, ctx.lang));
  registry.add('/loan/product/step-amount', orderNoRequest, (input, ctx) => loans.stepAmount(userOf(ctx), input.orderNo));
  // The reloan rate applies by itself when the approval said so: both paths are one call.
  for (const path of ['/loan/get-money', '/loan/get-money-plus']) {
    registry.add(path, getMoneyRequest, (input, ctx) => loans.getMoney(userOf(ctx), input, ctx.lang));
  }
  registry.add('/loan/get-money/contract', quoteRequest, (input, ctx) =>
    loans.contract(userOf(ctx), input.orderNo, { amount: input.amount, tenure: input.tenure }, ctx.lang));
  registry.add('/loan/loan-order/loanAgreement', orderNoRequest, (input, ctx) => loans.loanAgreement(userOf(ctx), input.orderNo, ctx.lang));
  registry.add('/loan/get-credit-info', requestSchema('/loan/get-credit-info'), (_input, ctx) => loans.creditInfo(userOf(ctx)));
  registry.add('/loan/get-money-time', orderNoRequest, (input, ctx) => loans.moneyTime(userOf(ctx), input.orderNo));
  registry.add('/loan/loan-order/list', orderListRequest, (input, ctx) => loans.list(userOf(ctx), input.tab));
  registry.add('/loan/cancel-loan', orderNoRequest, (input, ctx) => loans.cancelLoan(userOf(ctx), input.orderNo));
  registry.add('/loan/has-cancel-loan', optionalOrderNoRequest, (input, ctx) => loans.cancelState(userOf(ctx), input.orderNo));
  registry.add('/loan/cancel-draw-money', orderNoRequest, (input, ctx) => loans.cancelDraw(userOf(ctx), input.orderNo));
}
