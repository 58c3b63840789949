import { canGiveUpPayout, canCancelLoan, cancelLoanReason, OrderStatus, type CancelState, type OrderStatusCode, type StepResponse } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { CANCEL_SWEEP_BATCH, DRAFT_IDLE_MS } from './loan-fns.ts';
import type { LoanCoupons } from './loan-coupons.ts';
import { findExpiredOffers, findOffer } from './offer-repository.ts';
import * as orders from './order-repository.ts';

/**
 * Cancelling (cancel-rules.ts, ADR 016): the borrower abandons a draft, declines an offer or
 * gives up a failed payout; the sweep cancels offers still unconfirmed after 24 hours.
 */
export function createLoanCancellations(deps: { db: Db; now: Clock; coupons: Pick<LoanCoupons, 'releaseCoupon'> }) {
  const { db, now } = deps;

  async function cancelExpiredOne(orderId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      // Waits for a get-money holding the lock, then sees its result: an accepted offer is never cancelled.
      const order = await orders.lockOrder(tx, orderId);
      if (order?.status !== OrderStatus.Confirm) return false;
      const offer = await findOffer(tx, orderId);
      const at = now();
      if (!offer || offer.acceptedAt || offer.confirmBy.getTime() >= at.getTime()) return false;
      await orders.setStatus(tx, orderId, OrderStatus.Cancel, at, { cancelReason: 'offer_expired' });
      return true;
    });
  }

  async function expireIdleDraft(draft: { orderId: string; userId: string }): Promise<boolean> {
    return db.transaction(async (tx) => {
      // The borrower's lock: a step saved at this moment either lands first (and the re-check
      // below sees the fresh activity) or finds the order cancelled.
      await orders.lockBorrower(tx, draft.userId);
      const before = new Date(now().getTime() - DRAFT_IDLE_MS);
      const still = await orders.findIdleDrafts(tx, before, CANCEL_SWEEP_BATCH);
      if (!still.some((d) => d.orderId === draft.orderId)) return false;
      await orders.setStatus(tx, draft.orderId, OrderStatus.Cancel, now(), { cancelReason: 'draft_expired' });
      return true;
    });
  }

  /** Runs `cancelOne` over batches from `find` until a batch is short or moves nothing. */
  async function sweep<T>(find: () => Promise<T[]>, cancelOne: (item: T) => Promise<boolean>): Promise<number> {
    let cancelled = 0;
    for (;;) {
      const batch = await find();
      let moved = 0;
      for (const item of batch) if (await cancelOne(item)) moved++;
      cancelled += moved;
      if (batch.length < CANCEL_SWEEP_BATCH || moved === 0) return cancelled;
    }
  }

  /**
   * Cancels every approved offer past its 24 hours and every draft idle for 30 days, one
   * transaction per order. Returns how many.
   */
  async function cancelExpired(): Promise<number> {
    const offers = await sweep(() => findExpiredOffers(db, now(), CANCEL_SWEEP_BATCH), cancelExpiredOne);
    const drafts = await sweep(() => orders.findIdleDrafts(db, new Date(now().getTime() - DRAFT_IDLE_MS), CANCEL_SWEEP_BATCH), expireIdleDraft);
    return offers + drafts;
  }

  return {
    /** `/loan/cancel-loan`: abandon a draft or decline an unaccepted offer (cancel-rules.ts) → 8. */
    cancelLoan(userId: string, orderNo: string): Promise<Outcome<StepResponse>> {
      return db.transaction(async (tx) => {
        // Drafts change under the borrower's lock: take it so a step saved at once cannot reopen the order.
        await orders.lockBorrower(tx, userId);
        const order = await orders.findOwnOrder(tx, userId, orderNo, true);
        if (!order) return fail('NOT_FOUND');
        if (!canCancelLoan(order.status)) return fail('CANNOT_CANCEL');
        await orders.setStatus(tx, order.id, OrderStatus.Cancel, now(), { cancelReason: cancelLoanReason(order.status) });
        return ok({ orderNo: order.orderNo, status: OrderStatus.Cancel });
      });
    },

    /** `/loan/cancel-draw-money`: give up a failed payout instead of changing the bank account, 10 → 8. */
    giveUpPayout(userId: string, orderNo: string): Promise<Outcome<StepResponse>> {
      return db.transaction(async (tx) => {
        const order = await orders.findOwnOrder(tx, userId, orderNo, true);
        if (!order) return fail('NOT_FOUND');
        if (!canGiveUpPayout(order.status)) return fail('CANNOT_CANCEL');
        await orders.setStatus(tx, order.id, OrderStatus.Cancel, now(), { cancelReason: 'payout_given_up' });
        // No money went out and no discount was booked: the coupon is the borrower's again (ADR 045).
        await deps.coupons.releaseCoupon(tx, order.id, 'payout_given_up');
        return ok({ orderNo: order.orderNo, status: OrderStatus.Cancel });
      });
    },

    /**
     * Staff close a failed payout (ADR 080), 10 → 8 as the borrower's own give-up, in the
     * caller's transaction under the order's lock; false (nothing changed) unless it is at 10.
     */
    async markPayoutGivenUp(tx: Executor, orderId: string, at: Date): Promise<boolean> {
      const order = await orders.lockOrder(tx, orderId);
      if (!order || !canGiveUpPayout(order.status)) return false;
      await orders.setStatus(tx, orderId, OrderStatus.Cancel, at, { cancelReason: 'payout_given_up' });
      await deps.coupons.releaseCoupon(tx, orderId, 'payout_given_up');
      return true;
    },

    /** The orders' statuses, by id (staff's payout list asks which failed payouts are still open). */
    async statusesOf(orderIds: readonly string[]): Promise<Map<string, OrderStatusCode>> {
      if (orderIds.length === 0) return new Map();
      return new Map((await orders.findByIds(db, orderIds)).map((order) => [order.id, order.status]));
    },

    /** `/loan/has-cancel-loan`: what the two cancel calls would do now, for the given or the latest order. */
    async cancelState(userId: string, orderNo: string | undefined): Promise<Outcome<CancelState>> {
      const order = orderNo === undefined ? await orders.findLatestOrder(db, userId) : await orders.findOwnOrder(db, userId, orderNo);
      if (!order) return orderNo === undefined ? ok({ canCancel: false, canCancelDraw: false }) : fail('NOT_FOUND');
      return ok({ canCancel: canCancelLoan(order.status), canCancelDraw: canGiveUpPayout(order.status) });
    },

    /** The sweep (a periodic job): unconfirmed offers after 24 hours, idle drafts after 30 days. */
    cancelExpired,
  };
}
