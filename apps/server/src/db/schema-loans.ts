import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, pgView, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDate, instant, money } from './columns.ts';
import { STATUS_GROUPS, type CancelReason, type Currency, type LoanFigures, type MarketId, type OrderStatusCode, type ProductTerms } from '@lendline/domain';
import { users } from './schema.ts';

/** Tables of the loans module (ADR 016). Conventions as in schema.ts: money bigint minor units, rates ppm. */

export const loanOrders = pgTable(
  'loan_orders',
  {
    id: text('id').primaryKey(),
    /** Shown to the borrower and used on the wire: 'LL' + YYMMDD + 8 random base-32 characters. */
    orderNo: text('order_no').notNull().unique('loan_orders_order_no_unique'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').$type<MarketId>().notNull(),
    productId: text('product_id'),
    /** Spec section 4's code: the next step to do (ADR 010). */
    status: integer('status').$type<OrderStatusCode>().notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    submittedAt: instant('submitted_at'),
    /** Why the order ended at Cancel (8): CANCEL_REASONS of the domain; null otherwise. */
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    /** When the loan first went overdue (ADR 019): kept through a rollover, so a late loan never counts as on time. */
    firstOverdueAt: instant('first_overdue_at'),
    /** When a rollover was first applied to the loan (ADR 019, ADR 037). */
    firstRolloverAt: instant('first_rollover_at'),
    /** The amount (minor units) and term the borrower chose before applying; null when none was (ADR 053). */
    requestedAmount: money('requested_amount'),
    requestedTenure: integer('requested_tenure'),
  },
  (t) => [
    index('loan_orders_user_id_idx').on(t.userId, t.createdAt),
    // ADR 010: one open order per borrower, even if two instances race past the service's
    // lock. The SQL is the migration's; a test checks it names exactly STATUS_GROUPS.open.
    uniqueIndex('loan_orders_one_open_idx')
      .on(t.userId)
      .where(sql.raw(`status IN (${[...STATUS_GROUPS.open].sort((a, b) => a - b).join(', ')})`)),
    // The daily servicing run's keyset walk over loans being repaid (migration 0014, ADR 036).
    index('loan_orders_servicing_idx')
      .on(t.market, t.id)
      .where(sql.raw(`status IN (${[...STATUS_GROUPS.repayable].sort((a, b) => a - b).join(', ')})`)),
  ],
);

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
    currency: text('currency').$type<Currency>().notNull(),
    creditLimit: money('credit_limit').notNull(),
    reloan: boolean('reloan').notNull(),
    /** The ProductTerms the order is priced with, as they were at approval; at acceptance, the chosen term's. */
    terms: jsonb('terms').$type<ProductTerms>().notNull(),
    /** Every product offered, one per term, as at approval (ADR 053); null for offers made before them. */
    options: jsonb('options').$type<ProductTerms[]>(),
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
    figures: jsonb('figures').$type<LoanFigures>(),
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
  (t) => [primaryKey({ name: 'loan_phases_pk', columns: [t.orderId, t.phase] }), index('loan_phases_due_date_idx').on(t.dueDate)],
);

export const loanTables = { loanOrders, loanOffers, loanPhases };

/**
 * The loans module's published read model (ADR 023; a view made by migration 0010): per
 * borrower, the last change to any order and whether every order ended without a loan (the
 * retention sweep's question, ADR 020). Readable by any module; written by none.
 */
export const borrowerOrderHistory = pgView('borrower_order_history', {
  userId: text('user_id').notNull(),
  lastChangeAt: instant('last_change_at').notNull(),
  endedWithoutLoan: boolean('ended_without_loan').notNull(),
}).existing();

/**
 * The loans module's published read model for the daily servicing run (ADR 023, ADR 036; a
 * view made by migration 0014): each phase of the schedule with the loan's principal and the
 * penalty settings of its terms snapshot (null when the snapshot predates them).
 */
export const loanServicingPhases = pgView('loan_servicing_phases', {
  orderId: text('order_id').notNull(),
  phase: integer('phase').notNull(),
  dueDate: calendarDate('due_date').notNull(),
  amount: money('amount').notNull(),
  loanPrincipal: money('loan_principal'),
  currency: text('currency').$type<Currency>().notNull(),
  penaltyDailyPpm: integer('penalty_daily_ppm'),
  penaltyCapPpm: integer('penalty_cap_ppm'),
  maxPenaltyDays: integer('max_penalty_days'),
}).existing();

/**
 * The loans module's published read model for reminders (ADR 023, ADR 039; a view made by
 * migration 0017): each phase of the loans being repaid (STATUS_GROUPS.repayable), with whose
 * loan it is, so the reminder sweep selects its candidates in one query.
 */
export const repayableLoanPhases = pgView('repayable_loan_phases', {
  orderId: text('order_id').notNull(),
  orderNo: text('order_no').notNull(),
  userId: text('user_id').notNull(),
  market: text('market').$type<MarketId>().notNull(),
  status: integer('status').$type<OrderStatusCode>().notNull(),
  phase: integer('phase').notNull(),
  dueDate: calendarDate('due_date').notNull(),
  amount: money('amount').notNull(),
}).existing();

/**
 * The loans module's published read model for the portfolio (ADR 023, ADR 078; a view made by
 * migration 0040): every loan paid out and not reversed, with its first due date, when it first
 * went overdue and, once Finished, when it was repaid in full.
 */
export const portfolioLoans = pgView('portfolio_loans', {
  orderId: text('order_id').notNull(),
  market: text('market').$type<MarketId>().notNull(),
  status: integer('status').$type<OrderStatusCode>().notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  principal: money('principal').notNull(),
  disbursedAt: instant('disbursed_at').notNull(),
  firstOverdueAt: instant('first_overdue_at'),
  finishedAt: instant('finished_at'),
  firstDueDate: calendarDate('first_due_date').notNull(),
}).existing();
