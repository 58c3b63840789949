import type { Currency } from '@lendline/domain';
import { and, asc, desc, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditRefunds, incomingPayments, repaymentAllocations, repaymentSettlements } from '../../db/schema.ts';
import type { Place } from '../../shared/page-cursor.ts';
import { heldAfterRefunds } from './repayment-fns.ts';

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
    // Phase 0 holds rollover fees (ADR 037): paid beside the schedule, never part of it.
    .where(and(eq(repaymentAllocations.orderId, orderId), gt(repaymentAllocations.phase, 0)))
    .groupBy(repaymentAllocations.phase, repaymentAllocations.component);
  return rows.map((r) => ({ phase: r.phase, component: r.component, amount: Number(r.amount) }));
}

/** What early payoffs settled without money, per phase and component (ADR 013). */
export async function settledSums(db: Executor, orderId: string): Promise<{ phase: number; component: string; amount: number }[]> {
  const rows = await db
    .select({ phase: repaymentSettlements.phase, component: repaymentSettlements.component, amount: sql<string>`sum(${repaymentSettlements.amount})` })
    .from(repaymentSettlements)
    .where(eq(repaymentSettlements.orderId, orderId))
    .groupBy(repaymentSettlements.phase, repaymentSettlements.component);
  return rows.map((r) => ({ phase: r.phase, component: r.component, amount: Number(r.amount) }));
}

export async function insertSettlements(tx: Executor, rows: (typeof repaymentSettlements.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(repaymentSettlements).values(rows);
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
 * When each phase of these loans was last paid into (the provider's paid-at): for a phase
 * paid in full, the payment that completed it, which says whether it was paid by its due date.
 */
export async function lastPaidAtByPhase(db: Executor, orderIds: readonly string[]): Promise<{ orderId: string; phase: number; paidAt: Date }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: repaymentAllocations.orderId,
      phase: repaymentAllocations.phase,
      paidAt: sql<Date>`max(${incomingPayments.paidAt})`.mapWith(incomingPayments.paidAt),
    })
    .from(repaymentAllocations)
    .innerJoin(incomingPayments, eq(incomingPayments.id, repaymentAllocations.paymentId))
    .where(inArray(repaymentAllocations.orderId, [...orderIds]))
    .groupBy(repaymentAllocations.orderId, repaymentAllocations.phase);
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
  // A failed refund gave nothing back: its money is held again (ADR 085).
  const [refunds] = await db.select({ total: sql<string>`coalesce(sum(${creditRefunds.amount}), 0)` }).from(creditRefunds).where(and(eq(creditRefunds.userId, userId), ne(creditRefunds.state, 'failed')));
  return Number(row?.credit ?? 0) - Number(refunds?.total ?? 0);
}

/** The payment recorded for a checkout or cash reference, if one was. */
export async function paymentOfTarget(db: Executor, provider: string, reference: string): Promise<{ amount: number } | undefined> {
  const [row] = await db
    .select({ amount: incomingPayments.amount })
    .from(incomingPayments)
    .where(and(eq(incomingPayments.provider, provider), eq(incomingPayments.targetKind, 'reference'), eq(incomingPayments.target, reference)))
    .limit(1);
  return row;
}

/**
 * The borrower's payments in `currency` that still hold money of theirs (what paid no loan),
 * oldest first, each with that remainder; staff refunds have taken from the oldest first.
 */
export async function paymentsWithCredit(db: Executor, userId: string, currency: Currency): Promise<{ id: string; remainder: number }[]> {
  const rows = await db
    .select({
      id: incomingPayments.id,
      remainder: sql<string>`${incomingPayments.amount} - coalesce((select sum(a.amount) from repayment_allocations a where a.payment_id = ${incomingPayments.id}), 0)`,
    })
    .from(incomingPayments)
    .where(and(eq(incomingPayments.userId, userId), eq(incomingPayments.currency, currency), inArray(incomingPayments.outcome, ['allocated', 'credit'])))
    .orderBy(asc(incomingPayments.paidAt), asc(incomingPayments.id));
  const refunded = (await refundedTotals(db, [userId])).get(`${userId}:${currency}`) ?? 0;
  return heldAfterRefunds(rows.map((row) => ({ id: row.id, remainder: Number(row.remainder) })), refunded);
}

/** What was refunded (or is on its way back) to each of these borrowers, by `<userId>:<currency>`; a failed refund is not. */
export async function refundedTotals(db: Executor, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: creditRefunds.userId, currency: creditRefunds.currency, total: sql<string>`sum(${creditRefunds.amount})` })
    .from(creditRefunds)
    .where(and(inArray(creditRefunds.userId, [...userIds]), ne(creditRefunds.state, 'failed')))
    .groupBy(creditRefunds.userId, creditRefunds.currency);
  return new Map(rows.map((row) => [`${row.userId}:${row.currency}`, Number(row.total)]));
}

export async function insertRefund(db: Executor, row: typeof creditRefunds.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(creditRefunds).values(row).onConflictDoNothing().returning({ id: creditRefunds.id });
  return inserted.length === 1;
}

export async function refundById(db: Executor, id: string) {
  const [row] = await db.select().from(creditRefunds).where(eq(creditRefunds.id, id));
  return row;
}

const unappliedOf = sql<string>`${incomingPayments.amount} - coalesce((select sum(a.amount) from repayment_allocations a where a.payment_id = ${incomingPayments.id}), 0)`;
const HELD_FIELDS = {
  id: incomingPayments.id, provider: incomingPayments.provider, providerReference: incomingPayments.providerReference,
  amount: incomingPayments.amount, currency: incomingPayments.currency, paidAt: incomingPayments.paidAt,
  outcome: incomingPayments.outcome, reason: incomingPayments.reason, userId: incomingPayments.userId, unapplied: unappliedOf,
};
// A payment matched to a loan by staff (outcome 'matched', ADR 079) is held no more: the money went in again as the match's own payment.
const isCredit = sql`${incomingPayments.outcome} in ('allocated', 'credit') and ${incomingPayments.amount} > coalesce((select sum(a.amount) from repayment_allocations a where a.payment_id = ${incomingPayments.id}), 0)`;
const isHeld = sql`(${incomingPayments.outcome} = 'suspense' or (${isCredit}))`;

/** Money held for staff: payments in suspense, and borrowers' credit, newest first (as received), after `after`. */
export async function heldPayments(db: Executor, limit: number, after?: Place) {
  const older = after ? or(lt(incomingPayments.receivedAt, after.at), and(eq(incomingPayments.receivedAt, after.at), lt(incomingPayments.id, after.id))) : undefined;
  return db
    .select({ ...HELD_FIELDS, receivedAt: incomingPayments.receivedAt })
    .from(incomingPayments)
    .where(and(isHeld, older))
    .orderBy(desc(incomingPayments.receivedAt), desc(incomingPayments.id))
    .limit(limit);
}

/** Every payment still holding credit of these borrowers (a refund is taken from their oldest first). */
export async function heldCreditOf(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.select(HELD_FIELDS).from(incomingPayments).where(and(isCredit, inArray(incomingPayments.userId, [...userIds])));
}

/** A payment's amount and the loan it was allocated to (null: none), by its id. */
export async function paymentAmountOf(db: Executor, id: string): Promise<{ amount: number; orderId: string | null } | null> {
  const [row] = await db.select({ amount: incomingPayments.amount, orderId: incomingPayments.orderId }).from(incomingPayments).where(eq(incomingPayments.id, id)).limit(1);
  return row ?? null;
}

/** A recorded payment, locked until the caller's transaction ends (a staff match of suspense money, ADR 079). */
export async function lockPayment(tx: Executor, id: string) {
  const [row] = await tx.select().from(incomingPayments).where(eq(incomingPayments.id, id)).for('update');
  return row ?? null;
}

export async function findPayment(db: Executor, id: string) {
  const [row] = await db.select().from(incomingPayments).where(eq(incomingPayments.id, id)).limit(1);
  return row ?? null;
}

/** The payment a provider's reference recorded, if any. */
export async function paymentByReference(db: Executor, provider: string, providerReference: string) {
  const [row] = await db.select().from(incomingPayments).where(and(eq(incomingPayments.provider, provider), eq(incomingPayments.providerReference, providerReference))).limit(1);
  return row ?? null;
}

/** Suspense money paid into a loan by staff: held no more (its money went in again as the match's payment). */
export async function markMatched(tx: Executor, id: string): Promise<void> {
  await tx.update(incomingPayments).set({ outcome: 'matched' }).where(and(eq(incomingPayments.id, id), eq(incomingPayments.outcome, 'suspense')));
}
