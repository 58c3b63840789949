import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { repaymentAccounts } from '../../db/schema.ts';

/** `repayment_accounts`: each borrower's own account at a collections provider. */
export type RepaymentAccountRow = typeof repaymentAccounts.$inferSelect;

export async function findAccountOfUser(db: Executor, userId: string, provider: string): Promise<RepaymentAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(repaymentAccounts)
    .where(and(eq(repaymentAccounts.userId, userId), eq(repaymentAccounts.provider, provider)))
    .limit(1);
  return row;
}

export async function findAccountByNumber(db: Executor, provider: string, accountNumber: string): Promise<RepaymentAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(repaymentAccounts)
    .where(and(eq(repaymentAccounts.provider, provider), eq(repaymentAccounts.accountNumber, accountNumber)))
    .limit(1);
  return row;
}

/** Keeps the first account a provider gave the borrower; a racing second request keeps it too. */
export async function insertAccount(db: Executor, row: typeof repaymentAccounts.$inferInsert): Promise<void> {
  await db.insert(repaymentAccounts).values(row).onConflictDoNothing();
}
