import { applicationTables } from './schema-application.ts';
import { bankingTables } from './schema-banking.ts';
import type { MarketId } from '@lendline/domain';
import { kycTables } from './schema-kyc.ts';
import { ledgerTables } from './schema-ledger.ts';
import { paymentsTables } from './schema-payments.ts';
import { jobTables } from './schema-jobs.ts';
import { loanTables } from './schema-loans.ts';
import { underwritingTables } from './schema-underwriting.ts';
import { retentionTables } from './schema-retention.ts';
import { repaymentsTables } from './schema-repayments.ts';
import { proofTables } from './schema-proofs.ts';
import { extensionTables } from './schema-extensions.ts';
import { servicingTables } from './schema-servicing.ts';
import { remindersTables } from './schema-reminders.ts';
import { legalTables } from './schema-legal.ts';
import { careTables } from './schema-care.ts';
import { attributionTables } from './schema-attribution.ts';
import { rewardsTables } from './schema-rewards.ts';
import { inboxTables } from './schema-inbox.ts';
import { auditTables } from './schema-audit.ts';
import { staffTables } from './schema-staff.ts';
import { approvalsTables } from './schema-approvals.ts';
import { apiKeyTables } from './schema-api-keys.ts';
import { portfolioTables } from './schema-portfolio.ts';
import { productsTables } from './schema-products.ts';
import { reconciliationTables } from './schema-reconciliation.ts';
import { collectionsTables } from './schema-collections.ts';
import { bureauReportingTables } from './schema-bureau-reporting.ts';
import { bureausTables } from './schema-bureaus.ts';
import { dataRightsTables } from './schema-data-rights.ts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

/**
 * The one database schema, for PGlite and PostgreSQL alike. The SQL in `migrations/` must
 * create exactly this (a test compares the migrated database with these declarations).
 *
 * Ids are text UUIDs from crypto.randomUUID(): made by the application before the insert
 * (no round trip, no sequence shared between instances) and not guessable or countable from
 * outside, which matters for ids that reach the client such as the user id.
 * Append-only logs (code requests, the sandbox outbox) use identity bigints instead: they
 * never leave the server, and their order of insertion is what "latest" means even when
 * two rows share an instant (as they do under a pinned test clock).
 * Instants are `timestamptz` set from the injected clock, never the database's now(), so
 * tests pin time and every instance agrees on what "now" meant for a row.
 */

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Canonical E.164 digits without '+', from normalizePhone; unique among open accounts. */
    phone: text('phone').notNull(),
    market: text('market').$type<MarketId>().notNull(),
    createdAt: instant('created_at').notNull(),
    /** Set when the borrower deleted the account (ADR 044): closed, it never signs in again; the number may open a new one. */
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_phone_open_idx').on(t.phone).where(sql`deleted_at IS NULL`),
    index('users_phone_idx').on(t.phone),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** HMAC-SHA256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** 'replaced' (signed in elsewhere), 'logout' or 'closed' (the account was deleted). */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    /** login | register | bankCard */
    purpose: text('purpose').notNull(),
    /** HMAC-SHA256(SECRET_KEY, purpose|phone|code); the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
    /** Set when a newer code for the same phone and purpose was issued. */
    supersededAt: instant('superseded_at'),
  },
  (t) => [index('otp_codes_phone_purpose_idx').on(t.phone, t.purpose, t.createdAt)],
);

/**
 * Every code request, sent or deliberately not sent, so the send limits behave identically
 * for registered and unregistered numbers and are counted across all instances.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('otp_requests_phone_idx').on(t.phone, t.createdAt),
    index('otp_requests_client_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/** Fixed-window counters for limits that have no natural log table (e.g. existsByMobile). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    windowStart: instant('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ name: 'rate_limit_counters_pk', columns: [t.bucket, t.windowStart] })],
);

/** Sandbox SMS provider only: what would have been sent, for /sandbox/sms/latest. */
export const sandboxSms = pgTable(
  'sandbox_sms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('sandbox_sms_phone_idx').on(t.phone, t.id)],
);

/**
 * Sandbox payout provider only: the transfers it "made", so a restart mid-payout settles from
 * here (through its settle job and our reconciliation) instead of being forgotten.
 */
export const sandboxTransfers = pgTable('sandbox_transfers', {
  /** Our payout reference: the sandbox's idempotency key, as a real rail's. */
  reference: text('reference').primaryKey(),
  providerReference: text('provider_reference').notNull(),
  accountNumber: text('account_number').notNull(),
  /** pending | success | failed | reversed */
  state: text('state').notNull(),
  reason: text('reason'),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export * from './schema-application.ts';
export * from './schema-banking.ts';
export * from './schema-kyc.ts';
export * from './schema-ledger.ts';
export * from './schema-payments.ts';
export * from './schema-jobs.ts';
export * from './schema-loans.ts';
export * from './schema-underwriting.ts';
export * from './schema-retention.ts';
export * from './schema-repayments.ts';
export * from './schema-proofs.ts';
export * from './schema-extensions.ts';
export * from './schema-servicing.ts';
export * from './schema-reminders.ts';
export * from './schema-legal.ts';
export * from './schema-care.ts';
export * from './schema-attribution.ts';
export * from './schema-rewards.ts';
export * from './schema-inbox.ts';
export * from './schema-audit.ts';
export * from './schema-staff.ts';
export * from './schema-approvals.ts';
export * from './schema-api-keys.ts';
export * from './schema-portfolio.ts';
export * from './schema-products.ts';
export * from './schema-reconciliation.ts';
export * from './schema-bureau-reporting.ts';
export * from './schema-bureaus.ts';
export * from './schema-data-rights.ts';

export const schema = {
  users,
  sessions,
  otpCodes,
  otpRequests,
  rateLimitCounters,
  sandboxSms,
  sandboxTransfers,
  ...applicationTables,
  ...bankingTables,
  ...kycTables,
  ...ledgerTables,
  ...paymentsTables,
  ...jobTables,
  ...loanTables,
  ...underwritingTables,
  ...retentionTables,
  ...repaymentsTables,
  ...proofTables,
  ...extensionTables,
  ...servicingTables,
  ...remindersTables,
  ...legalTables,
  ...careTables,
  ...attributionTables,
  ...rewardsTables,
  ...inboxTables,
  ...auditTables,
  ...staffTables,
  ...approvalsTables,
  ...apiKeyTables,
  ...portfolioTables,
  ...productsTables,
  ...reconciliationTables,
  ...collectionsTables,
  ...bureauReportingTables,
  ...bureausTables,
  ...dataRightsTables,
};
export type Schema = typeof schema;
