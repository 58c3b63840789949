import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

/** Records (or renews) a former borrower's term: a later request's later day wins, and a released term opens again. */
export async function holdUntil(db: Executor, userId: string, keepUntil: string, at: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO retention_holds (user_id, keep_until, held_at) VALUES (${userId}, ${keepUntil}::date, ${at.toISOString()}::timestamptz)
    ON CONFLICT (user_id) DO UPDATE SET keep_until = GREATEST(retention_holds.keep_until, EXCLUDED.keep_until),
      held_at = EXCLUDED.held_at, released_at = NULL, release = NULL`);
}

export interface DueHold {
  userId: string;
  /** The borrower applied or borrowed again after the request: their records are no longer this term's. */
  cameBack: boolean;
}

/**
 * Unreleased terms whose day has come (`keep_until` on or before the market's `today`), oldest
 * first. Whether the borrower came back is read from the loans module's published order
 * history (ADR 023): an order changed after the request.
 */
export async function dueHolds(db: Executor, today: string, limit: number): Promise<DueHold[]> {
  const found = rowsOf<{ user_id: string; came_back: boolean | null }>(await db.execute(sql`
    SELECT h.user_id, (o.last_change_at > h.held_at) AS came_back
    FROM retention_holds h
    LEFT JOIN borrower_order_history o ON o.user_id = h.user_id
    WHERE h.released_at IS NULL AND h.keep_until <= ${today}::date
    ORDER BY h.keep_until, h.user_id
    LIMIT ${limit}`));
  return found.map((r) => ({ userId: r.user_id, cameBack: r.came_back === true }));
}

/** Marks terms released, in one statement; a term already released (another instance's run) stays as it was. */
export async function releaseHolds(db: Executor, userIds: string[], release: 'erased' | 'superseded', at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    UPDATE retention_holds SET released_at = ${at.toISOString()}::timestamptz, release = ${release}
    WHERE released_at IS NULL AND user_id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})`);
}
