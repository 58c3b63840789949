import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** The open account of a number (a closed one never signs in, ADR 044). */
export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.phone, phone), isNull(users.deletedAt))).limit(1);
  return row;
}

/** Whether the number has an open account, only closed ones, or none: one read, whatever the answer. */
export async function accountStateOf(db: Executor, phone: string): Promise<'open' | 'closed' | 'none'> {
  const [row] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.phone, phone))
    .orderBy(sql`${users.deletedAt} IS NULL DESC`)
    .limit(1);
  if (!row) return 'none';
  return row.deletedAt === null ? 'open' : 'closed';
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts the user unless the phone has an open account; returns undefined when it has (a lost race). */
export async function insertUser(db: Executor, user: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.phone, where: isNull(users.deletedAt) }).returning();
  return row;
}

/** Locks the user's row until the end of the transaction (one sign-in at a time per user). */
export async function lockUser(db: Executor, id: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** Closes the account; a repeat changes nothing. */
export async function closeUser(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(users).set({ deletedAt: at }).where(and(eq(users.id, id), isNull(users.deletedAt)));
}

/** The closed accounts of the same number as `id`, newest first: the same person's earlier accounts. */
export async function closedAccountsOfSamePhone(db: Executor, id: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletedAt), ne(users.id, id), eq(users.phone, sql`(SELECT phone FROM users WHERE id = ${id})`)))
    .orderBy(desc(users.deletedAt));
  return rows.map((row) => row.id);
}

/**
 * Replaces a closed account's number by a mark that names no one, once its term has ended
 * (ADR 044): what stays tied to the account (orders, the decision) is then about nobody.
 */
export async function forgetClosedPhone(db: Executor, id: string): Promise<void> {
  await db.update(users).set({ phone: sql`'erased:' || ${users.id}` }).where(and(eq(users.id, id), isNotNull(users.deletedAt)));
}

/** Staff search (ADR 081): every account of a number, open or closed, newest first. */
export async function findUsersByPhone(db: Executor, phone: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.phone, phone)).orderBy(desc(users.createdAt)).limit(20);
}
