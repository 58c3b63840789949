import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema.ts';

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** Inserts the transaction unless its key exists; true when inserted. */
export async function insertTransaction(db: Executor, row: LedgerTransactionRow): Promise<boolean> {
  const inserted = await db
    .insert(ledgerTransactions)
    .values(row)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  return inserted.length === 1;
}

export async function insertEntries(db: Executor, rows: Omit<LedgerEntryRow, 'id'>[]): Promise<void> {
  await db.insert(ledgerEntries).values(rows);
}

export async function findTransactionByKey(db: Executor, key: string): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, key)).limit(1);
  return row;
}

export async function findTransaction(db: Executor, id: string): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id)).limit(1);
  return row;
}

export async function findEntries(db: Executor, transactionId: string): Promise<LedgerEntryRow[]> {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId)).orderBy(ledgerEntries.id);
}

export async function findTransactions(db: Executor, orderId: string): Promise<LedgerTransactionRow[]> {
  return db.select().from(ledgerTransactions).where(eq(ledgerTransactions.orderId, orderId)).orderBy(ledgerTransactions.createdAt);
}

/** Balance per account and currency, derived by SUM (never stored), for one order or for all. */
export async function sumByAccount(db: Executor, filter: { orderId?: string; account?: string }) {
  const conditions = [
    filter.orderId === undefined ? undefined : eq(ledgerTransactions.orderId, filter.orderId),
    filter.account === undefined ? undefined : eq(ledgerEntries.account, filter.account),
  ].filter((c) => c !== undefined);
  return db
    .select({ account: ledgerEntries.account, currency: ledgerEntries.currency, balance: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(...conditions))
    .groupBy(ledgerEntries.account, ledgerEntries.currency);
}
