import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inboxMessages, messagePreferences } from '../../db/schema.ts';

/** `inbox_messages` (ADR 047), written by the inbox module alone. */
export type InboxRow = typeof inboxMessages.$inferSelect;

/** False when the event's key is taken: the message was written before (a retry, a repeat). */
export async function insertMessage(db: Executor, row: typeof inboxMessages.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(inboxMessages).values(row).onConflictDoNothing({ target: inboxMessages.dedupeKey }).returning({ id: inboxMessages.id });
  return inserted.length > 0;
}

/** Many rows in statements of at most a thousand (within PostgreSQL's parameter limit); how many were new. */
export async function insertMessages(db: Executor, rows: readonly (typeof inboxMessages.$inferInsert)[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += 1_000) {
    const written = await db.insert(inboxMessages).values(rows.slice(i, i + 1_000)).onConflictDoNothing({ target: inboxMessages.dedupeKey }).returning({ id: inboxMessages.id });
    inserted += written.length;
  }
  return inserted;
}

/** A page of the borrower's messages, newest first; one more than asked tells whether another page follows. */
export async function messagesOf(db: Executor, userId: string, limit: number, offset: number): Promise<InboxRow[]> {
  return db.select().from(inboxMessages).where(eq(inboxMessages.userId, userId))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.seq)).limit(limit).offset(offset);
}

export async function unreadCountOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inboxMessages).where(and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the borrower's own message read (once: the first opening is kept); undefined when it is not theirs. */
export async function markRead(db: Executor, userId: string, id: string, at: Date): Promise<InboxRow | undefined> {
  const [row] = await db.update(inboxMessages)
    .set({ readAt: sql`COALESCE(${inboxMessages.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)))
    .returning();
  return row;
}

/** The borrower's marketing preference; no row is "allowed" (nobody has objected). */
export async function marketingAllowedOf(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ allowed: messagePreferences.marketingAllowed }).from(messagePreferences).where(eq(messagePreferences.userId, userId)).limit(1);
  return row?.allowed ?? true;
}

export async function saveMarketingAllowed(db: Executor, userId: string, allowed: boolean, at: Date): Promise<void> {
  await db.insert(messagePreferences).values({ userId, marketingAllowed: allowed, updatedAt: at })
    .onConflictDoUpdate({ target: messagePreferences.userId, set: { marketingAllowed: allowed, updatedAt: at } });
}
