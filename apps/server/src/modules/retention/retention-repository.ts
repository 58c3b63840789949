import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { retentionErasures } from '../../db/schema.ts';

/** Statuses an order ends in without a loan ever being paid out: cancelled (8) and rejected (9). */
export const ENDED_WITHOUT_LOAN = [8, 9] as const;

export interface Candidate {
  userId: string;
  endedAt: Date;
}

/**
 * Applicants whose every order ended without a loan, the last at or before `cutoff`, and
 * whose data no erasure has covered since. Read only: a selection across the order table
 * the application module owns; the erasing itself goes through each owning service (ADR 020).
 * A borrower who ever had a loan (any other status) is never selected.
 */
export async function findCandidates(db: Executor, cutoff: Date, limit: number, userId?: string): Promise<Candidate[]> {
  const ended = sql.raw(ENDED_WITHOUT_LOAN.join(', '));
  const result = await db.execute(sql`
    SELECT o.user_id, max(o.updated_at) AS ended_at
    FROM loan_orders o
    LEFT JOIN retention_erasures e ON e.user_id = o.user_id
    ${userId === undefined ? sql`` : sql`WHERE o.user_id = ${userId}`}
    GROUP BY o.user_id, e.covered_until
    HAVING bool_and(o.status IN (${ended}))
      AND max(o.updated_at) <= ${cutoff.toISOString()}::timestamptz
      AND (e.covered_until IS NULL OR e.covered_until < max(o.updated_at))
    ORDER BY max(o.updated_at)
    LIMIT ${limit}
  `);
  const rows = (result as unknown as { rows: { user_id: string; ended_at: string | Date }[] }).rows;
  return rows.map((r) => ({ userId: r.user_id, endedAt: new Date(r.ended_at) }));
}

export async function recordErasure(db: Executor, userId: string, coveredUntil: Date, at: Date): Promise<void> {
  await db
    .insert(retentionErasures)
    .values({ userId, coveredUntil, erasedAt: at })
    .onConflictDoUpdate({ target: retentionErasures.userId, set: { coveredUntil, erasedAt: at } });
}
