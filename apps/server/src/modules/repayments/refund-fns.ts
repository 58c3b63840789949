import { createHash } from 'node:crypto';
import type { RefundState } from '@lendline/domain';

/**
 * Pure rules of refunds through the payout rail (ADR 085), the payouts' (ADR 017) in a smaller
 * life: queued → sending → pending → success | failed, and nothing after failed.
 */
export type HeardRefundState = 'pending' | 'success' | 'failed' | 'reversed';

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

/**
 * accept: the provider took it (→ pending); settle: the money arrived (→ success, the ledger
 * posts credit_refund, the borrower is told); fail: it never left (→ failed, nothing posted,
 * the credit is held again); reverse: it arrived and came back (→ failed, the posting is
 * reversed); ignore: already known; conflict: contradicts a terminal state, kept and logged.
 */
export type RefundStep = 'accept' | 'settle' | 'fail' | 'reverse' | 'ignore' | 'conflict';

const IN_FLIGHT: readonly RefundState[] = ['queued', 'sending', 'pending'];

export function refundStepFor(current: RefundState, heard: HeardRefundState, failureReason: string | null): RefundStep {
  const inFlight = IN_FLIGHT.includes(current);
  switch (heard) {
    case 'pending':
      return current === 'queued' || current === 'sending' ? 'accept' : 'ignore';
    case 'success':
      if (inFlight) return 'settle';
      return current === 'failed' ? 'conflict' : 'ignore';
    case 'failed':
      if (inFlight) return 'fail';
      return current === 'success' ? 'conflict' : 'ignore';
    case 'reversed':
      if (inFlight) return 'fail';
      if (current === 'success') return 'reverse';
      // Failed by a reversal already: a repeat. Failed otherwise: the provider contradicts itself.
      return failureReason === REVERSED ? 'ignore' : 'conflict';
  }
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
