import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
export { findLatestOrder, findOwnOrder } from '../../db/loan-order-queries.ts';
import { loanOrders, OPEN_ORDER_STATUSES } from '../../db/schema.ts';

export type OrderRow = typeof loanOrders.$inferSelect;

/** Serialises one borrower's order changes across instances until the end of the transaction. */
export async function lockBorrower(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`order:${userId}`}, 0))`);
}

/** The borrower's application under way, if any (at most one, by the partial unique index). */
export async function findOpenOrder(db: Executor, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.userId, userId), inArray(loanOrders.status, [...OPEN_ORDER_STATUSES])))
    .limit(1);
  return row;
}

export async function insertOrder(db: Executor, order: OrderRow): Promise<void> {
  await db.insert(loanOrders).values(order);
}

export async function setStatus(db: Executor, id: string, status: number, at: Date, submittedAt?: Date): Promise<void> {
  await db
    .update(loanOrders)
    .set(submittedAt ? { status, updatedAt: at, submittedAt } : { status, updatedAt: at })
    .where(eq(loanOrders.id, id));
}
