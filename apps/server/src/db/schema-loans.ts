import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { loanOrders } from './schema-application.ts';

/** Tables of the loans module (ADR 016). Conventions as in schema.ts: money bigint minor units, rates ppm. */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });
const calendarDate = (name: string) => date(name, { mode: 'string' });

/**
 * One approved offer per order: written at approval with a snapshot of the product terms it
 * is priced with (catalogue changes never reach it), completed at confirmation with the
 * figures the borrower accepted, and at disbursement with the final start and due dates.
 */
export const loanOffers = pgTable(
  'loan_offers',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => loanOrders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id').notNull(),
    currency: text('currency').notNull(),
    creditLimit: money('credit_limit').notNull(),
    reloan: boolean('reloan').notNull(),
    /** The ProductTerms the order is priced with, as they were at approval. */
    terms: jsonb('terms').notNull(),
    approvedAt: instant('approved_at').notNull(),
    /** approvedAt + 24 hours: an offer not accepted by then is cancelled (status 8). */
    confirmBy: instant('confirm_by').notNull(),
    /** Set with every figure below when the borrower accepts (status 18). */
    acceptedAt: instant('accepted_at'),
    principal: money('principal'),
    tenureDays: integer('tenure_days'),
    processingFee: money('processing_fee'),
    feeTax: money('fee_tax'),
    interest: money('interest'),
    disbursalAmount: money('disbursal_amount'),
    couponDiscount: money('coupon_discount'),
    totalRepayable: money('total_repayable'),
    aprPpm: integer('apr_ppm'),
    startDate: calendarDate('start_date'),
    dueDate: calendarDate('due_date'),
    /** The whole LoanFigures shown and signed (with the schedule preview; final dates after disbursement). */
    figures: jsonb('figures'),
    /** The latest time a payout was asked for (confirmation or re-apply), for the lending screen. */
    payoutRequestedAt: instant('payout_requested_at'),
    disbursedAt: instant('disbursed_at'),
  },
  (t) => [index('loan_offers_user_id_idx').on(t.userId, t.approvedAt), index('loan_offers_confirm_by_idx').on(t.confirmBy)],
);

/** The repayment schedule, fixed at disbursement. Amounts equal the accepted figures' phases. */
export const loanPhases = pgTable(
  'loan_phases',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    phase: integer('phase').notNull(),
    dueDate: calendarDate('due_date').notNull(),
    principal: money('principal').notNull(),
    interest: money('interest').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ name: 'loan_phases_pk', columns: [t.orderId, t.phase] })],
);

export const loanTables = { loanOffers, loanPhases };
