import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankAccounts } from '../../db/schema.ts';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

export async function findBankAccount(db: Executor, userId: string): Promise<BankAccountRow | undefined> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).limit(1);
  return row;
}

/** One payout account per borrower: adding again (a correction before submit) replaces it. */
export async function saveBankAccount(db: Executor, row: BankAccountRow): Promise<void> {
  const { userId: _userId, ...changes } = row;
  await db.insert(bankAccounts).values(row).onConflictDoUpdate({ target: bankAccounts.userId, set: changes });
}

export async function deleteBankAccount(db: Executor, userId: string): Promise<void> {
  await db.delete(bankAccounts).where(eq(bankAccounts.userId, userId));
}
