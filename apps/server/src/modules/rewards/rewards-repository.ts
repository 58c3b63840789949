import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MarketId } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { couponUses, coupons, rewardDraws } from '../../db/schema.ts';

/** `coupons`, `coupon_uses` and `reward_draws` (ADR 045), written by the rewards module alone. */
export type CouponRow = typeof coupons.$inferSelect;
export type DrawRow = typeof rewardDraws.$inferSelect;
/** A coupon with the loan it is used on now, if any. */
export type CouponWithUse = CouponRow & { usedOrderNo: string | null; usedAt: Date | null };

const withUse = {
  coupon: coupons,
  usedOrderNo: couponUses.orderNo,
  usedAt: couponUses.usedAt,
};
const liveUse = and(eq(couponUses.couponId, coupons.id), isNull(couponUses.releasedAt));
const flatten = (row: { coupon: CouponRow; usedOrderNo: string | null; usedAt: Date | null }): CouponWithUse => ({ ...row.coupon, usedOrderNo: row.usedOrderNo, usedAt: row.usedAt });

/** False when the coupon was not written: a card-authorisation coupon the borrower already has. */
export async function insertCoupon(db: Executor, row: typeof coupons.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(coupons).values(row).onConflictDoNothing().returning({ id: coupons.id });
  return inserted.length > 0;
}

/** The borrower's coupons, newest first, each with its live use. */
export async function couponsOf(db: Executor, userId: string): Promise<CouponWithUse[]> {
  const rows = await db.select(withUse).from(coupons).leftJoin(couponUses, liveUse).where(eq(coupons.userId, userId)).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(flatten);
}

/**
 * One coupon of the borrower's with its live use; with `lock`, the coupon row stays locked to
 * the end of the transaction, so two confirmations naming it run one after the other.
 */
export async function ownCoupon(db: Executor, userId: string, couponId: string, lock = false): Promise<CouponWithUse | undefined> {
  if (lock) await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
  const [row] = await db.select(withUse).from(coupons).leftJoin(couponUses, liveUse).where(and(eq(coupons.id, couponId), eq(coupons.userId, userId)));
  return row ? flatten(row) : undefined;
}

/** False when another loan holds the coupon (or this loan holds another): the partial unique indexes decide. */
export async function insertUse(tx: Executor, row: typeof couponUses.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(couponUses).values(row).onConflictDoNothing().returning({ id: couponUses.id });
  return inserted.length > 0;
}

/** Ends the order's live use, kept as history with why; the coupon's id when there was one. */
export async function releaseUse(tx: Executor, orderId: string, reason: string, at: Date): Promise<string | null> {
  const [row] = await tx
    .update(couponUses)
    .set({ releasedAt: at, releaseReason: reason })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)))
    .returning({ couponId: couponUses.couponId });
  return row?.couponId ?? null;
}

/** Serialises the draws of one market's period across instances until the end of the transaction. */
export async function lockBudget(tx: Executor, market: string, period: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reward-budget:${market}:${period}`}, 0))`);
}

/** What the period's draws have given in prizes so far, minor units. */
export async function spentIn(db: Executor, market: MarketId, period: string): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(${rewardDraws.prizeAmount}), 0)` })
    .from(rewardDraws)
    .where(and(eq(rewardDraws.market, market), eq(rewardDraws.period, period)));
  return Number(row?.spent ?? 0);
}

export async function drawOf(db: Executor, orderId: string): Promise<{ draw: DrawRow; coupon: CouponWithUse | null } | undefined> {
  const [draw] = await db.select().from(rewardDraws).where(eq(rewardDraws.orderId, orderId));
  if (!draw) return undefined;
  if (!draw.couponId) return { draw, coupon: null };
  const [coupon] = await db.select(withUse).from(coupons).leftJoin(couponUses, liveUse).where(eq(coupons.id, draw.couponId));
  return { draw, coupon: coupon ? flatten(coupon) : null };
}

/** False when the order has drawn already (the unique index: one draw per loan). */
export async function insertDraw(tx: Executor, row: typeof rewardDraws.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(rewardDraws).values(row).onConflictDoNothing({ target: rewardDraws.orderId }).returning({ id: rewardDraws.id });
  return inserted.length > 0;
}
