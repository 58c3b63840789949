import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { otpCodes, otpRequests } from '../../db/schema.ts';

export type CodeRow = typeof otpCodes.$inferSelect;

/**
 * Serialises code requests for one phone number across every instance until the end of the
 * transaction, so two simultaneous requests cannot both slip under a send limit.
 */
export async function lockPhone(tx: Executor, phone: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`otp:${phone}`}, 0))`);
}

export async function countRequestsByPhone(db: Executor, phone: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otpRequests)
    .where(and(eq(otpRequests.phone, phone), gt(otpRequests.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * When the `nth` newest request for a phone since `since` was made (1 = the newest): once it
 * leaves a window whose limit is n, the window has room again. Undefined when there are fewer.
 */
export async function nthNewestRequestAt(db: Executor, phone: string, since: Date, nth: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: otpRequests.createdAt })
    .from(otpRequests)
    .where(and(eq(otpRequests.phone, phone), gt(otpRequests.createdAt, since)))
    .orderBy(desc(otpRequests.createdAt))
    .offset(nth - 1)
    .limit(1);
  return row?.createdAt;
}

export async function countRequestsByAddress(db: Executor, clientIp: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(otpRequests)
    .where(and(eq(otpRequests.clientIp, clientIp), gt(otpRequests.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordRequest(db: Executor, values: typeof otpRequests.$inferInsert): Promise<void> {
  await db.insert(otpRequests).values(values);
}

/** A new code makes every earlier unused code for the same phone and purpose useless. */
export async function supersedeCodes(db: Executor, phone: string, purpose: string, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ supersededAt: now })
    .where(
      and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), isNull(otpCodes.supersededAt)),
    );
}

export async function insertCode(db: Executor, values: typeof otpCodes.$inferInsert): Promise<void> {
  await db.insert(otpCodes).values(values);
}

/** The one live code for a phone and purpose: neither used nor replaced by a newer one. */
export async function findLiveCode(db: Executor, phone: string, purpose: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt), isNull(otpCodes.supersededAt)),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return row;
}

/** Counts a wrong guess atomically; returns the new count, or null if the code was already dead. */
export async function addWrongTry(db: Executor, id: string, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.failedAttempts, maxTries)))
    .returning({ failedAttempts: otpCodes.failedAttempts });
  return row?.failedAttempts ?? null;
}

/** Marks the code used, once: of two concurrent uses of one code, only one gets `true`. */
export async function consumeCode(db: Executor, id: string, maxTries: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), lt(otpCodes.failedAttempts, maxTries)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}

/** Staff's view of the SMS sent (ADR 081): when a code was asked for this number and for what; the code is never kept. */
export async function codeRequestsTo(db: Executor, phone: string, limit: number, beforeId?: number): Promise<{ id: number; purpose: string; createdAt: Date }[]> {
  // The identity id follows the order of the requests: the page after `beforeId` is the older ones.
  return db
    .select({ id: otpRequests.id, purpose: otpRequests.purpose, createdAt: otpRequests.createdAt })
    .from(otpRequests)
    .where(and(eq(otpRequests.phone, phone), beforeId === undefined ? undefined : lt(otpRequests.id, beforeId)))
    .orderBy(desc(otpRequests.id))
    .limit(limit);
}
