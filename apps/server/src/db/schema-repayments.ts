import type { Currency } from '@lendline/domain';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, money } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

/** Money in (issue 10, ADR 032). Conventions as in schema.ts: money bigint minor units. */

/**
 * Every payment a provider told us about, recorded once under the provider's own reference
 * before anything else happens: a duplicate, a replay or the reconciliation finding it again
 * meets the unique index and changes nothing. `outcome` says where the money went: a loan
 * (allocated), the borrower's credit, or suspense when it matches no loan.
 */
export const incomingPayments = pgTable(
  'incoming_payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    amount: money('amount').notNull(),
    /** As the provider said it: a currency other than the loan's goes to suspense. */
    currency: text('currency').notNull(),
    /** 'account' (a dedicated account or CLABE) or 'reference' (a checkout or cash reference). */
    targetKind: text('target_kind').notNull(),
    target: text('target').notNull(),
    paidAt: instant('paid_at').notNull(),
    receivedAt: instant('received_at').notNull(),
    userId: text('user_id').references(() => users.id),
    orderId: text('order_id').references(() => loanOrders.id),
    /** 'allocated' | 'credit' | 'suspense'. */
    outcome: text('outcome').notNull(),
    /** Why it is in suspense or credit (no personal data): unknown_target, currency_mismatch, zero_amount, no_open_loan. */
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('incoming_payments_provider_reference_idx').on(t.provider, t.providerReference),
    index('incoming_payments_order_id_idx').on(t.orderId),
    index('incoming_payments_user_id_idx').on(t.userId),
  ],
);

/** How each payment was spread over a loan's phases and charges (the allocation order of the product). */
export const repaymentAllocations = pgTable(
  'repayment_allocations',
  {
    paymentId: text('payment_id')
      .notNull()
      .references(() => incomingPayments.id),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    phase: integer('phase').notNull(),
    /** penalty | fee | interest | principal. */
    component: text('component').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    primaryKey({ name: 'repayment_allocations_pk', columns: [t.paymentId, t.phase, t.component] }),
    index('repayment_allocations_order_id_idx').on(t.orderId),
  ],
);

/** A borrower's own account at a collections provider (dedicated NUBAN, CLABE): whatever arrives there is theirs. */
export const repaymentAccounts = pgTable(
  'repayment_accounts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'repayment_accounts_pk', columns: [t.userId, t.provider] }),
    uniqueIndex('repayment_accounts_number_idx').on(t.provider, t.accountNumber),
  ],
);

export const repaymentsTables = { incomingPayments, repaymentAllocations, repaymentAccounts };
