import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { OrderStatus, type LoanFigures } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { loanOffers, loanOrders, loanPhases } from '../../db/schema.ts';
import { findOwnOrder } from './order-repository.ts';

/** `loan_offers` and `loan_phases`: the approved offer, the figures accepted, and the schedule. */
export type OfferRow = typeof loanOffers.$inferSelect;
export type PhaseRow = typeof loanPhases.$inferSelect;

/** The figures of an offer the borrower accepted: stored with the acceptance, so their absence is a bug. */
export function acceptedFigures(offer: OfferRow): LoanFigures {
  if (!offer.figures) throw new Error(`loan offer ${offer.orderId}: accepted without its figures`);
  return offer.figures;
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

/** Every order of the borrower with its offer if any, newest first. */
export async function listOrders(db: Executor, userId: string) {
  return db
    .select({ order: loanOrders, offer: loanOffers })
    .from(loanOrders)
    .leftJoin(loanOffers, eq(loanOffers.orderId, loanOrders.id))
    .where(eq(loanOrders.userId, userId))
    .orderBy(desc(loanOrders.createdAt), desc(loanOrders.id));
}

/** Orders still at Confirm whose offer was not accepted by `before`, oldest deadline first. */
export async function findExpiredOffers(db: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ orderId: loanOffers.orderId })
    .from(loanOffers)
    .innerJoin(loanOrders, eq(loanOrders.id, loanOffers.orderId))
    .where(and(eq(loanOrders.status, OrderStatus.Confirm), isNull(loanOffers.acceptedAt), lt(loanOffers.confirmBy, before)))
    .orderBy(asc(loanOffers.confirmBy))
    .limit(limit);
  return rows.map((r) => r.orderId);
}

/** The schedule, phase by phase (empty before disbursement). */
export async function findPhases(db: Executor, orderId: string): Promise<PhaseRow[]> {
  return db.select().from(loanPhases).where(eq(loanPhases.orderId, orderId)).orderBy(asc(loanPhases.phase));
}

/** The schedules of several orders (due dates only). */
export async function findDueDatesOf(db: Executor, orderIds: readonly string[]): Promise<{ orderId: string; phase: number; dueDate: string }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: loanPhases.orderId, phase: loanPhases.phase, dueDate: loanPhases.dueDate })
    .from(loanPhases)
    .where(inArray(loanPhases.orderId, [...orderIds]));
}

/** Writes the schedule, replacing any earlier one (a reversed payout that is paid out again). */
export async function replacePhases(tx: Executor, orderId: string, phases: PhaseRow[]): Promise<void> {
  await tx.delete(loanPhases).where(eq(loanPhases.orderId, orderId));
  if (phases.length > 0) await tx.insert(loanPhases).values(phases);
}

/** The borrower's order and its offer; undefined for anyone else's order number. */
export async function findOwnOrderWithOffer(executor: Executor, userId: string, orderNo: string, forUpdate = false) {
  const order = await findOwnOrder(executor, userId, orderNo, forUpdate);
  if (!order) return undefined;
  return { order, offer: await findOffer(executor, order.id) };
}
