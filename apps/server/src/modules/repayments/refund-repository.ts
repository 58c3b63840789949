import type { RefundState } from '@lendline/domain';
import { and, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditRefunds } from '../../db/schema.ts';

/** The credit refunds' rail side (ADR 085): rows found by our reference, moved under a row lock. */
export type RefundRow = typeof creditRefunds.$inferSelect;

/** The refund our reference names, row-locked for the rest of the caller's transaction. */
export async function lockRefundByReference(tx: Executor, reference: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(creditRefunds).where(and(eq(creditRefunds.transferReference, reference), eq(creditRefunds.method, 'rail'))).for('update');
  return row;
}

export async function updateRefund(
  db: Executor,
  id: string,
  changes: { state: RefundState; updatedAt: Date; providerReference?: string | null; failureReason?: string | null },
): Promise<void> {
  await db.update(creditRefunds).set(changes).where(eq(creditRefunds.id, id));
}

/** Rail refunds waiting on the provider since before `olderThan`, for the reconcile sweep. */
export async function staleRefunds(db: Executor, olderThan: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(creditRefunds)
    .where(and(eq(creditRefunds.method, 'rail'), inArray(creditRefunds.state, ['sending', 'pending']), lt(creditRefunds.updatedAt, olderThan)))
    .orderBy(creditRefunds.updatedAt)
    .limit(limit);
}

/**
 * Rail refunds for staff's list of money held: every one still in flight, those that failed
 * since `failedSince` (their money is held again), and those that succeeded since
 * `sentSince` (so the maker sees theirs arrive); newest first.
 */
export async function railRefundsForStaff(db: Executor, window: { sentSince: Date; failedSince: Date }, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(creditRefunds)
    .where(and(
      eq(creditRefunds.method, 'rail'),
      or(
        inArray(creditRefunds.state, ['queued', 'sending', 'pending']),
        and(eq(creditRefunds.state, 'failed'), gt(creditRefunds.updatedAt, window.failedSince)),
        and(eq(creditRefunds.state, 'success'), gt(creditRefunds.updatedAt, window.sentSince)),
      ),
    ))
    .orderBy(desc(creditRefunds.createdAt))
    .limit(limit);
}
