import * as z from 'zod/mini';

/**
 * The reconciliation queue (issue 22, ADR 086): each difference found when a vendor's list is
 * compared with our record, kept once, for finance to resolve. Money is never moved from here:
 * a resolution says what was done through the four-eyes money actions (match suspense, manual
 * payment, refund, write-off), optionally naming the approval request.
 */
export const MISMATCH_KINDS = [
  // The vendor lists a payment we could not credit: unknown account or reference, or a currency not the loan's (it sits in suspense).
  'unmatched_payment',
  // The vendor's amount for a payment differs from the amount we recorded under its reference.
  'amount_differs',
  // We recorded a received payment the vendor's list of that window does not have.
  'missing_at_vendor',
  // A payout's outcome from the vendor contradicts the one we kept (success after failure, failure after success).
  'payout_conflict',
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export const MISMATCH_STATES = ['open', 'resolved'] as const;
export type MismatchState = (typeof MISMATCH_STATES)[number];

/** One difference as finance reads it: the vendor's figures beside ours (minor units). */
export interface StaffMismatch {
  id: string;
  provider: string;
  kind: MismatchKind;
  /** The vendor's reference of the payment, or our payout reference. */
  subject: string;
  /** A payout's loan; null for a payment (its loan, if any, is found from the reference). */
  orderNo: string | null;
  currency: string;
  vendor: { amount: number | null; state: string | null };
  ours: { amount: number | null; state: string | null };
  /** What is at stake, minor units: the payment, the difference, or the payout. */
  amount: number;
  /** When the money moved, as the vendor or our record says; null when unknown. */
  paidAt: string | null;
  foundAt: string;
  resolution: { at: string; by: string; reason: string; approvalId: string | null } | null;
}

export interface StaffMismatchList {
  mismatches: StaffMismatch[];
  /** Open mismatches per kind, whatever the filters. */
  counts: Record<MismatchKind, number>;
  /** The providers that have any mismatch, for the filter. */
  providers: string[];
}

/**
 * The resolution the reconciliation itself writes when a later list of the provider has a payment
 * an earlier one lacked (its search lagged behind its notifications): the console words it.
 */
export const MISMATCH_LISTED_LATER = 'auto:listed_later';

/** `GET /staff/reconciliation` filters; anything else is ignored. */
export interface MismatchFilters {
  provider?: string;
  kind?: MismatchKind;
  state?: MismatchState;
}

export function isMismatchKind(value: unknown): value is MismatchKind {
  return typeof value === 'string' && (MISMATCH_KINDS as readonly string[]).includes(value);
}

/** Resolving: why (for the audit trail), and the four-eyes request that moved the money, if one did. */
export const resolveMismatchSchema = z.object({
  reason: z.string('error.staff.reason').check(z.trim(), z.minLength(3, 'error.staff.reason'), z.maxLength(500, 'error.staff.reason')),
  approvalId: z.optional(z.string('error.reconciliation.approvalId').check(z.trim(), z.regex(/^[A-Za-z0-9-]{8,64}$/, 'error.reconciliation.approvalId'))),
});
export type ResolveMismatch = z.output<typeof resolveMismatchSchema>;
