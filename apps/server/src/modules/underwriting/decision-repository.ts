import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { denyList, underwritingDecisions, underwritingFingerprints } from '../../db/schema.ts';

export type DecisionRow = typeof underwritingDecisions.$inferSelect;

export async function findDecision(db: Executor, orderId: string): Promise<DecisionRow | undefined> {
  const [row] = await db.select().from(underwritingDecisions).where(eq(underwritingDecisions.orderId, orderId)).limit(1);
  return row;
}

/** The latest rejection of any of `userIds` (a borrower's account and the closed accounts of its number). */
export async function latestRejection(db: Executor, userIds: readonly string[]): Promise<DecisionRow | undefined> {
  const [row] = await db
    .select()
    .from(underwritingDecisions)
    .where(and(inArray(underwritingDecisions.userId, [...userIds]), eq(underwritingDecisions.outcome, 'reject')))
    .orderBy(desc(underwritingDecisions.decidedAt))
    .limit(1);
  return row;
}

export async function insertDecision(db: Executor, row: DecisionRow): Promise<void> {
  await db.insert(underwritingDecisions).values(row);
}

export async function updateDecision(db: Executor, orderId: string, changes: Partial<DecisionRow>): Promise<void> {
  await db.update(underwritingDecisions).set(changes).where(eq(underwritingDecisions.orderId, orderId));
}

/** Referrals waiting for a person, oldest first. */
export async function openReferrals(db: Executor, limit: number): Promise<DecisionRow[]> {
  return db
    .select()
    .from(underwritingDecisions)
    .where(eq(underwritingDecisions.outcome, 'refer'))
    .orderBy(underwritingDecisions.decidedAt)
    .limit(limit);
}

export interface Fingerprint {
  kind: string;
  valueHash: string;
}

export async function recordFingerprints(db: Executor, userId: string, prints: readonly Fingerprint[], at: Date): Promise<void> {
  if (prints.length === 0) return;
  await db
    .insert(underwritingFingerprints)
    .values(prints.map((p) => ({ ...p, userId, createdAt: at })))
    .onConflictDoNothing();
}

/** The kinds among `prints` that another user has used too; `samePerson`: the applicant's own accounts, not another user. */
export async function sharedKinds(db: Executor, samePerson: readonly string[], prints: readonly Fingerprint[]): Promise<string[]> {
  if (prints.length === 0) return [];
  const rows = await db
    .selectDistinct({ kind: underwritingFingerprints.kind, valueHash: underwritingFingerprints.valueHash })
    .from(underwritingFingerprints)
    .where(and(inArray(underwritingFingerprints.valueHash, prints.map((p) => p.valueHash)), notInArray(underwritingFingerprints.userId, [...samePerson])));
  return prints.filter((p) => rows.some((r) => r.kind === p.kind && r.valueHash === p.valueHash)).map((p) => p.kind);
}

/** A closed account's hashed identifiers, once its term ends (ADR 044). */
export async function deleteFingerprintsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(underwritingFingerprints).where(eq(underwritingFingerprints.userId, userId));
}

/** The kinds among `prints` on the deny list. */
export async function deniedKinds(db: Executor, prints: readonly Fingerprint[]): Promise<string[]> {
  if (prints.length === 0) return [];
  const rows = await db
    .select({ kind: denyList.kind, valueHash: denyList.valueHash })
    .from(denyList)
    .where(inArray(denyList.valueHash, prints.map((p) => p.valueHash)));
  return prints.filter((p) => rows.some((r) => r.kind === p.kind && r.valueHash === p.valueHash)).map((p) => p.kind);
}

export async function addToDenyList(db: Executor, entry: Fingerprint & { reason: string }, at: Date): Promise<void> {
  await db.insert(denyList).values({ ...entry, createdAt: at }).onConflictDoNothing();
}

/**
 * Serialises decisions that share an identifier until the end of the transaction: two
 * applicants with one BVN assessed at once on two instances would otherwise each miss the
 * other's uncommitted row. Locks are taken in a fixed order, so two of them never deadlock.
 */
export async function lockFingerprints(tx: Executor, prints: readonly Fingerprint[]): Promise<void> {
  const keys = [...new Set(prints.map((p) => `uw:${p.kind}:${p.valueHash}`))].sort();
  for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Every decision on a borrower's applications, newest first (staff's one view, ADR 081). */
export async function decisionsOfUser(db: Executor, userId: string): Promise<DecisionRow[]> {
  return db.select().from(underwritingDecisions).where(eq(underwritingDecisions.userId, userId)).orderBy(desc(underwritingDecisions.decidedAt)).limit(100);
}
