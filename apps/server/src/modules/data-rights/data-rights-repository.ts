import { REFUSED_ACCOUNT_DELETED, type DataRightsKind } from '@lendline/domain';
import { and, asc, desc, eq, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dataRequests } from '../../db/schema.ts';

/** `data_requests` (ADR 103), written by the data-rights module alone. */
export type DataRequestRow = typeof dataRequests.$inferSelect;

const OPEN = ['received', 'preparing'] as const;

export async function insertDataRequest(db: Executor, row: typeof dataRequests.$inferInsert): Promise<void> {
  await db.insert(dataRequests).values(row);
}

export async function dataRequestById(db: Executor, id: string, lock = false): Promise<DataRequestRow | undefined> {
  const query = db.select().from(dataRequests).where(eq(dataRequests.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The borrower's requests of a kind, newest first. */
export async function requestsOf(db: Executor, userId: string, kind: DataRightsKind, limit: number): Promise<DataRequestRow[]> {
  return db.select().from(dataRequests).where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, kind)))
    .orderBy(desc(dataRequests.receivedAt)).limit(limit);
}

/** Staff's queue: the open requests oldest first, or the handled ones newest first. */
export async function queueRows(db: Executor, open: boolean, limit: number): Promise<DataRequestRow[]> {
  return open
    ? db.select().from(dataRequests).where(inArray(dataRequests.state, [...OPEN])).orderBy(asc(dataRequests.receivedAt)).limit(limit)
    : db.select().from(dataRequests).where(notInArray(dataRequests.state, [...OPEN])).orderBy(desc(dataRequests.handledAt)).limit(limit);
}

/** Every open request's day and extension, for staff's counts (the queue lists only its first rows). */
export async function openRequestDates(db: Executor): Promise<Pick<DataRequestRow, 'receivedAt' | 'extensionReason'>[]> {
  return db.select({ receivedAt: dataRequests.receivedAt, extensionReason: dataRequests.extensionReason }).from(dataRequests)
    .where(inArray(dataRequests.state, [...OPEN]));
}

/** `whileState`: only if the request is still in that state (a job's write must not undo an erasure). */
export async function updateDataRequest(db: Executor, id: string, set: Partial<typeof dataRequests.$inferInsert>, whileState?: DataRequestRow['state']): Promise<void> {
  await db.update(dataRequests).set(set).where(whileState ? and(eq(dataRequests.id, id), eq(dataRequests.state, whileState)) : eq(dataRequests.id, id));
}

/**
 * A deleted account's requests (ADR 044): a waiting correction is closed (the profile it would
 * change is gone), an export being prepared fails, and what named the borrower (a correction's
 * value and reason, a prepared copy) is emptied. The rows stay: what was asked, when and how it
 * ended is the record of the law's requests having been answered.
 */
export async function eraseRequestsOf(db: Executor, userId: string, at: Date): Promise<void> {
  // One statement: a crash cannot leave a closed request still holding the values, or the reverse.
  const waiting = sql`${dataRequests.state} IN ('received', 'preparing')`;
  await db.update(dataRequests).set({
    state: sql`CASE ${dataRequests.state} WHEN 'received' THEN 'refused' WHEN 'preparing' THEN 'failed' ELSE ${dataRequests.state} END`,
    handledAt: sql`CASE WHEN ${waiting} THEN ${at.toISOString()}::timestamptz ELSE ${dataRequests.handledAt} END`,
    refusal: sql`CASE WHEN ${dataRequests.state} = 'received' THEN ${REFUSED_ACCOUNT_DELETED} ELSE ${dataRequests.refusal} END`,
    exportSealed: null,
    correction: sql`CASE WHEN ${dataRequests.correction} IS NULL THEN NULL ELSE jsonb_build_object('field', ${dataRequests.correction}->'field', 'value', '', 'reason', '') END`,
  }).where(eq(dataRequests.userId, userId));
}

/** Empties every sealed copy past its expiry; the request row and its outcome stay. */
export async function purgeExpiredExports(db: Executor, at: Date): Promise<number> {
  const purged = await db.update(dataRequests).set({ exportSealed: null })
    .where(and(isNotNull(dataRequests.exportSealed), lt(dataRequests.exportExpiresAt, at))).returning({ id: dataRequests.id });
  return purged.length;
}
