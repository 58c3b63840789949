import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { incomingPayments, repaymentAllocations } from '../../db/schema.ts';

/** `incoming_payments` and `repayment_allocations`, which the repayments module alone writes (ADR 023). */

/**
 * Records a payment once: false when the provider's reference was recorded before (a
 * duplicate, a replay, reconciliation finding it again), and then nothing else may happen.
 */
export async function insertPayment(tx: Executor, row: typeof incomingPayments.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(incomingPayments).values(row).onConflictDoNothing().returning({ id: incomingPayments.id });
  return inserted.length === 1;
}

export async function insertAllocations(tx: Executor, rows: (typeof repaymentAllocations.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(repaymentAllocations).values(rows);
}

/** What payments have paid of a loan, per phase and charge. */
export async function allocatedSums(db: Executor, orderId: string): Promise<{ phase: number; component: string; amount: number }[]> {
  const rows = await db
    .select({ phase: repaymentAllocations.phase, component: repaymentAllocations.component, amount: sql<string>`sum(${repaymentAllocations.amount})` })
    .from(repaymentAllocations)
    .where(eq(repaymentAllocations.orderId, orderId))
    .groupBy(repaymentAllocations.phase, repaymentAllocations.component);
  return rows.map((r) => ({ phase: r.phase, component: r.component, amount: Number(r.amount) }));
}

/** A loan's payments, oldest first, each with what of it paid the loan. */
export async function paymentsOfOrder(db: Executor, orderId: string): Promise<{ paidAt: Date; amount: number; applied: number; provider: string }[]> {
  const rows = await db
    .select({
      paidAt: incomingPayments.paidAt,
      amount: incomingPayments.amount,
      provider: incomingPayments.provider,
      applied: sql<string>`coalesce((select sum(a.amount) from repayment_allocations a where a.payment_id = ${incomingPayments.id}), 0)`,
    })
    .from(incomingPayments)
    .where(eq(incomingPayments.orderId, orderId))
    .orderBy(asc(incomingPayments.paidAt), asc(incomingPayments.id));
  return rows.map((r) => ({ paidAt: r.paidAt, amount: r.amount, provider: r.provider, applied: Number(r.applied) }));
}

/**
 * The borrower's money held for them: what they paid beyond their loans (an overpayment, a
 * payment with no loan open), as recorded here; the ledger's borrower_credit says the same.
 */
export async function creditOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({
      credit: sql<string>`coalesce(sum(${incomingPayments.amount}), 0) - coalesce((select sum(a.amount) from repayment_allocations a join incoming_payments p on p.id = a.payment_id where p.user_id = ${userId}), 0)`,
    })
    .from(incomingPayments)
    .where(and(eq(incomingPayments.userId, userId), inArray(incomingPayments.outcome, ['allocated', 'credit'])));
  return Number(row?.credit ?? 0);
}
