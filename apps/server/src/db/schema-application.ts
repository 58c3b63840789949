import type { MarketId } from '@lendline/domain';
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

/**
 * Tables of the application module (see schema.ts for the conventions: text UUID ids, instants from
 * the injected clock, money as bigint minor units). Add each table to `applicationTables`.
 */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });


/** What the borrower told us, one row per borrower, reused by a later application. */
export const applicantProfiles = pgTable('applicant_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  personal: jsonb('personal'),
  work: jsonb('work'),
  questionnaire: jsonb('questionnaire'),
  updatedAt: instant('updated_at').notNull(),
});

/**
 * The payout account, one per borrower. The BVN is kept because the credit check needs it,
 * but it is never answered back or logged whole (masked in every response).
 */
export const bankAccounts = pgTable('bank_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  market: text('market').$type<MarketId>().notNull(),
  /** NG: the bank list's code; MX: 'clabe' or 'debit'. */
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  bvn: text('bvn'),
  curp: text('curp'),
  verifiedAt: instant('verified_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/**
 * What the native SDK reported uploading for an order (data-collection step). A flag once set
 * stays set. In Nigeria contacts and SMS are never collected: they are stored false whatever
 * is reported, and count as set only when read (ADR 010).
 */
export const deviceDataFlags = pgTable('device_data_flags', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => loanOrders.id),
  appList: boolean('app_list').notNull(),
  sms: boolean('sms').notNull(),
  exif: boolean('exif').notNull(),
  device: boolean('device').notNull(),
  contact: boolean('contact').notNull(),
  location: boolean('location').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export const applicationTables = { applicantProfiles, bankAccounts, deviceDataFlags };
