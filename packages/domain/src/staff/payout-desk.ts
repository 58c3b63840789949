import * as z from 'zod/mini';
import type { Currency } from '../market/markets.ts';

/**
 * Failed and stuck payouts on the staff console (issue 22, ADR 080). A payout is stuck when its
 * attempt has waited on the provider this long: the reconcile sweep requeries after ten minutes,
 * so by now several requeries have not settled it and a person should look.
 */
export const STUCK_PAYOUT_AFTER_MS = 30 * 60 * 1000;

/** failed: the transfer did not go (or came back); stuck: it waits on the provider too long. */
export const PAYOUT_DESK_STATES = ['failed', 'stuck'] as const;
export type PayoutDeskState = (typeof PAYOUT_DESK_STATES)[number];

/** One payout as staff read it: never the account number (only its last four digits). */
export interface StaffPayout {
  orderNo: string;
  state: PayoutDeskState;
  /** The latest attempt: its number, our reference at the provider, and its own state. */
  attemptNo: number;
  reference: string;
  attemptState: string;
  provider: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  /** The provider's words for a failure or reversal; null for a stuck one. */
  reason: string | null;
  /** When the attempt last changed: the age is counted from here. */
  since: string;
  borrower: { userId: string; name: string | null; accountEnding: string | null };
  /** When the borrower was last asked for a new account for this attempt; null if never. */
  askedForAccountAt: string | null;
}

export interface StaffPayoutList {
  payouts: StaffPayout[];
  counts: Record<PayoutDeskState, number>;
  /** The stuck threshold in minutes, so the console can say what "stuck" means. */
  stuckAfterMinutes: number;
}

/** Giving up a failed payout: why, for the audit trail (the borrower is told the payout is closed). */
export const payoutGiveUpSchema = z.object({
  reason: z.string('error.staff.reason').check(z.trim(), z.minLength(3, 'error.staff.reason'), z.maxLength(500, 'error.staff.reason')),
});
export type PayoutGiveUp = z.output<typeof payoutGiveUpSchema>;

/**
 * The four-eyes `resendPayout` input: the loan and the new account, in the borrower's bank-card
 * form of the market (checked by the server with `bankAccountSchema`, as the borrower's is).
 */
export const resendPayoutSchema = z.object({
  orderNo: z.string('error.staff.orderNo').check(z.trim(), z.regex(/^[A-Za-z0-9]{4,40}$/, 'error.staff.orderNo')),
  account: z.record(z.string(), z.unknown()),
});
export type ResendPayoutInput = z.output<typeof resendPayoutSchema>;
