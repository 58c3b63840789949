import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './schema.ts';

/** Tables of the legal module (ADR 043; conventions in schema.ts). */

/** One row per legal text version a borrower accepted; accepting the same version again is a no-op. */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** 'terms' or 'privacy'. */
    document: text('document').notNull(),
    /** The date in the text's file name (content/<market>/<lang>/terms-YYYY-MM-DD.md). */
    version: text('version').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
    /** 'register' (accepted on the registration screen) or 'prompt' (a newer version, accepted later). */
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.document, t.version] })],
);

export const legalTables = { legalAcceptances };
