import { STATUS_GROUPS, type CancelReason, type OrderStatusCode } from '@lendline/domain';
import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loanOrders } from '../../db/schema.ts';

/**
 * `loan_orders`, which the loans module alone writes (ADR 023): other modules read and move
 * orders through the loans service. Every status change first takes the row lock (lockOrder)
 * or, for a borrower's drafts, the borrower's lock (lockBorrower).
 */
export type OrderRow = typeof loanOrders.$inferSelect;
export type OrderInsert = typeof loanOrders.$inferInsert;

/** Serialises one borrower's order changes across instances until the end of the transaction. */
export async function lockBorrower(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`order:${userId}`}, 0))`);
}

/** The order row, locked until the end of the transaction: every status change takes this lock first. */
export async function lockOrder(tx: Executor, orderId: string): Promise<OrderRow | undefined> {
  return findById(tx, orderId, true);
}

export async function findById(db: Executor, orderId: string, forUpdate = false): Promise<OrderRow | undefined> {
  const query = db.select().from(loanOrders).where(eq(loanOrders.id, orderId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findByNo(db: Executor, orderNo: string, forUpdate = false): Promise<OrderRow | undefined> {
  const query = db.select().from(loanOrders).where(eq(loanOrders.orderNo, orderNo)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** An order by its number, only if it is this borrower's: anyone else's looks like no order at all. */
export async function findOwnOrder(db: Executor, userId: string, orderNo: string, forUpdate = false): Promise<OrderRow | undefined> {
  // Both conditions in the query, so a guessed number never locks another borrower's row.
  const query = db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.orderNo, orderNo), eq(loanOrders.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The borrower's newest order (ties broken by id, so the answer is stable). */
export async function findLatestOrder(db: Executor, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId))
    .orderBy(desc(loanOrders.createdAt), desc(loanOrders.id))
    .limit(1);
  return row;
}

/** The borrower's open order, if any (at most one, by the partial unique index). */
export async function findOpenOrder(db: Executor, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), inArray(loanOrders.status, [...STATUS_GROUPS.open])))
    .limit(1);
  return row;
}

/** The borrower's order most recently moved to `status` (e.g. the last loan repaid), if any. */
export async function findLastOrderAt(db: Executor, userId: string, status: OrderStatusCode): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), eq(loanOrders.status, status)))
    .orderBy(desc(loanOrders.updatedAt), desc(loanOrders.id))
    .limit(1);
  return row;
}

/** The borrower's order in one of `statuses` (a loan being repaid: at most one, as it is open). */
export async function findRepayableOrder(db: Executor, userId: string, statuses: readonly OrderStatusCode[]): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), inArray(loanOrders.status, [...statuses])))
    .limit(1);
  return row;
}

export async function findByIds(db: Executor, orderIds: readonly string[]): Promise<OrderRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(loanOrders).where(inArray(loanOrders.id, [...orderIds]));
}

export async function insertOrder(db: Executor, order: OrderInsert): Promise<void> {
  await db.insert(loanOrders).values(order);
}

/** Moves an order; `updatedAt` always moves, so a draft step saved without a status change still counts as activity. */
export async function setStatus(
  tx: Executor,
  orderId: string,
  status: OrderStatusCode,
  at: Date,
  extra: { submittedAt?: Date; productId?: string; cancelReason?: CancelReason } = {},
): Promise<void> {
  await tx.update(loanOrders).set({ status, updatedAt: at, ...extra }).where(eq(loanOrders.id, orderId));
}

/**
 * The status change and its check in one statement: the update takes the row lock and moves
 * the order only if it is in one of `from`. False when it is not (or is missing).
 */
export async function setStatusFrom(
  tx: Executor,
  orderId: string,
  from: readonly OrderStatusCode[],
  status: OrderStatusCode,
  at: Date,
  extra: { submittedAt?: Date } = {},
): Promise<boolean> {
  const moved = await tx
    .update(loanOrders)
    .set({ status, updatedAt: at, ...extra })
    .where(and(eq(loanOrders.id, orderId), inArray(loanOrders.status, [...from])))
    .returning({ id: loanOrders.id });
  return moved.length > 0;
}

/** A draft's product and the borrower's choice, as chosen again before submit. */
export async function setChoice(tx: Executor, orderId: string, choice: Pick<OrderRow, 'productId' | 'requestedAmount' | 'requestedTenure'>): Promise<void> {
  await tx.update(loanOrders).set(choice).where(eq(loanOrders.id, orderId));
}

/** Drafts with no step saved since `before`, oldest first. */
export async function findIdleDrafts(db: Executor, before: Date, limit: number): Promise<{ orderId: string; userId: string }[]> {
  return db
    .select({ orderId: loanOrders.id, userId: loanOrders.userId })
    .from(loanOrders)
    .where(and(inArray(loanOrders.status, [...STATUS_GROUPS.draftSteps]), lt(loanOrders.updatedAt, before)))
    .orderBy(asc(loanOrders.updatedAt))
    .limit(limit);
}

export async function countOrdersAt(db: Executor, userId: string, status: OrderStatusCode): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), eq(loanOrders.status, status)));
  return row?.n ?? 0;
}

export type OrderRecordRow = Pick<OrderRow, 'id' | 'market' | 'firstOverdueAt' | 'firstRolloverAt'>;

/** The borrower's orders at `status`, oldest first, with the market each was priced in and what its servicing recorded. */
export async function findOrdersAt(db: Executor, userId: string, status: OrderStatusCode): Promise<OrderRecordRow[]> {
  return db
    .select({ id: loanOrders.id, market: loanOrders.market, firstOverdueAt: loanOrders.firstOverdueAt, firstRolloverAt: loanOrders.firstRolloverAt })
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), eq(loanOrders.status, status)))
    .orderBy(asc(loanOrders.createdAt), asc(loanOrders.id));
}
