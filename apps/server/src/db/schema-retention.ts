import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
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

export const retentionTables = { retentionErasures };
