/**
 * Credit bureau consents and inquiries (issue 24, ADR 102), written by the bureaus module.
 * Conventions as in schema.ts. The NIP and the report are sealed (AES-256-GCM under a key
 * derived from SECRET_KEY, with its key id): a copy of the database alone reads neither.
 */
import type { BureauFactsSummary } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
// Circular with schema.ts, which spreads bureausTables; safe because references() is lazy.
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

export const bureauConsents = pgTable(
  'bureau_consents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    market: text('market').notNull(),
    /** The bureaus the text named, by display name, in the order they are asked. */
    bureaus: text('bureaus').array().notNull(),
    /** The date in the text's file name (content/<market>/<lang>/bureau-consent-YYYY-MM-DD.md). */
    textVersion: text('text_version').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
    /** The address of the request that gave it (the law asks when and from where). */
    clientIp: text('client_ip').notNull(),
    /** Mexico: the authorisation NIP, sealed; Círculo takes it with the inquiry. */
    nipSealed: text('nip_sealed'),
    nipConfirmedAt: instant('nip_confirmed_at'),
    withdrawnAt: instant('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('bureau_consents_live_idx').on(t.orderId).where(sql`"withdrawn_at" IS NULL`),
    index('bureau_consents_user_id_idx').on(t.userId, t.acceptedAt),
  ],
);

export type BureauInquiryOutcome = 'report' | 'identity_mismatch' | 'unavailable' | 'invalid_response' | 'refused' | 'misconfigured';

export const bureauInquiries = pgTable(
  'bureau_inquiries',
  {
    id: text('id').primaryKey(),
    consentId: text('consent_id')
      .notNull()
      .references(() => bureauConsents.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    /** The adapter's name ('sandbox', 'creditregistry', ...). */
    bureau: text('bureau').notNull(),
    /** Ours, sent as the bureau's enquiry reference. */
    reference: text('reference').notNull(),
    outcome: text('outcome').$type<BureauInquiryOutcome>().notNull(),
    /** The named reasons the facts gave the decision (BUREAU_DELINQUENT, ...). */
    reasons: text('reasons').array().notNull(),
    /** What the decision read, in clear: counts and sums, no account or identity number. */
    facts: jsonb('facts').$type<BureauFactsSummary>(),
    /** The report, sealed; null once erased or when the bureau answered none. */
    reportSealed: text('report_sealed'),
    requestedAt: instant('requested_at').notNull(),
    retainUntil: instant('retain_until').notNull(),
    erasedAt: instant('erased_at'),
  },
  (t) => [
    uniqueIndex('bureau_inquiries_reference_idx').on(t.reference),
    index('bureau_inquiries_order_id_idx').on(t.orderId, t.requestedAt),
    index('bureau_inquiries_user_id_idx').on(t.userId, t.requestedAt),
    index('bureau_inquiries_retain_idx').on(t.retainUntil).where(sql`"report_sealed" IS NOT NULL`),
    check('bureau_inquiries_outcome_check', sql`${t.outcome} IN ('report', 'identity_mismatch', 'unavailable', 'invalid_response', 'refused', 'misconfigured')`),
  ],
);

export const bureausTables = { bureauConsents, bureauInquiries };
