import { marketDate, OrderStatus } from '@lendline/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loanOffers, loanOrders, loanPhases } from '../../db/schema.ts';
import { lockAt } from './order-lock.ts';
import { setStatus } from './order-repository.ts';

/**
 * What a rollover asks of the loans module (issue 11, ADR 037), in the transaction of the
 * payment that paid its fee: the unpaid phases' new due dates, the loan's due date with them,
 * and an overdue loan back to Repaying (its new due date has not come). Every write to the
 * schedule and the status stays in this module.
 */
export function createExtensionTransitions() {
  return {
    /**
     * 2|3 → 2 with the given phases moved. Throws (rolling the payment back) for a loan not
     * being repaid: the caller checked under the same lock, so that is a bug.
     */
    async applyExtension(tx: Executor, orderId: string, moves: readonly { phase: number; dueDate: string }[], at: Date): Promise<void> {
      const { order } = await lockAt(tx, orderId, 'applyExtension', [OrderStatus.Repaying, OrderStatus.Overdue]);
      // A rollover paid after a due date it moves was paid by a loan already overdue, even when
      // the nightly run has not marked it yet: the ladder must not read it as on time (ADR 019).
      const before = await tx.select({ phase: loanPhases.phase, dueDate: loanPhases.dueDate }).from(loanPhases).where(eq(loanPhases.orderId, orderId));
      const today = marketDate(at, order.market);
      const late = before.some((p) => p.dueDate < today && moves.some((m) => m.phase === p.phase));
      await tx.update(loanOrders).set({
        firstRolloverAt: order.firstRolloverAt ?? at,
        firstOverdueAt: order.firstOverdueAt ?? (late || order.status === OrderStatus.Overdue ? at : null),
      }).where(eq(loanOrders.id, orderId));
      for (const move of moves) {
        await tx.update(loanPhases).set({ dueDate: move.dueDate }).where(and(eq(loanPhases.orderId, orderId), eq(loanPhases.phase, move.phase)));
      }
      // The loan's due date (records, agreement list) is its last phase's.
      const phases = await tx.select({ dueDate: loanPhases.dueDate }).from(loanPhases).where(eq(loanPhases.orderId, orderId));
      const dueDate = phases.reduce((latest, p) => (p.dueDate > latest ? p.dueDate : latest), '');
      if (dueDate) await tx.update(loanOffers).set({ dueDate }).where(eq(loanOffers.orderId, orderId));
      if (order.status === OrderStatus.Overdue) await setStatus(tx, orderId, OrderStatus.Repaying, at);
    },
  };
}
