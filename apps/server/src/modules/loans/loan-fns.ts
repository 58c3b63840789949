import { isStatusIn, marketDate, STATUS_GROUPS, type LoanOutcome, type MarketId, type OrderTab, type ProductTerms } from '@lendline/domain';
import { HOUR_MS } from '../../shared/clock.ts';

/** An approved offer not accepted within this long is cancelled (status 8) by the sweep (ADR 016). */
export const CONFIRM_WINDOW_MS = 24 * HOUR_MS;
/** How often the cancellation sweep runs, and how many orders it cancels per transaction batch. */
export const CANCEL_SWEEP_EVERY_MS = 5 * 60_000;
export const CANCEL_SWEEP_BATCH = 100;
/**
 * A draft (an application begun, never submitted) untouched this long is cancelled by the same
 * sweep, so its personal data then falls under the 7-day deletion of non-borrowers (ADR 020).
 */
export const DRAFT_IDLE_MS = 30 * 24 * HOUR_MS;
/** The lending screen's "deposit on the way, 10-60 minutes". */
export const EXPECTED_MINUTES_MIN = 10;
export const EXPECTED_MINUTES_MAX = 60;
export { marketDate };

export const confirmByOf = (approvedAt: Date): Date => new Date(approvedAt.getTime() + CONFIRM_WINDOW_MS);

/** The choice an offer opens with: the largest amount the borrower may pick and the shortest tenure. */
export function defaultChoice(amounts: readonly number[], terms: ProductTerms): { amount: number; tenure: number } {
  const amount = amounts.at(-1);
  if (amount === undefined) throw new RangeError(`no selectable amount for ${terms.productId}`);
  return { amount, tenure: Math.min(...terms.tenures) };
}

/** quoteProblems' keys as form field errors: the first problem of each field, amount before tenure. */
export function quoteFieldKeys(problems: readonly string[]): { field: 'amount' | 'tenure'; key: string }[] {
  const fields: { field: 'amount' | 'tenure'; key: string }[] = [];
  for (const key of problems) {
    const field = key.startsWith('error.loan.tenure') ? 'tenure' : 'amount';
    if (!fields.some((f) => f.field === field)) fields.push({ field, key });
  }
  return fields;
}

export function inTab(status: number, tab: OrderTab | undefined): boolean {
  if (tab === undefined) return true;
  return isStatusIn(STATUS_GROUPS.ended, status) === (tab === 'finished');
}

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'; // no 0/O, 1/I: read over the phone

/** 'LL' + YYMMDD (market calendar) + 8 random characters from `random` bytes. */
export function newOrderNo(at: Date, market: MarketId, random: Uint8Array): string {
  const day = marketDate(at, market).replace(/-/g, '').slice(2);
  const tail = Array.from(random.slice(0, 8), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `LL${day}${tail}`;
}

/**
 * A finished loan was repaid on time when no phase was completed after its due date (ADR 035):
 * the last payment into each phase was made, on the market's calendar, on or before that
 * phase's due date (paying on the due date is on time). A phase with no payment recorded
 * cannot have been paid late, so it does not count against the loan.
 */
export function isRepaidOnTime(
  market: MarketId,
  phases: readonly { phase: number; dueDate: string }[],
  lastPaid: readonly { phase: number; paidAt: Date }[],
): boolean {
  return phases.every((due) => {
    const paid = lastPaid.find((p) => p.phase === due.phase);
    return !paid || marketDate(paid.paidAt, market) <= due.dueDate;
  });
}

/**
 * How a finished loan counts on the ladder (ADR 019): late when it ever went overdue (marked by
 * the nightly run, or a rollover paid after a due date it moved) or a phase was paid after its
 * due date; else rolled over when a rollover was applied; else on time.
 */
export function loanOutcomeOf(loan: { firstOverdueAt: Date | null; firstRolloverAt: Date | null }, paidByDueDates: boolean): LoanOutcome {
  if (loan.firstOverdueAt !== null || !paidByDueDates) return 'late';
  return loan.firstRolloverAt !== null ? 'rolledOver' : 'onTime';
}
