import { currencyOf, offerOptions, OrderStatus, priceLoan, selectableAmounts, type InboxParams, type LoanFigures, type OrderStatusCode, type ProductTerms } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { confirmByOf, marketDate } from './loan-fns.ts';
import * as repo from './offer-repository.ts';
import type { OfferRow } from './offer-repository.ts';
import { LoanTransitionError, lockAt } from './order-lock.ts';
import { lockOrder, setStatus } from './order-repository.ts';
import type { RepaymentRecordOf } from './repayment-record.ts';

export interface ApproveInput {
  orderId: string;
  /** Minor units: the most the borrower may take; at least the product's minimum amount. */
  creditLimit: number;
  /** A live product of the order's market (ADR 082); its live version's terms are snapshotted into the offer. */
  productId: string;
  /** Price with the product's reloan rate (a returning borrower). */
  reloan: boolean;
  decidedAt: Date;
}


/** The inbox module (ADR 047): a message to the borrower, recorded in the transition's own transaction. */
export interface OrderMessages {
  record(tx: Executor, message: { key: string; userId: string; orderId: string; orderNo: string; params: InboxParams; at: Date }): Promise<unknown>;
}

/** The products module's live versions (ADR 082): an offer copies the one it is priced with, so a later version never reprices it. */
export interface LiveProductTerms {
  live(): readonly ProductTerms[];
  find(productId: string): ProductTerms | undefined;
}

/** A payout's messages are per request (a re-application after a failure is a new one): keyed by when it was asked for. */
const payoutKey = (kind: string, orderId: string, offer: OfferRow | undefined) => `${kind}:${orderId}:${offer?.payoutRequestedAt?.toISOString() ?? ''}`;

/**
 * The order's status changes that other modules drive (underwriting decides, payments pays
 * out), each in the caller's transaction under a row lock on the order (ADR 016). Each change
 * the borrower is told of writes its message in the same transaction, once (ADR 047).
 */
export function createOrderTransitions(messages: OrderMessages, repaymentRecord: RepaymentRecordOf, products: LiveProductTerms) {
  return {

    /**
     * 1 → 14: stores the offer with a snapshot of the product's terms and of every product it
     * may be taken on, one per term, among those open to the borrower (ADR 053); it must be
     * accepted within 24 hours.
     */
    async approve(tx: Executor, input: ApproveInput): Promise<{ orderNo: string; status: OrderStatusCode; confirmBy: Date }> {
      const { order } = await lockAt(tx, input.orderId, 'approve', [OrderStatus.Applying]);
      const terms = products.find(input.productId);
      if (!terms) throw new RangeError(`approve: no product ${input.productId} in ${order.market}`);
      if (!Number.isSafeInteger(input.creditLimit) || selectableAmounts(terms, input.creditLimit).length === 0) {
        throw new RangeError(`approve: credit limit ${input.creditLimit} is below ${terms.productId}'s minimum amount`);
      }
      const confirmBy = confirmByOf(input.decidedAt);
      const { onTime } = await repaymentRecord(tx, order.userId);
      const options = offerOptions(terms, products.live().filter((t) => t.minOnTimeRepayments <= onTime), input.creditLimit);
      await repo.insertOffer(tx, {
        orderId: order.id, userId: order.userId, productId: terms.productId, currency: terms.currency, creditLimit: input.creditLimit,
        reloan: input.reloan && terms.reloanDailyInterestPpm !== null, terms, options, approvedAt: input.decidedAt, confirmBy,
      });
      await setStatus(tx, order.id, OrderStatus.Confirm, input.decidedAt, { productId: terms.productId });
      await messages.record(tx, {
        key: `approved:${order.id}`, userId: order.userId, orderId: order.id, orderNo: order.orderNo, at: input.decidedAt,
        params: { kind: 'approved', currency: terms.currency, creditLimit: input.creditLimit },
      });
      return { orderNo: order.orderNo, status: OrderStatus.Confirm, confirmBy };
    },

    /** 1 → 9. The reasons are the underwriting module's to keep. */
    async reject(tx: Executor, input: { orderId: string; decidedAt: Date }): Promise<{ orderNo: string; status: OrderStatusCode }> {
      const { order } = await lockAt(tx, input.orderId, 'reject', [OrderStatus.Applying]);
      await setStatus(tx, order.id, OrderStatus.Reject, input.decidedAt);
      await messages.record(tx, { key: `rejected:${order.id}`, userId: order.userId, orderId: order.id, orderNo: order.orderNo, at: input.decidedAt, params: { kind: 'rejected' } });
      return { orderNo: order.orderNo, status: OrderStatus.Reject };
    },

    /** 18 → 7: the provider took the transfer. A repeat, or news arriving after the money, changes nothing. */
    async markLending(tx: Executor, orderId: string, at: Date): Promise<void> {
      const { done } = await lockAt(tx, orderId, 'markLending', [OrderStatus.AwaitingPayout], [OrderStatus.Lending, OrderStatus.Repaying]);
      if (!done) await setStatus(tx, orderId, OrderStatus.Lending, at);
    },

    /**
     * 7|18 → 2: the money arrived. Fixes the schedule from the market-calendar day of `at`:
     * the amounts are those accepted (asserted), only the dates may move. A repeat returns the same figures.
     */
    async markDisbursed(tx: Executor, orderId: string, at: Date): Promise<LoanFigures> {
      const { order, done } = await lockAt(tx, orderId, 'markDisbursed', [OrderStatus.AwaitingPayout, OrderStatus.Lending], [OrderStatus.Repaying]);
      const offer = await repo.findOffer(tx, orderId);
      if (!offer?.acceptedAt || offer.principal === null || offer.tenureDays === null) throw new LoanTransitionError('markDisbursed (not accepted)', orderId, order.status);
      if (done) return repo.acceptedFigures(offer);
      const accepted = repo.acceptedFigures(offer);
      const figures = priceLoan({
        terms: offer.terms, principal: offer.principal, tenureDays: offer.tenureDays, startDate: marketDate(at, order.market),
        couponDiscount: accepted.couponDiscount, reloan: offer.reloan,
      });
      const same = figures.totalRepayable === accepted.totalRepayable && figures.disbursalAmount === accepted.disbursalAmount &&
        figures.phases.every((p, i) => p.amount === accepted.phases[i]?.amount && p.principal === accepted.phases[i]?.principal);
      if (!same) throw new Error(`markDisbursed: order ${orderId} would be repaid differently from what was accepted`);
      await repo.updateOffer(tx, orderId, { figures, startDate: figures.startDate, dueDate: figures.dueDate, disbursedAt: at });
      await repo.replacePhases(tx, orderId, figures.phases.map((p) => ({
        orderId, phase: p.phase, dueDate: p.dueDate, principal: p.principal, interest: p.interest, amount: p.amount,
      })));
      await setStatus(tx, orderId, OrderStatus.Repaying, at);
      await messages.record(tx, {
        key: payoutKey('disbursed', orderId, offer), userId: order.userId, orderId, orderNo: order.orderNo, at,
        params: { kind: 'disbursed', currency: offer.currency, amount: figures.disbursalAmount, totalRepayable: figures.totalRepayable, dueDate: figures.dueDate },
      });
      return figures;
    },

    /** 7|18 → 10, and 2 → 10 when a transfer came back (the schedule is withdrawn). A repeat changes nothing. */
    async markPayoutFailed(tx: Executor, orderId: string, at: Date): Promise<void> {
      const { order, done } = await lockAt(tx, orderId, 'markPayoutFailed',
        [OrderStatus.AwaitingPayout, OrderStatus.Lending, OrderStatus.Repaying], [OrderStatus.PayoutFailed]);
      if (done) return;
      if (order.status === OrderStatus.Repaying) {
        await repo.replacePhases(tx, orderId, []);
        await repo.updateOffer(tx, orderId, { disbursedAt: null });
      }
      await setStatus(tx, orderId, OrderStatus.PayoutFailed, at);
      const offer = await repo.findOffer(tx, orderId);
      await messages.record(tx, { key: payoutKey('payout_failed', orderId, offer), userId: order.userId, orderId, orderNo: order.orderNo, at, params: { kind: 'payout_failed' } });
    },

    /** 10 → 18: the borrower re-applies after a failed payout (payments queues the new attempt). */
    async markReapplied(tx: Executor, orderId: string, at: Date): Promise<void> {
      await lockAt(tx, orderId, 'markReapplied', [OrderStatus.PayoutFailed]);
      await repo.updateOffer(tx, orderId, { payoutRequestedAt: at });
      await setStatus(tx, orderId, OrderStatus.AwaitingPayout, at);
    },

    /** What payments needs to pay an order out; null when there is no such order. */
    async findOrderForPayout(tx: Executor, orderId: string) {
      const order = await lockOrder(tx, orderId);
      if (!order) return null;
      const offer = await repo.findOffer(tx, orderId);
      return {
        orderId, orderNo: order.orderNo, userId: order.userId, status: order.status,
        currency: offer?.currency ?? currencyOf(order.market), disbursalAmount: offer?.disbursalAmount ?? null,
      };
    },

    /** The order's figures once accepted (final dates after disbursement), else null: for payments, ledger and repayments. */
    async figuresOf(executor: Executor, orderId: string): Promise<LoanFigures | null> {
      const offer = await repo.findOffer(executor, orderId);
      return offer?.acceptedAt ? repo.acceptedFigures(offer) : null;
    },
  };
}
