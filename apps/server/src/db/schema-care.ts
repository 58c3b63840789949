/**
 * Customer care (issue 12, ADR 044), written by the care module. Conventions as in schema.ts:
 * text UUID ids, instants from the injected clock, calendar days as 'YYYY-MM-DD' strings.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDate, instant } from './columns.ts';
// Circular with schema.ts, which spreads careTables; safe because references() is lazy.
import { users } from './schema.ts';

/** A borrower's complaint and staff's answer. */
export const complaints = pgTable(
  'complaints',
  {
    id: text('id').primaryKey(),
    /** Human-readable, unique: "CMP-260302-7KQ4XM". */
    reference: text('reference').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    category: text('category').notNull(),
    text: text('text').notNull(),
    /** The borrower's own order it is about, if any. */
    orderNo: text('order_no'),
    /** received | answered | closed */
    state: text('state').notNull().default('received'),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: instant('answered_at'),
    /** The promise stated in the acknowledgement. */
    answerBy: instant('answer_by').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('complaints_reference_idx').on(t.reference),
    index('complaints_user_id_idx').on(t.userId, t.createdAt),
    index('complaints_received_idx').on(t.createdAt).where(sql`"state" = 'received'`),
    check('complaints_state_check', sql`${t.state} IN ('received', 'answered', 'closed')`),
  ],
);

/** Every account deletion request, refused or carried out, and what it erased and kept. */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** refused | done */
    outcome: text('outcome').notNull(),
    refusal: text('refusal'),
    reason: text('reason'),
    erased: text('erased').notNull().default(''),
    kept: text('kept').notNull().default(''),
    keepUntil: calendarDate('keep_until'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('account_deletion_requests_user_id_idx').on(t.userId, t.createdAt),
    check('account_deletion_requests_outcome_check', sql`${t.outcome} IN ('refused', 'done')`),
  ],
);

export const careTables = { complaints, accountDeletionRequests };
