import type { Language } from '@lendline/domain';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDate, instant } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

/** The reminders module's table (issue 11, ADR 039). Conventions as in schema.ts. */

/**
 * Every message sent to a borrower about their loan, claimed (written) before it is sent:
 * the unique `dedupe_key` makes each one once across runs, instances and restarts. The text
 * is not kept (its signed link lets whoever holds it pay).
 */
export const reminderMessages = pgTable(
  'reminder_messages',
  {
    id: text('id').primaryKey(),
    /** 'reminder:<user>:<market day>' (one reminder a day) or '<kind>:<event>' (one per payment or rollover). */
    dedupeKey: text('dedupe_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    /** MESSAGE_KINDS of the reminders module. */
    kind: text('kind').notNull(),
    /** The market's calendar day it was sent on. */
    marketDay: calendarDate('market_day').notNull(),
    language: text('language').$type<Language>().notNull(),
    /** SMS pages it was billed as. */
    pages: integer('pages').notNull(),
    /** sending (claimed; a crash leaves it so, and it is not sent again) | sent | rejected (by the vendor, for good). */
    state: text('state').notNull(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('reminder_messages_dedupe_key_idx').on(t.dedupeKey),
    index('reminder_messages_user_day_idx').on(t.userId, t.marketDay),
    index('reminder_messages_order_kind_idx').on(t.orderId, t.kind, t.marketDay),
  ],
);

export const remindersTables = { reminderMessages };
