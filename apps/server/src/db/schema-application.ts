import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

/**
 * Tables of the application module (see schema.ts for the conventions: text UUID ids, instants from
 * the injected clock, money as bigint minor units). Add each table to `applicationTables`.
 */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Statuses of an application still under way (drafts 5, 6, 11, 12, 17 and everything from
 * submit to repayment, including 10, a failed payout the borrower re-applies for: ADR 016).
 * ADR 010: one at a time per borrower; the partial unique index makes
 * that hold even if two instances race past the service's lock.
 */
export const OPEN_ORDER_STATUSES = [1, 2, 3, 5, 6, 7, 10, 11, 12, 14, 17, 18, 19] as const;

export const loanOrders = pgTable(
  'loan_orders',
  {
    id: text('id').primaryKey(),
    /** Shown to the borrower and used on the wire: 'LL' + YYMMDD + 8 random base-32 characters. */
    orderNo: text('order_no').notNull().unique('loan_orders_order_no_unique'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    market: text('market').notNull(),
    productId: text('product_id'),
    /** Spec section 4's code: the next step to do (ADR 010). */
    status: integer('status').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    submittedAt: instant('submitted_at'),
    /** Why the order ended at Cancel (8): CANCEL_REASONS of the domain; null otherwise. */
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('loan_orders_user_id_idx').on(t.userId, t.createdAt),
    uniqueIndex('loan_orders_one_open_idx')
      .on(t.userId)
      .where(sql.raw(`status IN (${OPEN_ORDER_STATUSES.join(', ')})`)),
  ],
);

/** What the borrower told us, one row per borrower, reused by a later application. */
export const applicantProfiles = pgTable('applicant_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  personal: jsonb('personal'),
  work: jsonb('work'),
  questionnaire: jsonb('questionnaire'),
  updatedAt: instant('updated_at').notNull(),
});

/**
 * The payout account, one per borrower. The BVN is kept because the credit check needs it,
 * but it is never answered back or logged whole (masked in every response).
 */
export const bankAccounts = pgTable('bank_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  market: text('market').notNull(),
  /** NG: the bank list's code; MX: 'clabe' or 'debit'. */
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  bvn: text('bvn'),
  curp: text('curp'),
  verifiedAt: instant('verified_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/**
 * What the native SDK reported uploading for an order (data-collection step). A flag once set
 * stays set. In Nigeria contacts and SMS are never collected: they are stored false whatever
 * is reported, and count as set only when read (ADR 010).
 */
export const deviceDataFlags = pgTable('device_data_flags', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => loanOrders.id),
  appList: boolean('app_list').notNull(),
  sms: boolean('sms').notNull(),
  exif: boolean('exif').notNull(),
  device: boolean('device').notNull(),
  contact: boolean('contact').notNull(),
  location: boolean('location').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const applicationTables = { loanOrders, applicantProfiles, bankAccounts, deviceDataFlags };
