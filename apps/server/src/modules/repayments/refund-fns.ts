import { createHash } from 'node:crypto';
import type { RefundState } from '@lendline/domain';
import { transferStepFor, type HeardTransferState, type TransferStep } from '../../shared/transfer-steps.ts';

/**
 * Pure rules of refunds through the payout rail (ADR 085), the payouts' (ADR 017) in a smaller
 * life: queued → sending → pending → success | failed, and nothing after failed.
 */
export type HeardRefundState = HeardTransferState;

/** The prefix of our refund references: the payout webhook hands them to the refund side. */
export const REFUND_REFERENCE_PREFIX = 'll-refund-';

/**
 * Our reference for the refund (the provider's idempotency key, at most 30 characters of
 * [a-z0-9-]): derived from the refund's id (the four-eyes request's key), so every run of
 * one request names the same transfer.
 */
export function refundReference(refundId: string): string {
  return `${REFUND_REFERENCE_PREFIX}${createHash('sha256').update(refundId).digest('hex').slice(0, 20)}`;
}

/** The narration on the borrower's statement. */
export const REFUND_TRANSFER_REASON = 'Lendline credit refund';

/** The rail's steps (shared/transfer-steps.ts); a reverse leaves a refund failed, its posting reversed. */
export type RefundStep = TransferStep;

/**
 * The rail's rule (shared with payouts, ADR 017) but for one case: a refund reversed after it
 * arrived is kept as failed with reason REVERSED (it has no state of its own), so a reversal
 * heard for a failed refund is a repeat when that is why it failed, and the provider
 * contradicting itself otherwise.
 */
export function refundStepFor(current: RefundState, heard: HeardRefundState, failureReason: string | null): RefundStep {
  if (heard === 'reversed' && current === 'failed') return failureReason === REVERSED ? 'ignore' : 'conflict';
  return transferStepFor(current, heard);
}

/** The reason a reversed refund keeps: the money came back after it had arrived. */
export const REVERSED = 'reversed';

export function refundStateAfter(current: RefundState, step: RefundStep): RefundState {
  switch (step) {
    case 'accept':
      return 'pending';
    case 'settle':
      return 'success';
    case 'fail':
    case 'reverse':
      return 'failed';
    case 'ignore':
    case 'conflict':
      return current;
  }
}
