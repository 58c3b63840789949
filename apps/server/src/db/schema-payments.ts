import { sql } from 'drizzle-orm';
import type { Currency } from '@lendline/domain';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

/** Payout attempts (ADR 017). Conventions as in schema.ts. */

/**
 * queued -> sending -> pending -> success | failed; success -> reversed. 'sending' means the
 * provider may have been called: before sending again, it is asked by our reference.
 */
export const LIVE_ATTEMPT_STATES = ['queued', 'sending', 'pending', 'success'] as const;

export const payoutAttempts = pgTable(
  'payout_attempts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderNo: text('order_no').notNull(),
    attemptNo: integer('attempt_no').notNull(),
    /** Our reference at the provider, e.g. ll-ll260302abcdefgh-1; the provider refuses a repeat. */
    reference: text('reference').notNull().unique('payout_attempts_reference_unique'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    state: text('state').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    /** The provider's reason for a failure or reversal (no personal data). */
    failureReason: text('failure_reason'),
    /** The staff action that asked for this attempt (a four-eyes request's key), once each (ADR 080); null otherwise. */
    requestKey: text('request_key'),
    /** When staff last asked the borrower for a new account after this attempt failed (ADR 080). */
    accountAskedAt: instant('account_asked_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('payout_attempts_order_attempt_idx').on(t.orderId, t.attemptNo),
    // An order never has two live attempts, whatever races past the services' locks.
    uniqueIndex('payout_attempts_one_live_idx')
      .on(t.orderId)
      .where(sql.raw(`state IN (${LIVE_ATTEMPT_STATES.map((s) => `'${s}'`).join(', ')})`)),
    index('payout_attempts_state_idx').on(t.state, t.updatedAt),
    uniqueIndex('payout_attempts_request_key_idx').on(t.requestKey),
  ],
);

export const paymentsTables = { payoutAttempts };
