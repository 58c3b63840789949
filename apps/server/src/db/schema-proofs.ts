/**
 * Repayment proofs (issue 11, ADR 038), written by the repayments module. Conventions as in
 * schema.ts: text UUID ids, instants from the injected clock, money bigint minor units,
 * calendar days as 'YYYY-MM-DD' in the market's time zone.
 */
import type { Currency } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDate, instant, money } from './columns.ts';
// Circular with schema.ts, which spreads proofTables; safe because references() is lazy.
import { users } from './schema.ts';
import { loanOrders } from './schema-loans.ts';

/** A photo of a slip, re-encoded without metadata, stored privately under a random name. */
export const repaymentProofImages = pgTable(
  'repayment_proof_images',
  {
    /** Random id the client holds; never a storage path. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    storageKey: text('storage_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('repayment_proof_images_user_id_idx').on(t.userId)],
);

/**
 * What the borrower says a slip shows, for one of their orders, and staff's review. Approved
 * means its money was paid in (incoming_payments under provider 'proof' and this id).
 */
export const repaymentProofs = pgTable(
  'repayment_proofs',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    orderId: text('order_id')
      .notNull()
      .references(() => loanOrders.id),
    imageId: text('image_id')
      .notNull()
      .references(() => repaymentProofImages.id),
    amount: money('amount').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    paidOn: calendarDate('paid_on').notNull(),
    channel: text('channel').notNull(),
    /** The bank's or store's reference on the slip. */
    reference: text('reference').notNull(),
    /** pending | approved | rejected */
    state: text('state').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: instant('reviewed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('repayment_proofs_image_id_idx').on(t.imageId),
    index('repayment_proofs_order_id_idx').on(t.orderId, t.createdAt),
    index('repayment_proofs_pending_idx').on(t.createdAt).where(sql`"state" = 'pending'`),
    check('repayment_proofs_amount_check', sql`${t.amount} > 0`),
    check('repayment_proofs_state_check', sql`${t.state} IN ('pending', 'approved', 'rejected')`),
  ],
);

export const proofTables = { repaymentProofImages, repaymentProofs };
