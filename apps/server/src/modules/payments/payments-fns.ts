import { transferStepFor, type HeardTransferState, type TransferState } from '../../shared/transfer-steps.ts';

/**
 * Pure rules of payouts (ADR 017): our reference, and what an outcome heard from the
 * provider (the send's answer, a requery, a webhook) does to an attempt in a given state.
 */
export type AttemptState = TransferState;
export type HeardState = HeardTransferState;

/** Our unique reference: the provider refuses a second transfer with it (idempotency at the rail). */
export function payoutReference(orderNo: string, attemptNo: number): string {
  return `ll-${orderNo.toLowerCase()}-${attemptNo}`;
}

/** The narration on the borrower's statement. */
export function transferReason(orderNo: string): string {
  return `Lendline loan ${orderNo}`;
}

/**
 * lending: the provider accepted it (order 18 -> 7); settle: money arrived (-> 2, ledger);
 * fail: it did not (-> 10); reverse: it arrived and came back (ledger reversed, -> 10);
 * ignore: already known (duplicates, late pendings); conflict: contradicts a terminal state
 * we already recorded; kept as is and logged for a person to look at.
 */
export type Step = 'lending' | 'settle' | 'fail' | 'reverse' | 'ignore' | 'conflict';

/** The rail's rule (shared with refunds), in the payouts' words: an accepted payout is the loan lending. */
export function stepFor(current: AttemptState, heard: HeardState): Step {
  const step = transferStepFor(current, heard);
  return step === 'accept' ? 'lending' : step;
}

/** The attempt's state after a step (unchanged for ignore and conflict). */
export function stateAfter(current: AttemptState, step: Step): AttemptState {
  switch (step) {
    case 'lending':
      return 'pending';
    case 'settle':
      return 'success';
    case 'fail':
      return 'failed';
    case 'reverse':
      return 'reversed';
    case 'ignore':
    case 'conflict':
      return current;
  }
}
