import type { Currency } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDate, instant, money } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';
import { incomingPayments, repaymentReferences } from './schema-repayments.ts';

/** Rollover (issue 11, ADR 037), the repayments module's tables. Conventions as in schema.ts. */

/**
 * One extension order: confirmed by the borrower with its fee fixed, applied by the payment
 * that paid it (exactly once: the partial unique indexes), or expired unpaid.
 */
export const loanExtensions = pgTable(
  'loan_extensions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** 1 for the loan's first rollover, and so on up to the product's most. */
    number: integer('number').notNull(),
    /** awaiting_payment | applied | expired. */
    state: text('state').$type<'awaiting_payment' | 'applied' | 'expired'>().notNull(),
    days: integer('days').notNull(),
    principalOwed: money('principal_owed').notNull(),
    fee: money('fee').notNull(),
    feeTax: money('fee_tax').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The first unpaid due date when confirmed, and where the quote moved it. */
    currentDueDate: calendarDate('current_due_date').notNull(),
    newDueDate: calendarDate('new_due_date').notNull(),
    /** Recorded when applied: the day the days counted from, and the due date it set. */
    fromDate: calendarDate('from_date'),
    appliedDueDate: calendarDate('applied_due_date'),
    paymentId: text('payment_id').references(() => incomingPayments.id),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    appliedAt: instant('applied_at'),
  },
  (t) => [
    index('loan_extensions_order_id_idx').on(t.orderId),
    uniqueIndex('loan_extensions_awaiting_idx').on(t.orderId).where(sql`"state" = 'awaiting_payment'`),
    uniqueIndex('loan_extensions_applied_idx').on(t.orderId, t.number).where(sql`"state" = 'applied'`),
    uniqueIndex('loan_extensions_payment_idx').on(t.paymentId),
  ],
);

/** A checkout or cash reference made to pay one extension's fee: what a payment to it is for. */
export const extensionReferences = pgTable(
  'extension_references',
  {
    reference: text('reference')
      .primaryKey()
      .references(() => repaymentReferences.reference),
    extensionId: text('extension_id')
      .notNull()
      .references(() => loanExtensions.id),
  },
  (t) => [index('extension_references_extension_id_idx').on(t.extensionId)],
);

export const extensionTables = { loanExtensions, extensionReferences };
