import { OrderStatus } from '../status/order-status.ts';
import { isStatusIn, STATUS_GROUPS } from '../status/status-groups.ts';

/**
 * Which orders a borrower may cancel (ADR 016). The copy says "no cancelling after submission":
 * once submitted, an application is decided by us, not withdrawn. Two moments are the
 * borrower's own decision and are not cancelling a submission: abandoning a draft, and
 * declining an approved offer before accepting it. After acceptance money is on its way and
 * nothing is cancelled, except a payout that failed: the borrower may give it up instead of
 * changing the bank account.
 */
export function canCancelLoan(status: number): boolean {
  return isStatusIn(STATUS_GROUPS.cancellable, status);
}

/** `/loan/cancel-draw-money` (the spec's "cancel draw"): only a failed payout may be given up. */
export function canGiveUpPayout(status: number): boolean {
  return status === OrderStatus.PayoutFailed;
}

/**
 * Why an order ended at Cancel (8), kept for the lender's records and audits: the status alone
 * cannot tell a declined offer from an expired one.
 */
export const CANCEL_REASONS = ['abandoned', 'declined', 'offer_expired', 'payout_given_up', 'draft_expired'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The reason `/loan/cancel-loan` records: a draft is abandoned, an approved offer declined. */
export function cancelLoanReason(status: number): CancelReason {
  return status === OrderStatus.Confirm ? 'declined' : 'abandoned';
}
