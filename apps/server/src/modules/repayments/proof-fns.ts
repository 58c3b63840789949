import { marketDate, PROOF_ANSWER_HOURS, type MarketId, type Proof, type ProofChannel, type ProofState } from '@lendline/domain';
import { HOUR_MS } from '../../shared/clock.ts';
import type { ProofRow } from './proof-repository.ts';

/** The provider name an approved proof's money is recorded under; the proof id is its reference (ADR 038). */
export const PROOF_PROVIDER = 'proof';

/** Staff's queue is read a page at a time; a day's proofs fit in one. */
export const PENDING_PAGE = 200;

/** When an answer is promised by: 48 hours after the proof was sent (spec section 10). */
export const answerByOf = (createdAt: Date): Date => new Date(createdAt.getTime() + PROOF_ANSWER_HOURS * HOUR_MS);

/** A real calendar day ('2026-02-30' parses in neither market). */
export function isCalendarDay(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/**
 * The instant an approved proof's money counts as paid: now when it was paid today, else midday
 * UTC of the day paid, which falls on that same day in both markets (Lagos UTC+1, Mexico City
 * UTC-6), so an early payoff is priced on the day the borrower paid (ADR 013).
 */
export function paidAtOf(paidOn: string, market: MarketId, now: Date): Date {
  if (marketDate(now, market) === paidOn) return now;
  const [y, m, d] = paidOn.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
}

/** A proof as its borrower sees it. */
export function proofView(row: ProofRow): Proof {
  return {
    proofId: row.id,
    imageId: row.imageId,
    amount: row.amount,
    currency: row.currency,
    paidOn: row.paidOn,
    channel: row.channel as ProofChannel,
    reference: row.reference,
    state: row.state as ProofState,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    answerBy: answerByOf(row.createdAt).toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
