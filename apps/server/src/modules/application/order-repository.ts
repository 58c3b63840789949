import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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

export async function findLatestOrder(db: Executor, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId))
    .orderBy(desc(loanOrders.createdAt), desc(loanOrders.id))
    .limit(1);
  return row;
}

/** An order by its number, only if it is this borrower's: anyone else's looks like no order at all. */
export async function findOwnOrder(db: Executor, userId: string, orderNo: string, forUpdate = false): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.orderNo, orderNo), eq(loanOrders.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
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
