/**
 * The borrower's data requests (issue 24, ADR 103), written by the data-rights module.
 * Conventions as in schema.ts: text UUID ids, instants from the injected clock.
 */
import type { CorrectableField, DataRightsKind, DataRightsState } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
// Circular with schema.ts, which spreads dataRightsTables; safe because references() is lazy.
import { users } from './schema.ts';

/**
 * Every export, correction and objection a borrower asked for: when it came, when and by whom
 * it was handled, how, and (an export) the prepared copy sealed under SECRET_KEY until it
 * expires, when the hourly purge empties it.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<DataRightsKind>().notNull(),
    state: text('state').$type<DataRightsState>().notNull(),
    receivedAt: instant('received_at').notNull(),
    handledAt: instant('handled_at'),
    /** A staff member's name; null when the system carried it out. */
    handledBy: text('handled_by'),
    /** A correction: the field, the borrower's value and why. */
    correction: jsonb('correction').$type<{ field: CorrectableField; value: string; reason: string }>(),
    refusal: text('refusal'),
    /** One extension of the law's deadline, with the reason recorded (research §5). */
    extensionReason: text('extension_reason'),
    /** An export: AES-256-GCM under a key derived from SECRET_KEY (`v1.<key id>.<nonce>.<tag>.<body>`); emptied once expired. */
    exportSealed: text('export_sealed'),
    exportExpiresAt: instant('export_expires_at'),
  },
  (t) => [
    index('data_requests_user_id_idx').on(t.userId, t.kind, t.receivedAt),
    index('data_requests_open_idx').on(t.receivedAt).where(sql`"state" IN ('received', 'preparing')`),
    index('data_requests_sealed_idx').on(t.exportExpiresAt).where(sql`"export_sealed" IS NOT NULL`),
    check('data_requests_kind_check', sql`${t.kind} IN ('export', 'correction', 'objection')`),
    check('data_requests_state_check', sql`${t.state} IN ('received', 'preparing', 'done', 'refused', 'failed')`),
  ],
);

export const dataRightsTables = { dataRequests };
