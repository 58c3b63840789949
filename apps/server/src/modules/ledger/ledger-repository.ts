import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
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

/**
 * Many transactions in two statements (the daily servicing run posts thousands at once):
 * each transaction is inserted unless its key exists, and only the inserted ones get their
 * entries, so a repeat writes nothing. Rows travel as one JSON parameter each, which both
 * drivers (node-postgres and PGlite) pass alike. Returns how many transactions were new.
 */
export async function insertTransactionsBatch(
  tx: Executor,
  transactions: readonly Omit<LedgerTransactionRow, 'createdAt' | 'reversesId'>[],
  entries: readonly Omit<LedgerEntryRow, 'id'>[],
  at: Date,
): Promise<number> {
  if (transactions.length === 0) return 0;
  const tJson = JSON.stringify(transactions.map((t) => ({ id: t.id, kind: t.kind, order_id: t.orderId, key: t.idempotencyKey, currency: t.currency })));
  const eJson = JSON.stringify(entries.map((e) => ({ transaction_id: e.transactionId, account: e.account, amount: e.amount, currency: e.currency })));
  const result = await tx.execute<{ n: string }>(sql`
    WITH new_transactions AS (
      INSERT INTO ledger_transactions (id, kind, order_id, idempotency_key, currency, created_at, reverses_id)
      SELECT t.id, t.kind, t.order_id, t.key, t.currency, ${at.toISOString()}::timestamptz, NULL
      FROM json_to_recordset(${tJson}::json) AS t(id text, kind text, order_id text, key text, currency text)
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id
    ), new_entries AS (
      INSERT INTO ledger_entries (transaction_id, account, amount, currency)
      SELECT e.transaction_id, e.account, e.amount, e.currency
      FROM json_to_recordset(${eJson}::json) AS e(transaction_id text, account text, amount bigint, currency text)
      JOIN new_transactions n ON n.id = e.transaction_id
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM new_transactions) AS n, (SELECT count(*) FROM new_entries) AS entries`);
  return Number(rowsOf<{ n: string }>(result)[0]?.n ?? 0);
}

