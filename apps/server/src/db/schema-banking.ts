import type { MarketId } from '@lendline/domain';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './schema.ts';

/** Tables of the banking module (conventions in schema.ts). */

/**
 * The payout account, one per borrower. The BVN is kept because the credit check needs it,
 * but it is never answered back or logged whole (masked in every response).
 */
export const bankAccounts = pgTable('bank_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  market: text('market').$type<MarketId>().notNull(),
  /** NG: the bank list's code; MX: 'clabe' or 'debit'. */
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  bvn: text('bvn'),
  curp: text('curp'),
  verifiedAt: instant('verified_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const bankingTables = { bankAccounts };
