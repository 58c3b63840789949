import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditLimitOverrides } from '../../db/schema.ts';

/** `credit_limit_overrides` (ADR 082), written by the underwriting module alone. */
export type LimitOverrideRow = typeof creditLimitOverrides.$inferSelect;

export async function overrideOf(db: Executor, userId: string, lock = false): Promise<LimitOverrideRow | undefined> {
  const query = db.select().from(creditLimitOverrides).where(eq(creditLimitOverrides.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The limit set by hand for the borrower, or null: what the loans module tells them they may have (a plain read given to its port, ADR 067). */
export async function overriddenLimit(db: Executor, userId: string): Promise<number | null> {
  return (await overrideOf(db, userId))?.creditLimit ?? null;
}

export async function overrideByKey(db: Executor, requestKey: string): Promise<LimitOverrideRow | undefined> {
  const [row] = await db.select().from(creditLimitOverrides).where(eq(creditLimitOverrides.requestKey, requestKey));
  return row;
}

/** The borrower's limit set by hand: the latest request wins (one row per borrower). */
export async function setOverride(db: Executor, row: typeof creditLimitOverrides.$inferInsert): Promise<void> {
  const { userId: _same, ...change } = row;
  await db.insert(creditLimitOverrides).values(row).onConflictDoUpdate({ target: creditLimitOverrides.userId, set: change });
}
