/**
 * What an outcome heard from the payout rail (our send's answer, a requery, a webhook) does to
 * a transfer we made: a payout (ADR 017) or a credit refund (ADR 085). One rule for both, so
 * money out is settled, failed and reversed the same way whatever it was for.
 */
export type TransferState = 'queued' | 'sending' | 'pending' | 'success' | 'failed' | 'reversed';
export type HeardTransferState = 'pending' | 'success' | 'failed' | 'reversed';

/**
 * accept: the provider took it (→ pending); settle: the money arrived (→ success); fail: it did
 * not (→ failed); reverse: it arrived and came back; ignore: already known (duplicates, late
 * pendings); conflict: contradicts a terminal state already recorded, kept as is for a person.
 */
export type TransferStep = 'accept' | 'settle' | 'fail' | 'reverse' | 'ignore' | 'conflict';

const IN_FLIGHT: readonly TransferState[] = ['queued', 'sending', 'pending'];

export function transferStepFor(current: TransferState, heard: HeardTransferState): TransferStep {
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
      // Reversed before we heard of success: the money never stayed with the borrower.
      if (inFlight) return 'fail';
      return current === 'success' ? 'reverse' : 'ignore';
  }
}
