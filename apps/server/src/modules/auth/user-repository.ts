import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts the user unless the phone is taken; returns undefined when it was (a lost race). */
export async function insertUser(db: Executor, user: UserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.phone }).returning();
  return row;
}

/** Locks the user's row until the end of the transaction (one sign-in at a time per user). */
export async function lockUser(db: Executor, id: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}
