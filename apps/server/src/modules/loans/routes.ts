import { principalOf, type Handler, type HandlerContext, type HandlerRegistry } from '../../plugins/api/handlers.ts';
import type { LoanCodeService } from './loan-code-service.ts';
import type { LoansService } from './loans-service.ts';

/** The offer, confirmation, agreement, records and cancellation calls of ADR 016. */
export function registerLoansRoutes(registry: HandlerRegistry, loans: LoansService, codes: LoanCodeService): void {
  const userOf = (ctx: HandlerContext) => principalOf(ctx).userId;

  registry.add('/loan/confirm/product-info', (input, ctx) =>
    loans.offer(userOf(ctx), input.orderNo, { amount: input.amount, tenure: input.tenure, couponId: input.couponId }));
  registry.add('/loan/product/step-amount', (input, ctx) => loans.stepAmount(userOf(ctx), input.orderNo));
  // The reloan rate applies by itself when the approval said so: both paths are one call.
  // A confirmation on an old sign-in carries a fresh code's proof (ADR 048).
  const confirm: Handler<'/loan/get-money'> = (input, ctx) =>
    loans.acceptOffer(userOf(ctx), input, { codeRequired: codes.codeRequired(principalOf(ctx), 'getMoney', input.orderNo, input.verifyProof) });
  registry.add('/loan/get-money', confirm);
  registry.add('/loan/get-money-plus', confirm);
  registry.add('/loan/validateVerifyCode', (input, ctx) => codes.validate(principalOf(ctx), input));
  // The agreement is content in the borrower's language, not an error: it takes the language.
  registry.add('/loan/get-money/contract', (input, ctx) =>
    loans.contract(userOf(ctx), input.orderNo, { amount: input.amount, tenure: input.tenure, couponId: input.couponId }, ctx.lang));
  registry.add('/loan/loan-order/loanAgreement', (input, ctx) => loans.loanAgreement(userOf(ctx), input.orderNo, ctx.lang));
  registry.add('/loan/get-credit-info', (_input, ctx) => loans.creditInfo(userOf(ctx)));
  registry.add('/loan/get-money-time', (input, ctx) => loans.payoutArrival(userOf(ctx), input.orderNo));
  registry.add('/loan/loan-order/list', (input, ctx) => loans.list(userOf(ctx), input.tab));
  // A single lender's market: the borrower's orders across it are their orders (ADR 046).
  registry.add('/loan/loan-order/list-market', (input, ctx) => loans.list(userOf(ctx), input.tab));
  registry.add('/loan/cancel-loan', (input, ctx) => loans.cancelLoan(userOf(ctx), input.orderNo));
  registry.add('/loan/has-cancel-loan', (input, ctx) => loans.cancelState(userOf(ctx), input.orderNo));
  registry.add('/loan/cancel-draw-money', (input, ctx) => loans.giveUpPayout(userOf(ctx), input.orderNo));
}
