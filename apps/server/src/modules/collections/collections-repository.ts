import { OrderStatus, type CollectionBucket, type MarketId } from '@lendline/domain';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { collectionContacts } from '../../db/schema-collections.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/**
 * The collections queue's SQL (ADR 087). The overdue loans come from views the owners publish
 * (ADR 023): `repayable_loan_phases` (loans: the phases of loans being repaid, whose they are)
 * and `repayment_phases_paid` (repayments: what each phase's scheduled amount has had covered).
 * Days past due as the portfolio counts them (ADR 078): today − the due date of the oldest phase
 * not covered, penalties aside.
 */
export interface QueueScope {
  market: MarketId;
  /** The market day the days are counted at. */
  today: string;
}

export interface QueueRow {
  orderId: string;
  orderNo: string;
  userId: string;
  oldestDueDate: string;
  daysPastDue: number;
}

/** Keyset: the page starts after this loan in the queue's order (oldest due date, then order id). */
export interface QueueCursor {
  dueDate: string;
  orderId: string;
}

const DAYS: Record<CollectionBucket, [number, number]> = { '1-30': [-1_000_000, 30], '31-60': [31, 60], '61-90': [61, 90], '91+': [91, 1_000_000] };

const overdueLoans = (s: QueueScope) => sql`
  WITH o AS (
    SELECT l.order_id, l.order_no, l.user_id,
      coalesce(min(l.due_date) FILTER (WHERE l.amount > coalesce(x.paid, 0) AND l.due_date < ${s.today}::date), min(l.due_date)) AS oldest_due
    FROM repayable_loan_phases l
    LEFT JOIN LATERAL (
      SELECT sum(paid) AS paid FROM repayment_phases_paid x WHERE x.order_id = l.order_id AND x.phase = l.phase
    ) x ON true
    WHERE l.market = ${s.market} AND l.status = ${OrderStatus.Overdue}
    GROUP BY l.order_id, l.order_no, l.user_id
  )`;

/** One page of the overdue loans, oldest first, in a bucket or all. */
export async function overdueQueue(db: Executor, s: QueueScope, page: { bucket: CollectionBucket | null; after: QueueCursor | null; limit: number }): Promise<QueueRow[]> {
  const [from, to] = page.bucket ? DAYS[page.bucket] : [-1_000_000, 1_000_000];
  const after = page.after ? sql`AND (oldest_due, order_id) > (${page.after.dueDate}::date, ${page.after.orderId})` : sql``;
  const result = await db.execute(sql`${overdueLoans(s)}
    SELECT order_id, order_no, user_id, oldest_due::text AS oldest_due, ${s.today}::date - oldest_due AS dpd FROM o
    WHERE ${s.today}::date - oldest_due BETWEEN ${from} AND ${to} ${after}
    ORDER BY oldest_due, order_id LIMIT ${page.limit}`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    orderId: String(row.order_id),
    orderNo: String(row.order_no),
    userId: String(row.user_id),
    oldestDueDate: String(row.oldest_due),
    daysPastDue: Number(row.dpd),
  }));
}

/** Every overdue loan of the market per bucket. */
export async function bucketCounts(db: Executor, s: QueueScope): Promise<Record<CollectionBucket, number>> {
  const result = await db.execute(sql`${overdueLoans(s)}
    SELECT CASE WHEN dpd <= 30 THEN '1-30' WHEN dpd <= 60 THEN '31-60' WHEN dpd <= 90 THEN '61-90' ELSE '91+' END AS bucket, count(*) AS loans
    FROM (SELECT ${s.today}::date - oldest_due AS dpd FROM o) d GROUP BY 1`);
  const counts: Record<CollectionBucket, number> = { '1-30': 0, '31-60': 0, '61-90': 0, '91+': 0 };
  for (const row of rowsOf<{ bucket: CollectionBucket; loans: unknown }>(result)) counts[row.bucket] = Number(row.loans);
  return counts;
}

export type ContactRow = typeof collectionContacts.$inferSelect;

/** False when today's reminder or offer of the loan was recorded already (the partial unique index). */
export async function insertContact(tx: Executor, row: typeof collectionContacts.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(collectionContacts).values(row).onConflictDoNothing().returning({ id: collectionContacts.id });
  return inserted.length > 0;
}

/** Each order's latest contact and latest promise. */
export async function latestContacts(db: Executor, orderIds: readonly string[]): Promise<{ last: Map<string, ContactRow>; promise: Map<string, ContactRow> }> {
  const last = new Map<string, ContactRow>();
  const promise = new Map<string, ContactRow>();
  if (orderIds.length === 0) return { last, promise };
  const rows = await db
    .select()
    .from(collectionContacts)
    .where(inArray(collectionContacts.orderId, [...orderIds]))
    .orderBy(desc(collectionContacts.createdAt));
  for (const row of rows) {
    if (!last.has(row.orderId)) last.set(row.orderId, row);
    if (row.kind === 'promise' && !promise.has(row.orderId)) promise.set(row.orderId, row);
  }
  return { last, promise };
}
