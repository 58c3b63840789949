import type { CancelReason } from '@lendline/domain';
import { and, asc, count, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { findOwnOrder } from '../../db/loan-order-queries.ts';
export { findLatestOrder, findOwnOrder } from '../../db/loan-order-queries.ts';
import { applicantProfiles, loanOffers, loanOrders, loanPhases } from '../../db/schema.ts';
import { DRAFT_STATUSES } from './loan-fns.ts';

export type OrderRow = typeof loanOrders.$inferSelect;
export type OfferRow = typeof loanOffers.$inferSelect;
export type PhaseRow = typeof loanPhases.$inferSelect;

/** The order row, locked until the end of the transaction: every status change takes this lock first. */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(loanOrders).where(eq(loanOrders.id, orderId)).limit(1).for('update');
  return row;
}

export async function setStatus(tx: Executor, orderId: string, status: number, at: Date, productId?: string): Promise<void> {
  await tx
    .update(loanOrders)
    .set(productId === undefined ? { status, updatedAt: at } : { status, updatedAt: at, productId })
    .where(eq(loanOrders.id, orderId));
}

/** → Cancel (8), saying why. */
export async function cancelOrder(tx: Executor, orderId: string, reason: CancelReason, at: Date): Promise<void> {
  await tx.update(loanOrders).set({ status: 8, cancelReason: reason, updatedAt: at }).where(eq(loanOrders.id, orderId));
}

/**
 * Drafts nobody has touched since `before`: neither the order (its steps) nor the borrower's
 * saved answers changed. Oldest first.
 */
export async function findIdleDrafts(db: Executor, before: Date, limit: number): Promise<{ orderId: string; userId: string }[]> {
  return db
    .select({ orderId: loanOrders.id, userId: loanOrders.userId })
    .from(loanOrders)
    .leftJoin(applicantProfiles, eq(applicantProfiles.userId, loanOrders.userId))
    .where(
      and(
        inArray(loanOrders.status, [...DRAFT_STATUSES]),
        lt(loanOrders.updatedAt, before),
        or(isNull(applicantProfiles.updatedAt), lt(applicantProfiles.updatedAt, before)),
      ),
    )
    .orderBy(asc(loanOrders.updatedAt))
    .limit(limit);
}

export async function insertOffer(tx: Executor, offer: typeof loanOffers.$inferInsert): Promise<void> {
  await tx.insert(loanOffers).values(offer);
}

export async function findOffer(db: Executor, orderId: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(loanOffers).where(eq(loanOffers.orderId, orderId)).limit(1);
  return row;
}

export async function updateOffer(tx: Executor, orderId: string, patch: Partial<typeof loanOffers.$inferInsert>): Promise<void> {
  await tx.update(loanOffers).set(patch).where(eq(loanOffers.orderId, orderId));
}

/** The borrower's most recent approval. */
export async function latestOffer(db: Executor, userId: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOffers)
    .where(eq(loanOffers.userId, userId))
    .orderBy(desc(loanOffers.approvedAt), desc(loanOffers.orderId))
    .limit(1);
  return row;
}

export async function countOrdersAt(db: Executor, userId: string, status: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), eq(loanOrders.status, status)));
  return row?.n ?? 0;
}

/** Every order of the borrower with its offer if any, newest first. */
export async function listOrders(db: Executor, userId: string) {
  return db
    .select({ order: loanOrders, offer: loanOffers })
    .from(loanOrders)
    .leftJoin(loanOffers, eq(loanOffers.orderId, loanOrders.id))
    .where(eq(loanOrders.userId, userId))
    .orderBy(desc(loanOrders.createdAt), desc(loanOrders.id));
}

/** Orders still at 14 whose offer was not accepted by `before`, oldest deadline first. */
export async function findExpiredOffers(db: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: loanOffers.orderId })
    .from(loanOffers)
    .innerJoin(loanOrders, eq(loanOrders.id, loanOffers.orderId))
    .where(and(eq(loanOrders.status, 14), isNull(loanOffers.acceptedAt), lt(loanOffers.confirmBy, before)))
    .orderBy(asc(loanOffers.confirmBy))
    .limit(limit);
  return rows.map((r) => r.orderId);
}

/** Writes the schedule, replacing any earlier one (a reversed payout that is paid out again). */
export async function replacePhases(tx: Executor, orderId: string, phases: PhaseRow[]): Promise<void> {
  await tx.delete(loanPhases).where(eq(loanPhases.orderId, orderId));
  if (phases.length > 0) await tx.insert(loanPhases).values(phases);
}

export async function findPhases(db: Executor, orderId: string): Promise<PhaseRow[]> {
  return db.select().from(loanPhases).where(eq(loanPhases.orderId, orderId)).orderBy(asc(loanPhases.phase));
}


/** The borrower's order and its offer; undefined for anyone else's order number. */
export async function findOwnOrderWithOffer(executor: Executor, userId: string, orderNo: string, forUpdate = false) {
  const order = await findOwnOrder(executor, userId, orderNo, forUpdate);
  if (!order) return undefined;
  return { order, offer: await findOffer(executor, order.id) };
}
