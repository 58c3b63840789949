import { OrderStatus, type MarketId } from '@lendline/domain';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { reminderMessages } from '../../db/schema.ts';
import type { ReminderKind } from './reminder-texts.ts';

export type NewMessage = Omit<typeof reminderMessages.$inferInsert, 'state' | 'providerMessageId' | 'sentAt'>;

/**
 * Claims a message before it is sent: false when its dedupe key is taken (sent, being sent,
 * or refused for good by the vendor), and then it must not be sent.
 */
export async function claimMessage(db: Executor, row: NewMessage): Promise<boolean> {
  const inserted = await db.insert(reminderMessages).values({ ...row, state: 'sending' }).onConflictDoNothing().returning({ id: reminderMessages.id });
  return inserted.length > 0;
}

export async function markSent(db: Executor, id: string, providerMessageId: string, sentAt: Date): Promise<void> {
  await db.update(reminderMessages).set({ state: 'sent', providerMessageId, sentAt }).where(eq(reminderMessages.id, id));
}

export async function markRejected(db: Executor, id: string): Promise<void> {
  await db.update(reminderMessages).set({ state: 'rejected' }).where(eq(reminderMessages.id, id));
}

/** The vendor could not take it now: the claim goes, so a retry (the job's, or the next sweep) may send it. */
export async function releaseClaim(db: Executor, id: string): Promise<void> {
  await db.delete(reminderMessages).where(eq(reminderMessages.id, id));
}

export interface CandidateQuery {
  market: MarketId;
  /** Market calendar days: today, the due date "due soon" looks for, and the last day an overdue reminder still blocks another. */
  today: string;
  dueSoon: string;
  overdueBlockedAfter: string;
  /** Keyset: the batch starts after this user id. */
  after: string;
  limit: number;
}

export interface Candidate {
  orderId: string;
  orderNo: string;
  userId: string;
  /** Null: nothing to send this borrower today (already messaged, overdue reminder too recent, nothing due). */
  kind: ReminderKind | null;
}

/**
 * The next `limit` borrowers with a loan being repaid (by user id, one open loan each), each
 * with the reminder it is owed today, in one statement: phases from the loans module's view,
 * what is paid from the repayments module's, and this module's own record of what was sent.
 * An Overdue loan, or one with a phase past due and unpaid, is overdue: it gets the overdue
 * reminder on its cadence and nothing else. The LATERAL sum keeps the paid amounts to the
 * batch's loans instead of summing every allocation for each batch.
 */
export async function reminderCandidates(db: Db, q: CandidateQuery): Promise<Candidate[]> {
  const result = await db.execute(sql`
    WITH batch AS (
      SELECT DISTINCT order_id, order_no, user_id, status FROM repayable_loan_phases
      WHERE market = ${q.market} AND user_id > ${q.after}
      ORDER BY user_id LIMIT ${q.limit}
    ), owing AS (
      SELECT b.order_id, b.order_no, b.user_id, b.status, p.due_date, p.amount - COALESCE(x.paid, 0) AS owed
      FROM batch b
      JOIN repayable_loan_phases p ON p.order_id = b.order_id
      LEFT JOIN LATERAL (
        SELECT sum(paid) AS paid FROM repayment_phases_paid x WHERE x.order_id = p.order_id AND x.phase = p.phase
      ) x ON true
    ), flags AS (
      SELECT order_id, order_no, user_id,
        bool_or(status = ${OrderStatus.Overdue} OR (owed > 0 AND due_date < ${q.today}::date)) AS overdue,
        bool_or(owed > 0 AND due_date = ${q.today}::date) AS due_today,
        bool_or(owed > 0 AND due_date = ${q.dueSoon}::date) AS due_soon
      FROM owing GROUP BY order_id, order_no, user_id
    )
    SELECT f.order_id, f.order_no, f.user_id,
      CASE
        WHEN EXISTS (SELECT 1 FROM reminder_messages m WHERE m.user_id = f.user_id AND m.market_day = ${q.today}::date) THEN NULL
        WHEN f.overdue THEN CASE
          WHEN EXISTS (SELECT 1 FROM reminder_messages m WHERE m.order_id = f.order_id AND m.kind = 'overdue' AND m.market_day > ${q.overdueBlockedAfter}::date) THEN NULL
          ELSE 'overdue' END
        WHEN f.due_today THEN 'due_today'
        WHEN f.due_soon THEN 'due_in_3_days'
      END AS kind
    FROM flags f ORDER BY f.user_id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    orderId: String(row.order_id),
    orderNo: String(row.order_no),
    userId: String(row.user_id),
    kind: row.kind === null ? null : (String(row.kind) as ReminderKind),
  }));
}

/** The reminders and receipts sent to a borrower, newest first (staff's one view, ADR 081): kinds and states, no text is kept. */
export async function messagesTo(db: Executor, userId: string, limit: number, after?: { at: Date; id: string }) {
  // Newest first; the page after `after` (its instant, then its id for messages of the same instant).
  const older = after ? or(lt(reminderMessages.createdAt, after.at), and(eq(reminderMessages.createdAt, after.at), lt(reminderMessages.id, after.id))) : undefined;
  return db
    .select({ id: reminderMessages.id, kind: reminderMessages.kind, state: reminderMessages.state, createdAt: reminderMessages.createdAt, sentAt: reminderMessages.sentAt })
    .from(reminderMessages)
    .where(and(eq(reminderMessages.userId, userId), older))
    .orderBy(desc(reminderMessages.createdAt), desc(reminderMessages.id))
    .limit(limit);
}
