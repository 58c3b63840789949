import { randomUUID } from 'node:crypto';
import { couponProblem, currencyOf, type Coupon, type CouponSource, type CouponState, type MarketId, type StaffCoupon } from '@lendline/domain';
import type { Db, Executor } from '../../db/client.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Log } from '../../shared/log.ts';
import { fail, ok, type Outcome } from '../../shared/outcome.ts';
import { fieldProblem } from '../../shared/validate-form.ts';
import type { AuditContext, AuditRecorder } from '../audit/audit-service.ts';
import { couponView, expiryOf } from './coupon-fns.ts';
import type { CouponGrant, RewardsConfig } from './rewards-config.ts';
import { couponsOf, insertCoupon, insertUse, ownCoupon, releaseUse } from './rewards-repository.ts';

export interface CouponDeps {
  db: Db;
  now: Clock;
  log: Log;
  market: MarketId;
  config: RewardsConfig;
  /** Whether a borrower exists (the auth module), before staff give them a coupon. */
  users: { phoneOf(userId: string): Promise<string | null> };
  /** The staff audit trail: a coupon staff give is recorded with it (ADR 077). */
  audit: AuditRecorder;
}

/** The loan a coupon is asked for: the borrower's own order and the principal chosen. */
export interface CouponClaim {
  userId: string;
  couponId: string;
  orderNo: string;
  amount: number;
}

export type CouponService = ReturnType<typeof createCoupons>;

/**
 * Coupons (issue 12, ADR 045): issued by the card authorisation, the draw, staff or the
 * sandbox; used by one loan, taken in the loan's own confirming transaction; given back when
 * that loan is given up before any money went out.
 */
export function createCoupons(deps: CouponDeps) {
  const { db, now, market } = deps;

  async function issue(executor: Executor, userId: string, grant: CouponGrant, source: CouponSource, staff?: { name: string; reason: string }): Promise<Coupon | null> {
    const at = now();
    const row = {
      id: randomUUID(), userId, market, currency: currencyOf(market), amount: grant.amount, minLoan: grant.minLoan,
      expiresAt: expiryOf(at, grant.expiryDays), source, issuedBy: staff?.name ?? null, reason: staff?.reason ?? null, createdAt: at,
    };
    if (!(await insertCoupon(executor, row))) return null;
    return couponView({ ...row, usedOrderNo: null, usedAt: null }, at);
  }

  /** The coupon's amount for this borrower's order and choice, or the problem at the coupon field; `lock` in a confirming transaction. */
  async function couponFor(executor: Executor, claim: CouponClaim, lock = false): Promise<Outcome<{ amount: number }>> {
    const coupon = await ownCoupon(executor, claim.userId, claim.couponId, lock);
    // Another borrower's coupon is answered as if it did not exist.
    if (!coupon) return fieldProblem('couponId', 'error.coupon.unknown');
    const problem = couponProblem(
      { market: coupon.market, amount: coupon.amount, minLoan: coupon.minLoan, expiresAt: coupon.expiresAt.toISOString(), usedOrderNo: coupon.usedOrderNo },
      { market, orderNo: claim.orderNo, amount: claim.amount, at: now() },
    );
    return problem ? fieldProblem('couponId', problem) : ok({ amount: coupon.amount });
  }

  return {
    issueCoupon: issue,
    couponFor,

    /**
     * Takes the coupon for the order in the confirming transaction, after `couponFor` locked
     * it: the partial unique indexes make a coupon one loan's, even across instances.
     */
    async takeCoupon(tx: Executor, claim: CouponClaim & { orderId: string; discount: number }): Promise<Outcome<null>> {
      const taken = await insertUse(tx, { id: randomUUID(), couponId: claim.couponId, orderId: claim.orderId, orderNo: claim.orderNo, discount: claim.discount, usedAt: now() });
      return taken ? ok(null) : fieldProblem('couponId', 'error.coupon.used');
    },

    /** The order was given up before payout: its coupon is the borrower's again (until it expires), the use kept as history. */
    async releaseCoupon(tx: Executor, orderId: string, reason: string): Promise<void> {
      const couponId = await releaseUse(tx, orderId, reason, now());
      if (couponId) deps.log.info({ couponId, orderId, reason }, 'coupon released');
    },

    /** The card-authorisation coupon (spec section 9), once per borrower, in the payment's transaction; Nigeria only. */
    async cardAuthorised(tx: Executor, userId: string): Promise<void> {
      if (!deps.config.cardCoupon) return;
      const coupon = await issue(tx, userId, deps.config.cardCoupon, 'card_authorisation');
      if (coupon) deps.log.info({ couponId: coupon.id, userId }, 'card-authorisation coupon given');
    },

    /** Staff (`POST /staff/coupons`): a goodwill coupon, with who gave it and why; an unknown borrower is NOT_FOUND. */
    async staffCoupon(input: StaffCoupon & { staffName: string }, context: AuditContext): Promise<Outcome<Coupon>> {
      if ((await deps.users.phoneOf(input.userId)) === null) return fail('NOT_FOUND');
      const grant = { amount: input.amount, minLoan: input.minLoan ?? 0, expiryDays: input.expiryDays ?? 30 };
      const coupon = await db.transaction(async (tx) => {
        const made = await issue(tx, input.userId, grant, 'staff', { name: input.staffName, reason: input.reason });
        if (made) await deps.audit.record(tx, { ...context, action: 'coupon.grant', object: { type: 'borrower', id: input.userId }, after: { couponId: made.id, ...grant }, reason: input.reason });
        return made;
      });
      return coupon ? ok(coupon) : fail('INTERNAL');
    },

    /** `/sandbox/rewards/coupon`. */
    async sandboxCoupon(userId: string, input: { amount: number; minLoan?: number | undefined; expiryDays?: number | undefined }): Promise<Outcome<Coupon>> {
      const coupon = await issue(db, userId, { amount: input.amount, minLoan: input.minLoan ?? 0, expiryDays: input.expiryDays ?? 30 }, 'sandbox');
      return coupon ? ok(coupon) : fail('INTERNAL');
    },

    /** `/lottery-draw/coupons`: newest first, one state when asked. */
    async listCoupons(userId: string, state?: CouponState) {
      const at = now();
      const all = (await couponsOf(db, userId)).map((row) => couponView(row, at));
      return { coupons: state ? all.filter((c) => c.state === state) : all };
    },

    /** `/lottery-draw/coupon/quantity`. */
    async usableCount(userId: string) {
      const at = now();
      return { usable: (await couponsOf(db, userId)).filter((row) => couponView(row, at).state === 'usable').length };
    },
  };
}
