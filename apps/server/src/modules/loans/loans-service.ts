import {
  LENDERS, loanAgreement, OrderStatus, priceLoan, quoteProblems, selectableAmounts,
  type AgreementResponse, type Currency, type GetMoneyResponse, type Language, type LoanFigures, type MarketId, type OfferResponse, type ProductTerms,
} from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { createDraftTransitions } from './draft-transitions.ts';
import { marketDate, quoteFieldKeys } from './loan-fns.ts';
import { optionsView, quotedChoice, termsOfTenure } from './offer-choice.ts';
import { createLoanCancellations } from './loan-cancellations.ts';
import { createLoanRecords } from './loan-records.ts';
import { createLendingTotals } from './lending-totals.ts';
import * as repo from './offer-repository.ts';
import type { OfferRow } from './offer-repository.ts';
import { createOrderReads } from './order-reads.ts';
import { setStatus, type OrderRow } from './order-repository.ts';
import { createOrderTransitions, type LiveProductTerms, type OrderMessages } from './order-transitions.ts';
import { createRepaymentRecord, type PhasePayments } from './repayment-record.ts';
import { createRepaymentTransitions } from './repayment-transitions.ts';
import { createExtensionTransitions } from './extension-transitions.ts';
import type { LoanCoupons } from './loan-coupons.ts';
import { createServicingTransitions } from './servicing-transitions.ts';

export { CANCEL_SWEEP_EVERY_MS } from './loan-fns.ts';
export type { RepayableLoan } from './repayment-transitions.ts';

/** What the loans service needs of payments (ADR 017): a payout queued in the confirming transaction. */
export interface PayoutRequester {
  requestPayout(tx: Executor, request: { orderId: string; orderNo: string; userId: string; amount: number; currency: Currency }): Promise<unknown>;
  /** Called after the confirming transaction committed, so the payout job runs at once. */
  nudge(): void;
}

/** What the loans service needs of the application module. */
export interface LoanApplication {
  /** The name from the personal step, for the agreement; null before it. */
  borrowerName(userId: string): Promise<string | null>;
}

export interface LoansDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  payments: PayoutRequester;
  application: LoanApplication;
  /** The repayments module: when each phase was paid, for the on-time record (ADR 035). */
  repayments: PhasePayments;
  /** The rewards module: a coupon priced into a quote, taken by the confirmation, given back on a cancelled payout (ADR 045). */
  coupons: LoanCoupons;
  /** The inbox module: decisions and payouts are messaged in the transition's transaction (ADR 047). */
  inbox: OrderMessages;
  /** The products module: the live versions a new offer is priced with (ADR 082). */
  products: LiveProductTerms;
  /** The underwriting module's limit set by hand (ADR 082), which sits above loans: what the borrower is told they may have. */
  limitOverrideOf(userId: string): Promise<number | null>;
}

export type LoansService = ReturnType<typeof createLoansService>;

type OfferState = 'none' | 'open' | 'expired' | 'accepted';
type Choice = { amount?: number | undefined; tenure?: number | undefined; couponId?: string | undefined };


/**
 * The order after submit (ADR 016): decision, offer, confirmation, payout progress,
 * cancellation and records. Every status change from 1 onwards goes through here, under a
 * row lock on the order, in the caller's transaction where another module drives it.
 */
export function createLoansService(deps: LoansDeps) {
  const { db, now, payments, application } = deps;
  const repaymentRecord = createRepaymentRecord(deps.repayments);

  function offerState(order: OrderRow, offer: OfferRow | undefined, at: Date): OfferState {
    if (!offer) return 'none';
    if (offer.acceptedAt) return 'accepted';
    if (order.status === OrderStatus.Confirm && at.getTime() <= offer.confirmBy.getTime()) return 'open';
    if (order.status === OrderStatus.Confirm || order.status === OrderStatus.Cancel) return 'expired';
    return 'none';
  }

  const refusal = (state: OfferState) => fail(state === 'expired' ? 'OFFER_EXPIRED' : 'ORDER_NOT_APPROVED');

  /**
   * Prices a choice with the snapshot of its term's product (ADR 053), starting today on the
   * market calendar; what the choice leaves out comes from the borrower's earlier choice.
   */
  function priceChoice(order: OrderRow, offer: OfferRow, choice: Choice, at: Date, couponDiscount = 0): Outcome<{ amount: number; tenure: number; terms: ProductTerms; figures: LoanFigures }> {
    const { amount, tenure } = quotedChoice(order, offer, choice);
    const terms = termsOfTenure(offer, tenure);
    const problems = quoteFieldKeys(quoteProblems(terms, amount, tenure, offer.creditLimit));
    if (problems.length > 0) return fail('VALIDATION_FAILED', { fields: problems });
    const startDate = marketDate(at, order.market);
    return ok({ amount, tenure, terms, figures: priceLoan({ terms, principal: amount, tenureDays: tenure, startDate, reloan: offer.reloan, couponDiscount }) });
  }

  /** A choice priced with its coupon, if any: checked against the amount chosen, capped at the interest by the price (ADR 045). */
  async function priceWithCoupon(executor: Executor, userId: string, order: OrderRow, offer: OfferRow, choice: Choice, at: Date, lock = false) {
    const plain = priceChoice(order, offer, choice, at);
    if (!plain.ok || !choice.couponId) return plain;
    const claim = { userId, couponId: choice.couponId, orderNo: order.orderNo, amount: plain.value.amount };
    const coupon = await deps.coupons.couponFor(executor, claim, lock);
    return coupon.ok ? priceChoice(order, offer, choice, at, coupon.value.amount) : coupon;
  }

  const ownOrder = repo.findOwnOrderWithOffer;

  /** The borrower's order with an offer they may look at (open or accepted), or why not. */
  async function viewableOffer(userId: string, orderNo: string): Promise<Outcome<{ order: OrderRow; offer: OfferRow; state: 'open' | 'accepted'; at: Date }>> {
    const found = await ownOrder(db, userId, orderNo);
    if (!found) return fail('NOT_FOUND');
    const { order, offer } = found;
    const at = now();
    const state = offerState(order, offer, at);
    if (!offer || (state !== 'accepted' && state !== 'open')) return refusal(state);
    return ok({ order, offer, state, at });
  }

  async function agreementFor(userId: string, orderNo: string, lang: Language, choice: Choice): Promise<Outcome<AgreementResponse>> {
    const viewable = await viewableOffer(userId, orderNo);
    if (!viewable.ok) return viewable;
    const { order, offer, state, at } = viewable.value;
    let figures: LoanFigures;
    let dateSigned: string | null = null;
    if (state === 'accepted' && offer.acceptedAt) {
      figures = repo.acceptedFigures(offer);
      dateSigned = marketDate(offer.acceptedAt, order.market);
    } else {
      const priced = await priceWithCoupon(db, userId, order, offer, choice, at);
      if (!priced.ok) return priced;
      figures = priced.value.figures;
    }
    const borrowerName = (await application.borrowerName(userId)) ?? '';
    const text = loanAgreement({ lang, figures, borrowerName, orderNo: order.orderNo, lenderName: LENDERS[order.market], dateSigned });
    return ok({ ...text, acceptedAt: offer.acceptedAt ? offer.acceptedAt.toISOString() : null, figures });
  }

  return {
    ...createDraftTransitions(deps),
    ...createOrderReads(repaymentRecord),
    ...createOrderTransitions(deps.inbox, repaymentRecord, deps.products),
    ...createRepaymentTransitions(),
    ...createExtensionTransitions(),
    ...createServicingTransitions(),
    ...createLoanRecords({ ...deps, repaymentRecord }),
    ...createLoanCancellations(deps),
    ...createLendingTotals(deps),

    // ---- Borrower calls: the offer, its agreement and the confirmation ----

    /** `/loan/confirm/product-info`: the offer priced for a choice (default: the borrower's earlier one, ADR 053). */
    async offer(userId: string, orderNo: string, choice: Choice): Promise<Outcome<OfferResponse>> {
      const viewable = await viewableOffer(userId, orderNo);
      if (!viewable.ok) return viewable;
      const { order, offer, state, at } = viewable.value;
      let priced: { amount: number; tenure: number; terms: ProductTerms; figures: LoanFigures };
      if (state === 'accepted' && offer.principal !== null && offer.tenureDays !== null) {
        // After acceptance the screen shows what was accepted, on its product, whatever is asked.
        priced = { amount: offer.principal, tenure: offer.tenureDays, terms: offer.terms, figures: repo.acceptedFigures(offer) };
      } else {
        const result = await priceWithCoupon(db, userId, order, offer, choice, at);
        if (!result.ok) return result;
        priced = result.value;
      }
      const { terms } = priced;
      return ok({
        orderNo: order.orderNo, status: order.status, productId: terms.productId, productName: terms.name, currency: terms.currency,
        creditLimit: offer.creditLimit, amounts: selectableAmounts(terms, offer.creditLimit), ...optionsView(offer),
        amount: priced.amount, tenure: priced.tenure, reloan: offer.reloan, confirmBy: offer.confirmBy.toISOString(), figures: priced.figures,
      });
    },

    /** `/loan/product/step-amount`: the amounts and tenures the borrower may pick. */
    async stepAmount(userId: string, orderNo: string) {
      const viewable = await viewableOffer(userId, orderNo);
      if (!viewable.ok) return viewable;
      const { order, offer } = viewable.value;
      const terms = termsOfTenure(offer, quotedChoice(order, offer, {}).tenure);
      return ok({
        amounts: selectableAmounts(terms, offer.creditLimit), tenures: optionsView(offer).tenures,
        amountStep: terms.amountStep, currency: terms.currency,
      });
    },

    /**
     * `/loan/get-money` (and `-plus`; the spec's getMoney): accepts the agreement for a choice and queues the payout,
     * in one transaction under the order's lock. Idempotent: once accepted, every repeat answers
     * the accepted figures, whatever choice it carries.
     */
    async acceptOffer(
      userId: string,
      input: { orderNo: string; amount: number; tenure: number; couponId?: string | undefined },
      // Decided by the caller from the sign-in's age and the proof (loan-code-service.ts, ADR 048).
      options: { codeRequired?: boolean } = {},
    ): Promise<Outcome<GetMoneyResponse>> {
      let queued = false;
      const result = await db.transaction(async (tx): Promise<Outcome<GetMoneyResponse>> => {
        const found = await ownOrder(tx, userId, input.orderNo, true);
        if (!found) return fail('NOT_FOUND');
        const { order, offer } = found;
        const at = now();
        const state = offerState(order, offer, at);
        if (state === 'accepted' && offer) return ok({ orderNo: order.orderNo, status: order.status, figures: repo.acceptedFigures(offer) });
        if (state !== 'open' || !offer) return refusal(state);
        // After the repeat and expiry answers: only a confirmation still to happen asks for a code.
        if (options.codeRequired) return fail('VERIFY_CODE_REQUIRED');
        // The coupon row stays locked to commit: a second confirmation naming it waits, then finds it taken.
        const priced = await priceWithCoupon(tx, userId, order, offer, input, at, true);
        if (!priced.ok) return priced;
        const { figures, terms } = priced.value;
        if (input.couponId) {
          const claim = { userId, couponId: input.couponId, orderNo: order.orderNo, amount: figures.principal };
          const taken = await deps.coupons.takeCoupon(tx, { ...claim, orderId: order.id, discount: figures.couponDiscount });
          if (!taken.ok) return taken;
        }
        await repo.updateOffer(tx, order.id, {
          acceptedAt: at, principal: figures.principal, tenureDays: figures.tenureDays, processingFee: figures.processingFee,
          feeTax: figures.feeTax, interest: figures.interest, disbursalAmount: figures.disbursalAmount, couponDiscount: figures.couponDiscount,
          totalRepayable: figures.totalRepayable, aprPpm: figures.aprPpm, startDate: figures.startDate, dueDate: figures.dueDate, figures,
          payoutRequestedAt: at,
          // The term chosen decides the product the loan is serviced on (its schedule, penalties and rollover).
          productId: terms.productId, terms,
        });
        await setStatus(tx, order.id, OrderStatus.AwaitingPayout, at, { productId: terms.productId });
        await payments.requestPayout(tx, {
          orderId: order.id, orderNo: order.orderNo, userId, amount: figures.disbursalAmount, currency: figures.currency,
        });
        queued = true;
        return ok({ orderNo: order.orderNo, status: OrderStatus.AwaitingPayout, figures });
      });
      if (queued) payments.nudge();
      return result;
    },

    /** For the rewards module's draw (ADR 045): the borrower's order, and whether its offer is open for confirmation now. */
    async confirmStage(executor: Executor, userId: string, orderNo: string) {
      const found = await ownOrder(executor, userId, orderNo);
      if (!found) return null;
      return { orderId: found.order.id, orderNo: found.order.orderNo, open: offerState(found.order, found.offer, now()) === 'open' };
    },

    /** `/loan/get-money/contract`: the agreement for a choice (unsigned), or the signed one once accepted. */
    contract(userId: string, orderNo: string, choice: Choice, lang: Language): Promise<Outcome<AgreementResponse>> {
      return agreementFor(userId, orderNo, lang, choice);
    },

    /** `/loan/loan-order/loanAgreement`: the order's agreement (the default choice's preview before acceptance). */
    loanAgreement(userId: string, orderNo: string, lang: Language): Promise<Outcome<AgreementResponse>> {
      return agreementFor(userId, orderNo, lang, {});
    },

  };
}
