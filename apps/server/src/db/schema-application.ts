import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

/**
 * Tables of the application module (see schema.ts for the conventions: text UUID ids, instants from
 * the injected clock, money as bigint minor units). Add each table to `applicationTables`.
 */


/** What the borrower told us, one row per borrower, reused by a later application. */
export const applicantProfiles = pgTable('applicant_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  personal: jsonb('personal').$type<Record<string, unknown>>(),
  work: jsonb('work').$type<Record<string, unknown>>(),
  questionnaire: jsonb('questionnaire').$type<Record<string, string>>(),
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

export const applicationTables = { applicantProfiles, deviceDataFlags };
