/**
 * Staff accounts and their console sessions (issue 22, ADR 072), written by the staff module.
 * Conventions as in schema.ts: text UUID ids, instants from the injected clock. No secret is
 * stored as given: passwords as argon2id hashes, TOTP secrets encrypted with a key derived from
 * SECRET_KEY, enrolment and session tokens and CSRF tokens as SHA-256 digests.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    /** Lower-cased before it is stored or looked up: one account per address, whatever the case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Role names of the domain's ROLES. */
    roles: text('roles').array().notNull(),
    /** NG, MX or both: the markets whose borrowers this person acts on. */
    markets: text('markets').array().notNull(),
    /** invited (enrolment link issued) | active (password and second factor set). */
    status: text('status').notNull(),
    /** argon2id PHC string; null until enrolment sets it. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, AES-256-GCM under a key derived from SECRET_KEY; null until enrolment. */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: a code is good once (replay refused). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** SHA-256 of the one-time enrolment token; null once used. */
    enrolTokenHash: text('enrol_token_hash'),
    enrolExpiresAt: instant('enrol_expires_at'),
    disabledAt: instant('disabled_at'),
    createdAt: instant('created_at').notNull(),
    /** The admin who invited this person; null for the first admin, made on the command line. */
    createdBy: text('created_by'),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_idx').on(t.email),
    uniqueIndex('staff_accounts_enrol_token_idx').on(t.enrolTokenHash),
    check('staff_accounts_status_check', sql`${t.status} IN ('invited', 'active')`),
  ],
);

/** A console session: checked against this table on every request, so an end is seen at once everywhere. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    /** SHA-256 of the cookie's token. */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the CSRF token the sign-in answered with. */
    csrfHash: text('csrf_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull(),
    endedAt: instant('ended_at'),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_idx').on(t.tokenHash),
    index('staff_sessions_staff_id_idx').on(t.staffId).where(sql`"ended_at" IS NULL`),
  ],
);

export const staffTables = { staffAccounts, staffSessions };
