import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { MarketId } from '@lendline/domain';
import { sessions, users } from '../../db/schema.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type RevokeReason = 'replaced' | 'logout' | 'closed';

/** The session with its user's market: a session is valid only on its market's servers. */
export async function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<(SessionRow & { market: MarketId }) | undefined> {
  const [row] = await db
    .select({ session: sessions, market: users.market })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row.session, market: row.market } : undefined;
}

/** Moves a session found under SECRET_KEY_PREVIOUS to the current key's hash (ADR 091). */
export async function setSessionTokenHash(db: Executor, id: string, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ tokenHash }).where(eq(sessions.id, id));
}

export async function insertSession(db: Executor, session: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function revokeUserSessions(db: Executor, userId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: Executor, id: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Conditional, so concurrent requests of one session write at most once per granularity. */
export async function touchSession(db: Executor, id: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, staleBefore)));
}
