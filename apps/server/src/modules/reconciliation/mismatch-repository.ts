import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { MismatchFilters, MismatchKind } from '@lendline/domain';
import type { Executor } from '../../db/client.ts';
import { reconciliationMismatches as mismatches } from '../../db/schema.ts';

/** `reconciliation_mismatches` (ADR 086), written by the reconciliation module alone. */
export type MismatchRow = typeof mismatches.$inferSelect;
export type NewMismatch = typeof mismatches.$inferInsert;

const CLOSE_SLICE = 1000;

/** False when the same difference (provider, kind, subject) was recorded before: overlapping runs keep one row. */
export async function insertMismatch(db: Executor, row: NewMismatch): Promise<boolean> {
  const inserted = await db.insert(mismatches).values(row)
    .onConflictDoNothing({ target: [mismatches.provider, mismatches.kind, mismatches.subject] })
    .returning({ id: mismatches.id });
  return inserted.length > 0;
}

/** The queue: open ones oldest first (the longest waiting on top), resolved ones latest first. */
export async function listMismatches(db: Executor, filters: MismatchFilters, limit: number): Promise<MismatchRow[]> {
  const where: SQL[] = [];
  if (filters.provider) where.push(eq(mismatches.provider, filters.provider));
  if (filters.kind) where.push(eq(mismatches.kind, filters.kind));
  if (filters.state === 'resolved') where.push(isNotNull(mismatches.resolvedAt));
  else where.push(isNull(mismatches.resolvedAt));
  const order = filters.state === 'resolved' ? [desc(mismatches.resolvedAt), desc(mismatches.id)] : [asc(mismatches.foundAt), asc(mismatches.id)];
  return db.select().from(mismatches).where(and(...where)).orderBy(...order).limit(limit);
}

/** Open mismatches per kind, and every provider that has any (for the filter). */
export async function mismatchCounts(db: Executor): Promise<{ counts: Map<MismatchKind, number>; providers: string[] }> {
  const rows = await db
    .select({ kind: mismatches.kind, provider: mismatches.provider, open: sql<number>`count(*) filter (where ${mismatches.resolvedAt} is null)::int` })
    .from(mismatches)
    .groupBy(mismatches.kind, mismatches.provider);
  const counts = new Map<MismatchKind, number>();
  for (const row of rows) counts.set(row.kind, (counts.get(row.kind) ?? 0) + Number(row.open));
  return { counts, providers: [...new Set(rows.map((row) => row.provider))].sort() };
}

/** Under the row lock: two resolutions of one mismatch run one after the other, and the second sees the first. */
export async function lockMismatch(tx: Executor, id: string): Promise<MismatchRow | undefined> {
  const [row] = await tx.select().from(mismatches).where(eq(mismatches.id, id)).for('update');
  return row;
}

export async function markResolved(
  tx: Executor,
  id: string,
  resolution: { resolvedAt: Date; resolvedBy: string; resolvedByName: string; resolution: string; approvalId: string | null },
): Promise<void> {
  await tx.update(mismatches).set(resolution).where(and(eq(mismatches.id, id), isNull(mismatches.resolvedAt)));
}

/** Closes the open rows of one kind whose subjects are given (a later list has them after all); how many. */
export async function closeOpen(db: Executor, where: { provider: string; kind: MismatchKind; subjects: readonly string[] }, resolution: { resolvedAt: Date; resolution: string }): Promise<number> {
  let count = 0;
  // A day's list can hold thousands of references: in slices, well under a statement's parameter limit.
  for (let i = 0; i < where.subjects.length; i += CLOSE_SLICE) {
    const subjects = where.subjects.slice(i, i + CLOSE_SLICE);
    const closed = await db.update(mismatches).set({ ...resolution, resolvedBy: 'system', resolvedByName: 'system' })
      .where(and(eq(mismatches.provider, where.provider), eq(mismatches.kind, where.kind), inArray(mismatches.subject, subjects), isNull(mismatches.resolvedAt)))
      .returning({ id: mismatches.id });
    count += closed.length;
  }
  return count;
}

/** Open mismatches per provider and kind, for the metrics (ADR 090): one grouped count. */
export async function openCounts(db: Executor): Promise<{ provider: string; kind: string; open: number }[]> {
  const rows = await db
    .select({ provider: mismatches.provider, kind: mismatches.kind, open: sql<number>`count(*)::int` })
    .from(mismatches)
    .where(isNull(mismatches.resolvedAt))
    .groupBy(mismatches.provider, mismatches.kind);
  return rows.map((row) => ({ provider: row.provider, kind: row.kind, open: Number(row.open) }));
}
