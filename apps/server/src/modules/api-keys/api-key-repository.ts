import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffApiKeys } from '../../db/schema.ts';

/** `staff_api_keys` (ADR 074), written by the api-keys module alone. */
export type ApiKeyRow = typeof staffApiKeys.$inferSelect;

export async function insertKey(db: Executor, row: typeof staffApiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [inserted] = await db.insert(staffApiKeys).values(row).returning();
  return inserted!;
}

export async function keyById(db: Executor, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(staffApiKeys).where(eq(staffApiKeys.id, id));
  return row;
}

export async function allKeys(db: Executor): Promise<ApiKeyRow[]> {
  return db.select().from(staffApiKeys).orderBy(asc(staffApiKeys.createdAt), asc(staffApiKeys.id));
}

/** Sets revoked_at once: a second revocation keeps the first instant. */
export async function markRevoked(db: Executor, id: string, at: Date): Promise<ApiKeyRow | undefined> {
  await db.update(staffApiKeys).set({ revokedAt: at }).where(and(eq(staffApiKeys.id, id), isNull(staffApiKeys.revokedAt)));
  return keyById(db, id);
}

/** At most one write a minute per key: a busy integration does not write on every call. */
export async function touchKey(db: Executor, id: string, at: Date, everyMs: number): Promise<void> {
  await db.update(staffApiKeys).set({ lastUsedAt: at })
    .where(and(eq(staffApiKeys.id, id), or(isNull(staffApiKeys.lastUsedAt), lt(staffApiKeys.lastUsedAt, new Date(at.getTime() - everyMs)))));
}
