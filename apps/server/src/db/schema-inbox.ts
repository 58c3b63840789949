/**
 * The message centre (issue 12, ADR 047), written by the inbox module. Conventions as in
 * schema.ts: text UUID ids, instants from the injected clock.
 */
import type { InboxKind, InboxParams } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
// Circular with schema.ts, which spreads inboxTables; safe because references() is lazy.
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

/** A message sent to a borrower: its kind and figures (the text is written when read), and when it was read. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: text('id').primaryKey(),
    /** Order of writing: newest first even when two messages share an instant. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    /** One per event, so a retry or a repeated notification writes nothing more. */
    dedupeKey: text('dedupe_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id').references(() => loanOrders.id),
    orderNo: text('order_no'),
    kind: text('kind').$type<InboxKind>().notNull(),
    /** InboxParams: amounts in minor units, dates 'YYYY-MM-DD' market days. */
    params: jsonb('params').$type<InboxParams>().notNull(),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (t) => [
    uniqueIndex('inbox_messages_dedupe_key_idx').on(t.dedupeKey),
    index('inbox_messages_user_id_idx').on(t.userId, t.createdAt, t.seq),
    index('inbox_messages_unread_idx').on(t.userId).where(sql`"read_at" IS NULL`),
    check(
      'inbox_messages_kind_check',
      sql`${t.kind} IN ('approved', 'rejected', 'disbursed', 'payout_failed', 'payment_received', 'rollover_confirmed', 'due_in_3_days', 'due_today', 'overdue', 'proof_rejected', 'complaint_answered', 'loan_written_off', 'payout_given_up', 'payout_new_account', 'refund_sent', 'refund_failed', 'rollover_offer', 'bureau_reported', 'data_request_answered')`,
    ),
  ],
);

/**
 * A borrower's objection to marketing messages (issue 24, ADR 103): no row, marketing allowed.
 * Service messages never read it; a marketing sender must (INBOX_MESSAGE_CLASS, mayDeliver).
 */
export const messagePreferences = pgTable('message_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  marketingAllowed: boolean('marketing_allowed').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const inboxTables = { inboxMessages, messagePreferences };
