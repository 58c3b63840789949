import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ApprovalState, FourEyesAction } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { approvalRequests } from '../../db/schema.ts';

/** `approval_requests` (ADR 076), written by the approvals module alone. */
export type ApprovalRow = typeof approvalRequests.$inferSelect;

/** False when a request for the same action and object is already pending (the partial unique index). */
export async function insertRequest(db: Executor, row: typeof approvalRequests.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(approvalRequests).values(row).onConflictDoNothing().returning({ id: approvalRequests.id });
  return inserted.length > 0;
}

export async function findRequest(db: Executor, id: string, forUpdate = false): Promise<ApprovalRow | undefined> {
  const query = db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Moves a request from one state to the next; undefined when it was no longer in `from`. */
export async function moveRequest(
  db: Executor,
  id: string,
  from: ApprovalState,
  change: Partial<Pick<ApprovalRow, 'state' | 'deciderId' | 'deciderName' | 'decisionReason' | 'decidedAt' | 'result' | 'finishedAt'>>,
): Promise<ApprovalRow | undefined> {
  const [row] = await db.update(approvalRequests).set(change)
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.state, from))).returning();
  return row;
}

/** Requests in these states for these actions: the oldest first when waiting (a queue), else the newest first. */
export async function requestsIn(db: Executor, states: readonly ApprovalState[], actions: readonly FourEyesAction[], limit: number): Promise<ApprovalRow[]> {
  if (actions.length === 0 || states.length === 0) return [];
  const order = states.every((state) => state === 'pending') ? asc(approvalRequests.createdAt) : desc(approvalRequests.createdAt);
  return db.select().from(approvalRequests)
    .where(and(inArray(approvalRequests.state, [...states]), inArray(approvalRequests.action, [...actions])))
    .orderBy(order).limit(limit);
}
