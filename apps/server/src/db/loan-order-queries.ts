import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { loanOrders } from './schema.ts';

/**
 * Reads of `loan_orders` that both modules writing it need: the application module (drafts
 * and submit) and the loans module (every status after submit). Shared here rather than
 * copied, so "another borrower's order looks like no order" is decided in one place.
 */
export type LoanOrderRow = typeof loanOrders.$inferSelect;

/** An order by its number, only if it is this borrower's: anyone else's looks like no order at all. */
export async function findOwnOrder(db: Executor, userId: string, orderNo: string, forUpdate = false): Promise<LoanOrderRow | undefined> {
  const query = db
    .select()
    .from(loanOrders)
    .where(and(eq(loanOrders.orderNo, orderNo), eq(loanOrders.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The borrower's newest order (ties broken by id, so the answer is stable). */
export async function findLatestOrder(db: Executor, userId: string): Promise<LoanOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(loanOrders)
    .where(eq(loanOrders.userId, userId))
    .orderBy(desc(loanOrders.createdAt), desc(loanOrders.id))
    .limit(1);
  return row;
}
