import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { calendarDate, instant } from './columns.ts';
import { users } from './schema.ts';

/** Tables of the retention module (ADR 020; conventions in schema.ts). */

/** When an applicant's personal data was last erased, and the order end it covered (ADR 020). */
export const retentionErasures = pgTable('retention_erasures', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The latest order end (updated_at) this erasure covers: a later application ending is erased again. */
  coveredUntil: instant('covered_until').notNull(),
  erasedAt: instant('erased_at').notNull(),
});

/**
 * A former borrower's deletion request keeps records for a term (ADR 044); the daily sweep
 * erases them once `keep_until` has passed (ADR 048), or lets the term go when they came back.
 */
export const retentionHolds = pgTable(
  'retention_holds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id),
    /** The market's calendar day from which the kept records may go. */
    keepUntil: calendarDate('keep_until').notNull(),
    heldAt: instant('held_at').notNull(),
    releasedAt: instant('released_at'),
    /** erased | superseded */
    release: text('release').$type<'erased' | 'superseded'>(),
  },
  (t) => [
    index('retention_holds_due_idx').on(t.keepUntil).where(sql`"released_at" IS NULL`),
    check('retention_holds_release_check', sql`${t.release} IN ('erased', 'superseded')`),
    check('retention_holds_released_check', sql`(${t.releasedAt} IS NULL) = (${t.release} IS NULL)`),
  ],
);

export const retentionTables = { retentionErasures, retentionHolds };
