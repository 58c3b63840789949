import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { portfolioSnapshots } from '../../db/schema-portfolio.ts';

type SnapshotRow = typeof portfolioSnapshots.$inferSelect;

/** The market's latest computation, or null before the first. */
export async function latestSnapshot(db: Executor, market: string): Promise<SnapshotRow | null> {
  const [row] = await db.select().from(portfolioSnapshots).where(eq(portfolioSnapshots.market, market)).orderBy(desc(portfolioSnapshots.marketDay)).limit(1);
  return row ?? null;
}

/** Keeps the day's latest computation: a later one of the same market day replaces it, an earlier one (a slower instance) does not. */
export async function saveSnapshot(db: Executor, row: SnapshotRow): Promise<void> {
  await db
    .insert(portfolioSnapshots)
    .values(row)
    .onConflictDoUpdate({
      target: [portfolioSnapshots.market, portfolioSnapshots.marketDay],
      set: { computedAt: row.computedAt, tookMs: row.tookMs, figures: row.figures },
      setWhere: and(eq(portfolioSnapshots.market, row.market), sql`${portfolioSnapshots.computedAt} < excluded.computed_at`),
    });
}
