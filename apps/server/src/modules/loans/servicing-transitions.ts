import { OrderStatus, STATUS_GROUPS, type MarketId } from '@lendline/domain';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loanOrders, loanPhases } from '../../db/schema.ts';
import { lockAt } from './order-lock.ts';
import { setStatus } from './order-repository.ts';

/**
 * What the daily servicing run asks of the loans module (issue 11, ADR 036), set-based: a
 * batch of loans being repaid, locked, in id order; those with a phase past due moved to
 * Overdue in one statement; and a loan whose past-due phases a payment cleared moved back.
 * Every status write stays in this module, and each sets `updated_at` as `setStatus` does.
 */
export function createServicingTransitions() {
  return {
    /**
     * The next `limit` loans of `market` being repaid (2 or 3) after `afterId` in id order,
     * and of them those with a phase due before `dueBefore`, locked until the caller's
     * transaction ends: a payment on one of them waits for the batch, and the batch then reads
     * what the payment committed. Loans with nothing due yet are only counted: locking a
     * million rows a night to change none of them would be most of the run's cost.
     */
    async lockServicingBatch(tx: Executor, market: MarketId, afterId: string | null, limit: number, dueBefore: string): Promise<{ count: number; lastId: string | null; dueIds: string[] }> {
      const batch = await tx
        .select({ id: loanOrders.id })
        .from(loanOrders)
        .where(and(eq(loanOrders.market, market), inArray(loanOrders.status, [...STATUS_GROUPS.repayable]), afterId === null ? undefined : gt(loanOrders.id, afterId)))
        .orderBy(asc(loanOrders.id))
        .limit(limit);
      const lastId = batch.at(-1)?.id ?? null;
      if (lastId === null) return { count: 0, lastId, dueIds: [] };
      const due = await tx
        .select({ id: loanOrders.id })
        .from(loanOrders)
        .where(and(
          // The batch's ids as one array, so the plan is one index probe per loan whatever the table's size.
          sql`${loanOrders.id} = ANY(ARRAY(SELECT json_array_elements_text(${JSON.stringify(batch.map((r) => r.id))}::json)))`,
          inArray(loanOrders.status, [...STATUS_GROUPS.repayable]),
          sql`EXISTS (SELECT 1 FROM ${loanPhases} p WHERE p.order_id = ${loanOrders.id} AND p.due_date < ${dueBefore}::date)`,
        ))
        .orderBy(asc(loanOrders.id))
        .for('update');
      return { count: batch.length, lastId, dueIds: due.map((r) => r.id) };
    },

    /**
     * 2 → 3 for every listed loan still at 2 (one statement); returns how many moved. Loans at 3
     * already are left as they are. The first time a loan goes overdue is kept for the ladder (ADR 019).
     */
    async markOverdue(tx: Executor, orderIds: readonly string[], at: Date): Promise<number> {
      if (orderIds.length === 0) return 0;
      const moved = await tx
        .update(loanOrders)
        .set({ status: OrderStatus.Overdue, updatedAt: at, firstOverdueAt: sql`coalesce(${loanOrders.firstOverdueAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(loanOrders.status, OrderStatus.Repaying), sql`${loanOrders.id} = ANY(ARRAY(SELECT json_array_elements_text(${JSON.stringify(orderIds)}::json)))`))
        .returning({ id: loanOrders.id });
      return moved.length;
    },

    /** 3 → 2: a payment cleared everything past due (in the payment's transaction). A repeat, or a loan at 2, changes nothing. */
    async markRepaying(tx: Executor, orderId: string, at: Date): Promise<void> {
      const { done } = await lockAt(tx, orderId, 'markRepaying', [OrderStatus.Overdue], [OrderStatus.Repaying]);
      if (!done) await setStatus(tx, orderId, OrderStatus.Repaying, at);
    },
  };
}
