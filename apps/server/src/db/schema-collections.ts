/**
 * The collections module's table (issue 22, ADR 087): what staff recorded and sent about an
 * overdue loan, for the work queue's "last contact" and "promise to pay". A reminder and an
 * extension offer are at most one per loan and market day (the partial unique index), so two
 * collectors (or one double click) cannot message a borrower twice in a day.
 */
import type { CollectionContactKind, Currency } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDate, instant, money } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** COLLECTION_CONTACT_KINDS: note | promise | reminder | rollover_offer. */
    kind: text('kind').$type<CollectionContactKind>().notNull(),
    /** The market's calendar day it was recorded on (the once-a-day rule's day). */
    marketDay: calendarDate('market_day').notNull(),
    /** Staff's words (a note or a promise); never shown to the borrower. */
    note: text('note'),
    promisedOn: calendarDate('promised_on'),
    promisedAmount: money('promised_amount'),
    currency: text('currency').$type<Currency>().notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('collection_contacts_once_a_day_idx').on(t.orderId, t.kind, t.marketDay).where(sql`${t.kind} IN ('reminder', 'rollover_offer')`),
    index('collection_contacts_order_idx').on(t.orderId, t.createdAt),
    check('collection_contacts_kind_check', sql`${t.kind} IN ('note', 'promise', 'reminder', 'rollover_offer')`),
    check('collection_contacts_promise_check', sql`(${t.promisedOn} IS NULL) = (${t.promisedAmount} IS NULL) AND (${t.promisedAmount} IS NULL OR ${t.promisedAmount} > 0)`),
  ],
);

export const collectionsTables = { collectionContacts };
