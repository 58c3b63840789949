/**
 * The reconciliation module's table (issue 22, ADR 086): each difference found when a vendor's
 * list of payments or a payout's outcome is compared with our record, once per provider, kind
 * and subject, until finance resolves it. Conventions as in schema.ts: money bigint minor units.
 */
import { sql } from 'drizzle-orm';
import type { MismatchKind } from '@lendline/domain';
import { check, index, integer, pgTable, pgView, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, money } from './columns.ts';

export const reconciliationMismatches = pgTable(
  'reconciliation_mismatches',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    kind: text('kind').$type<MismatchKind>().notNull(),
    /** The vendor's reference of a payment, or our payout reference: with provider and kind, the difference's identity. */
    subject: text('subject').notNull(),
    /** A payout's loan; null for a payment. */
    orderNo: text('order_no'),
    currency: text('currency').notNull(),
    vendorAmount: money('vendor_amount'),
    ourAmount: money('our_amount'),
    /** The vendor's word (a payout's state); for a payment we could not credit, why it sits in suspense. */
    vendorState: text('vendor_state'),
    ourState: text('our_state'),
    /** The money at stake: the payment, the difference between the two amounts, or the payout. */
    amount: money('amount').notNull(),
    paidAt: instant('paid_at'),
    foundAt: instant('found_at').notNull(),
    resolvedAt: instant('resolved_at'),
    /** The staff member or key that resolved it (the audit trail's actor), and their name then. */
    resolvedBy: text('resolved_by'),
    resolvedByName: text('resolved_by_name'),
    resolution: text('resolution'),
    /** The four-eyes request that moved the money, when one did (ADR 076). */
    approvalId: text('approval_id'),
  },
  (t) => [
    // Overlapping runs, a webhook and a requery find the same difference again: one row.
    uniqueIndex('reconciliation_mismatches_subject_idx').on(t.provider, t.kind, t.subject),
    index('reconciliation_mismatches_open_idx').on(t.resolvedAt, t.foundAt),
    check('reconciliation_mismatches_kind_check', sql`${t.kind} IN ('unmatched_payment', 'amount_differs', 'missing_at_vendor', 'payout_conflict')`),
  ],
);

/**
 * The reconciliation module's published read model for the portfolio (ADR 023, ADR 086; made by
 * migration 0046): open mismatches per provider and currency, and the money at stake.
 */
export const reconciliationOpenMismatches = pgView('reconciliation_open_mismatches', {
  provider: text('provider').notNull(),
  currency: text('currency').notNull(),
  mismatches: integer('mismatches').notNull(),
  amount: money('amount').notNull(),
}).existing();

export const reconciliationTables = { reconciliationMismatches };
