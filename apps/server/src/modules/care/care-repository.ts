import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountDeletionRequests, complaints } from '../../db/schema.ts';
import type { Place } from '../../shared/page-cursor.ts';
import type { ComplaintRow } from './complaint-fns.ts';

/** `complaints` and `account_deletion_requests` (ADR 044), written by the care module alone. */

/** False when the reference is taken (the caller draws another). */
export async function insertComplaint(db: Executor, row: typeof complaints.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(complaints).values(row).onConflictDoNothing({ target: complaints.reference }).returning({ id: complaints.id });
  return inserted.length > 0;
}

export async function complaintsOf(db: Executor, userId: string): Promise<ComplaintRow[]> {
  return db.select().from(complaints).where(eq(complaints.userId, userId)).orderBy(desc(complaints.createdAt), desc(complaints.reference));
}

/** Staff's queue: complaints not yet answered, oldest first, after `after` (the last row of the page before). */
export async function receivedComplaints(db: Executor, limit: number, after?: Place): Promise<ComplaintRow[]> {
  const later = after ? or(gt(complaints.createdAt, after.at), and(eq(complaints.createdAt, after.at), gt(complaints.id, after.id))) : undefined;
  return db.select().from(complaints).where(and(eq(complaints.state, 'received'), later)).orderBy(asc(complaints.createdAt), asc(complaints.id)).limit(limit);
}

/** Staff's answered list: answered or closed, the latest answer first, after `after`. */
export async function answeredComplaints(db: Executor, limit: number, after?: Place): Promise<ComplaintRow[]> {
  const earlier = after ? or(lt(complaints.answeredAt, after.at), and(eq(complaints.answeredAt, after.at), lt(complaints.id, after.id))) : undefined;
  return db.select().from(complaints).where(and(inArray(complaints.state, ['answered', 'closed']), earlier)).orderBy(desc(complaints.answeredAt), desc(complaints.id)).limit(limit);
}

/** The queue's counts, all of them (not only the page): open, open and past the promised date, answered. */
export async function complaintCounts(db: Executor, at: Date): Promise<{ open: number; late: number; answered: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${complaints.state} = 'received')::int`,
      late: sql<number>`count(*) filter (where ${complaints.state} = 'received' and ${complaints.answerBy} < ${at})::int`,
      answered: sql<number>`count(*) filter (where ${complaints.state} <> 'received')::int`,
    })
    .from(complaints);
  return { open: Number(row?.open ?? 0), late: Number(row?.late ?? 0), answered: Number(row?.answered ?? 0) };
}

/** Under the row lock: two answers to one complaint run one after the other, and the second sees the first. */
export async function lockComplaint(tx: Executor, reference: string): Promise<ComplaintRow | undefined> {
  const [row] = await tx.select().from(complaints).where(eq(complaints.reference, reference)).for('update');
  return row;
}

export async function markAnswered(
  tx: Executor,
  id: string,
  answer: { state: 'answered' | 'closed'; answer: string; answeredBy: string; answeredAt: Date },
): Promise<void> {
  await tx.update(complaints).set(answer).where(and(eq(complaints.id, id), eq(complaints.state, 'received')));
}

export async function insertDeletionRequest(db: Executor, row: typeof accountDeletionRequests.$inferInsert): Promise<void> {
  await db.insert(accountDeletionRequests).values(row);
}

export type DeletionRequestRow = typeof accountDeletionRequests.$inferSelect;

/** Staff's data-requests queue (ADR 081): newest first, one borrower's or everyone's. */
export async function deletionRequests(db: Executor, limit: number, userId?: string): Promise<DeletionRequestRow[]> {
  return db
    .select()
    .from(accountDeletionRequests)
    .where(userId === undefined ? undefined : eq(accountDeletionRequests.userId, userId))
    .orderBy(desc(accountDeletionRequests.createdAt), desc(accountDeletionRequests.id))
    .limit(limit);
}

/** The queue's counts, all of them (not only the page). */
export async function deletionRequestCounts(db: Executor): Promise<{ done: number; refused: number }> {
  const rows = await db
    .select({ outcome: accountDeletionRequests.outcome, count: sql<number>`count(*)` })
    .from(accountDeletionRequests)
    .groupBy(accountDeletionRequests.outcome);
  const of = (outcome: string) => Number(rows.find((row) => row.outcome === outcome)?.count ?? 0);
  return { done: of('done'), refused: of('refused') };
}
