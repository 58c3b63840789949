import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { borrowerOrderHistory, retentionErasures } from '../../db/schema.ts';

export interface Candidate {
  userId: string;
  endedAt: Date;
}

/**
 * Applicants whose every order ended without a loan, the last at or before `cutoff`, and
 * whose data no erasure has covered since. Read from the loans module's published view of
 * order histories (ADR 023), never loan_orders itself; the erasing goes through each owning
 * service (ADR 020). A borrower who ever had a loan (any other status) is never selected.
 */
export async function findCandidates(db: Executor, cutoff: Date, limit: number, userId?: string): Promise<Candidate[]> {
  const h = borrowerOrderHistory;
  const rows = await db
    .select({ userId: h.userId, endedAt: h.lastChangeAt })
    .from(h)
    .leftJoin(retentionErasures, eq(retentionErasures.userId, h.userId))
    .where(
      and(
        eq(h.endedWithoutLoan, true),
        lte(h.lastChangeAt, cutoff),
        or(isNull(retentionErasures.coveredUntil), lt(retentionErasures.coveredUntil, h.lastChangeAt)),
        userId === undefined ? undefined : eq(h.userId, userId),
      ),
    )
    .orderBy(asc(h.lastChangeAt))
    .limit(limit);
  return rows.map((r) => ({ userId: r.userId, endedAt: new Date(r.endedAt) }));
}

/** The borrower's order history from the loans module's view (ADR 023); undefined when they never applied. */
export async function orderHistoryOf(db: Executor, userId: string): Promise<{ endedWithoutLoan: boolean; lastChangeAt: Date } | undefined> {
  const h = borrowerOrderHistory;
  const [row] = await db.select({ endedWithoutLoan: h.endedWithoutLoan, lastChangeAt: h.lastChangeAt }).from(h).where(eq(h.userId, userId)).limit(1);
  return row ? { endedWithoutLoan: Boolean(row.endedWithoutLoan), lastChangeAt: new Date(row.lastChangeAt) } : undefined;
}

export async function recordErasure(db: Executor, userId: string, coveredUntil: Date, at: Date): Promise<void> {
  await db
    .insert(retentionErasures)
    .values({ userId, coveredUntil, erasedAt: at })
    .onConflictDoUpdate({ target: retentionErasures.userId, set: { coveredUntil, erasedAt: at } });
}
