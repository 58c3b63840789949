import { and, desc, eq, gt, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { LIVE_ATTEMPT_STATES, payoutAttempts } from '../../db/schema.ts';
import type { AttemptState } from './payments-fns.ts';

export type AttemptRow = typeof payoutAttempts.$inferSelect;

const LIVE = sql.raw(`state IN (${LIVE_ATTEMPT_STATES.map((s) => `'${s}'`).join(', ')})`);

/**
 * Inserts unless a concurrent request got there first; true when inserted. No conflict target:
 * two racing requests compute the same attempt number, so the loser may hit the reference or
 * (order, attempt) index before the one-live-attempt index, and PostgreSQL raises on any
 * unique index that is not the arbiter. Every one of them means "this attempt exists".
 */
export async function insertAttempt(db: Executor, row: AttemptRow): Promise<boolean> {
  const inserted = await db
    .insert(payoutAttempts)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: payoutAttempts.id });
  return inserted.length === 1;
}

export async function findLiveAttempt(db: Executor, orderId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(payoutAttempts).where(and(eq(payoutAttempts.orderId, orderId), LIVE)).limit(1);
  return row;
}

export async function lastAttemptNo(db: Executor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${payoutAttempts.attemptNo}), 0)::int` })
    .from(payoutAttempts)
    .where(eq(payoutAttempts.orderId, orderId));
  return Number(row?.n ?? 0);
}

/** The attempt, row-locked for the rest of the caller's transaction. */
export async function lockByReference(tx: Executor, reference: string): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(payoutAttempts).where(eq(payoutAttempts.reference, reference)).for('update');
  return row;
}

/** The borrower's latest attempt for an order, row-locked: re-applies for one order queue here. */
export async function lockLatestOfOrder(tx: Executor, userId: string, orderNo: string): Promise<AttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(payoutAttempts)
    .where(and(eq(payoutAttempts.userId, userId), eq(payoutAttempts.orderNo, orderNo)))
    .orderBy(desc(payoutAttempts.attemptNo))
    .limit(1)
    .for('update');
  return row;
}

export async function updateAttempt(
  db: Executor,
  id: string,
  changes: { state: AttemptState; updatedAt: Date; providerReference?: string | null; failureReason?: string | null },
): Promise<void> {
  await db.update(payoutAttempts).set(changes).where(eq(payoutAttempts.id, id));
}

/** Attempts waiting on the provider since before `olderThan`, for the reconcile sweep. */
export async function findStale(db: Executor, olderThan: Date, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(payoutAttempts)
    .where(and(inArray(payoutAttempts.state, ['sending', 'pending']), lt(payoutAttempts.updatedAt, olderThan)))
    .orderBy(payoutAttempts.updatedAt)
    .limit(limit);
}

export async function attemptsOfOrder(db: Executor, orderId: string): Promise<AttemptRow[]> {
  return db.select().from(payoutAttempts).where(eq(payoutAttempts.orderId, orderId)).orderBy(payoutAttempts.attemptNo);
}

/**
 * Staff's desk (ADR 080): each order's latest attempt when it failed (or came back), or when it
 * has waited on the provider since before `stuckBefore`; oldest first.
 */
export async function latestNeedingStaff(db: Executor, stuckBefore: Date, limit: number): Promise<AttemptRow[]> {
  const later = alias(payoutAttempts, 'later');
  return db
    .select()
    .from(payoutAttempts)
    .where(and(
      or(inArray(payoutAttempts.state, ['failed', 'reversed']), and(inArray(payoutAttempts.state, ['queued', 'sending', 'pending']), lt(payoutAttempts.updatedAt, stuckBefore))),
      notExists(db.select({ one: sql`1` }).from(later).where(and(eq(later.orderId, payoutAttempts.orderId), gt(later.attemptNo, payoutAttempts.attemptNo)))),
    ))
    .orderBy(payoutAttempts.updatedAt)
    .limit(limit);
}

/** An order's latest attempt by its number, row-locked: staff actions on one order queue here. */
export async function lockLatestByOrderNo(tx: Executor, orderNo: string): Promise<AttemptRow | undefined> {
  const [row] = await tx.select().from(payoutAttempts).where(eq(payoutAttempts.orderNo, orderNo)).orderBy(desc(payoutAttempts.attemptNo)).limit(1).for('update');
  return row;
}

/** The attempt a staff action (a four-eyes request's key) asked for, if it did. */
export async function findByRequestKey(db: Executor, requestKey: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(payoutAttempts).where(eq(payoutAttempts.requestKey, requestKey)).limit(1);
  return row;
}

export async function markAccountAsked(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(payoutAttempts).set({ accountAskedAt: at }).where(eq(payoutAttempts.id, id));
}
