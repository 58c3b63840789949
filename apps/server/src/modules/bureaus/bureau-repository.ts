import { and, asc, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bureauConsents, bureauInquiries, type BureauInquiryOutcome } from '../../db/schema.ts';

export type ConsentRow = typeof bureauConsents.$inferSelect;
export type InquiryRow = typeof bureauInquiries.$inferSelect;

/** The application's live consent (not withdrawn), if any. */
export async function liveConsent(db: Executor, orderId: string, lock = false): Promise<ConsentRow | undefined> {
  const query = db.select().from(bureauConsents).where(and(eq(bureauConsents.orderId, orderId), isNull(bureauConsents.withdrawnAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** False when the application has a live consent already (a second tap got there first). */
export async function insertConsent(db: Executor, row: typeof bureauConsents.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(bureauConsents).values(row).onConflictDoNothing().returning({ id: bureauConsents.id });
  return inserted.length > 0;
}

export async function withdrawConsent(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(bureauConsents).set({ withdrawnAt: at }).where(and(eq(bureauConsents.id, id), isNull(bureauConsents.withdrawnAt)));
}

export async function consentsOfUser(db: Executor, userId: string): Promise<ConsentRow[]> {
  return db.select().from(bureauConsents).where(eq(bureauConsents.userId, userId)).orderBy(desc(bureauConsents.acceptedAt));
}

export async function insertInquiry(db: Executor, row: typeof bureauInquiries.$inferInsert): Promise<void> {
  await db.insert(bureauInquiries).values(row);
}

/** A stored answer of a bureau on this application (a report, or a report on someone else): never asked twice. */
export async function answeredInquiry(db: Executor, orderId: string): Promise<InquiryRow | undefined> {
  const answered: BureauInquiryOutcome[] = ['report', 'identity_mismatch'];
  const [row] = await db
    .select()
    .from(bureauInquiries)
    .where(and(eq(bureauInquiries.orderId, orderId), inArray(bureauInquiries.outcome, answered)))
    .orderBy(asc(bureauInquiries.requestedAt))
    .limit(1);
  return row;
}

export async function inquiriesOfUser(db: Executor, userId: string): Promise<InquiryRow[]> {
  return db.select().from(bureauInquiries).where(eq(bureauInquiries.userId, userId)).orderBy(desc(bureauInquiries.requestedAt));
}

export async function inquiryOf(db: Executor, userId: string, id: string): Promise<InquiryRow | undefined> {
  const [row] = await db.select().from(bureauInquiries).where(and(eq(bureauInquiries.id, id), eq(bureauInquiries.userId, userId)));
  return row;
}

export async function setReasons(db: Executor, id: string, reasons: string[]): Promise<void> {
  await db.update(bureauInquiries).set({ reasons }).where(eq(bureauInquiries.id, id));
}

/** Erases the bodies of reports whose retention ended; the row (who asked, when, the outcome) stays. */
export async function eraseExpiredReports(db: Executor, at: Date, limit: number): Promise<number> {
  const due = await db
    .select({ id: bureauInquiries.id })
    .from(bureauInquiries)
    .where(and(isNotNull(bureauInquiries.reportSealed), lte(bureauInquiries.retainUntil, at)))
    .limit(limit);
  if (due.length === 0) return 0;
  await db.update(bureauInquiries).set({ reportSealed: null, erasedAt: at }).where(inArray(bureauInquiries.id, due.map((d) => d.id)));
  return due.length;
}
