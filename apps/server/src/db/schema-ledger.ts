import { bigint, index, pgTable, pgView, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import type { Currency } from '@lendline/domain';
import { loanOrders } from './schema-loans.ts';

/**
 * The double-entry ledger (ADR 018). Append-only: migration 0007 makes both tables refuse
 * UPDATE and DELETE, and a deferred constraint trigger refuses a commit in which any
 * transaction's entries do not sum to zero. Balances are never stored, only derived by SUM.
 */

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: text('id').primaryKey(),
    /** 'disbursement', 'reversal', later 'repayment', ... */
    kind: text('kind').notNull(),
    orderId: text('order_id').references(() => loanOrders.id),
    /** What happened, once: a second post with the same key is the same transaction. */
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transactions_idempotency_key_unique'),
    currency: text('currency').$type<Currency>().notNull(),
    createdAt: instant('created_at').notNull(),
    /** Set on a reversal: the transaction it cancels (each can be reversed once). */
    reversesId: text('reverses_id').unique('ledger_transactions_reverses_id_unique'),
  },
  (t) => [index('ledger_transactions_order_id_idx').on(t.orderId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    // Never leaves the server; insertion order is the entry order.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    /** Minor units, signed: debit positive, credit negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
  },
  (t) => [index('ledger_entries_transaction_id_idx').on(t.transactionId), index('ledger_entries_account_idx').on(t.account), index('ledger_entries_account_amount_idx').on(t.account, t.currency, t.amount)],
);

export const ledgerTables = { ledgerTransactions, ledgerEntries };

/**
 * The ledger module's published read model for the portfolio (ADR 023, ADR 078; a view made by
 * migration 0040): each account's balance, debits and credits per currency, derived (ADR 018).
 */
export const ledgerAccountTotals = pgView('ledger_account_totals', {
  account: text('account').notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  balance: bigint('balance', { mode: 'number' }).notNull(),
  debits: bigint('debits', { mode: 'number' }).notNull(),
  credits: bigint('credits', { mode: 'number' }).notNull(),
}).existing();
