import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loanWriteOffs } from '../../db/schema.ts';

/** `loan_write_offs` (ADR 079), which the repayments module alone writes. */

/** What was written off of a loan, per phase and charge (none for almost every loan). */
export async function writtenOffSums(db: Executor, orderId: string): Promise<{ phase: number; component: string; amount: number }[]> {
  const rows = await db
    .select({ phase: loanWriteOffs.phase, component: loanWriteOffs.component, amount: sql<string>`sum(${loanWriteOffs.amount})` })
    .from(loanWriteOffs)
    .where(eq(loanWriteOffs.orderId, orderId))
    .groupBy(loanWriteOffs.phase, loanWriteOffs.component);
  return rows.map((r) => ({ phase: r.phase, component: r.component, amount: Number(r.amount) }));
}

export async function insertWriteOffs(tx: Executor, rows: (typeof loanWriteOffs.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(loanWriteOffs).values(rows);
}

/** The write-off a four-eyes request made, if it ran: its loan and total. */
export async function writeOffByKey(db: Executor, requestKey: string): Promise<{ orderId: string; amount: number } | null> {
  const [row] = await db
    .select({ orderId: loanWriteOffs.orderId, amount: sql<string>`sum(${loanWriteOffs.amount})` })
    .from(loanWriteOffs)
    .where(eq(loanWriteOffs.requestKey, requestKey))
    .groupBy(loanWriteOffs.orderId);
  return row ? { orderId: row.orderId, amount: Number(row.amount) } : null;
}
