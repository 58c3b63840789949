import type { CorrectableField } from '../data-rights/data-rights.ts';
import type { Currency } from '../market/markets.ts';

/**
 * The message centre (issue 12, ADR 047): every message we send a borrower about their loan,
 * kept as a kind and the figures of its text, so the text is written at read time in the
 * language the borrower reads in now. Never a code, a token or an identity number.
 */
export const INBOX_KINDS = [
  'approved',
  'rejected',
  'disbursed',
  'payout_failed',
  'payment_received',
  'rollover_confirmed',
  'due_in_3_days',
  'due_today',
  'overdue',
  'proof_rejected',
  'complaint_answered',
  'loan_written_off',
  'payout_given_up',
  'payout_new_account',
  'refund_sent',
  'refund_failed',
  'rollover_offer',
  'bureau_reported',
  'data_request_answered',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Amounts in minor units; dates 'YYYY-MM-DD' market-calendar days. */
export type InboxParams =
  | { kind: 'approved'; currency: Currency; creditLimit: number }
  | { kind: 'rejected' }
  | { kind: 'disbursed'; currency: Currency; amount: number; totalRepayable: number; dueDate: string }
  | { kind: 'payout_failed' }
  | { kind: 'payment_received'; currency: Currency; amount: number; left: number }
  | { kind: 'rollover_confirmed'; currency: Currency; amount: number; dueDate: string }
  | { kind: 'due_in_3_days'; currency: Currency; amount: number; dueDate: string }
  | { kind: 'due_today'; currency: Currency; amount: number }
  | { kind: 'overdue'; currency: Currency; amount: number }
  /** The slip's amount and day as the borrower gave them, and the reason staff wrote (issue 19). */
  | { kind: 'proof_rejected'; currency: Currency; amount: number; paidOn: string; reason: string }
  /** The complaint's reference and staff's answer as written (issue 22): the borrower need not go looking for it. */
  | { kind: 'complaint_answered'; reference: string; answer: string }
  /** What staff wrote off of an overdue loan by four-eyes (ADR 079): the loan is closed and nothing more is owed on it. */
  | { kind: 'loan_written_off'; currency: Currency; amount: number }
  /** Staff closed a failed payout (issue 22, ADR 080): nothing was lent, nothing is owed. */
  | { kind: 'payout_given_up' }
  /** Staff ask for a new bank account after a failed payout, then a re-apply (ADR 080). */
  | { kind: 'payout_new_account' }
  /** The borrower's credit went back to their payout account through the rail (ADR 085). */
  | { kind: 'refund_sent'; currency: Currency; amount: number }
  /** The refund's transfer failed (ADR 085): the money is still held for them and staff will contact them. */
  | { kind: 'refund_failed'; currency: Currency; amount: number }
  /** Staff answer a rollover question (ADR 087): the extension's fee (tax included), its days and the due date it gives, as quoted that day. */
  | { kind: 'rollover_offer'; currency: Currency; fee: number; days: number; dueDate: string }
  /** A loan repaid on time went to a credit bureau in a delivered monthly file (issue 24, ADR 100): its display name. */
  | { kind: 'bureau_reported'; bureau: string }
  /** Staff decided the borrower's correction (issue 24, ADR 103): the field, and the reason when refused. */
  | { kind: 'data_request_answered'; outcome: 'done' | 'refused'; field: CorrectableField; reason: string | null };

/**
 * Where a message's "see more" goes in the app: the loan's repayment screen, its repayment
 * proofs (to send one again), customer care (the complaints), or home (offer, re-apply).
 */
export type InboxTarget = 'repayDetail' | 'proofs' | 'care' | 'home';

export function inboxTargetOf(kind: InboxKind): InboxTarget {
  switch (kind) {
    case 'approved':
    case 'rejected':
    case 'payout_failed':
    case 'payout_given_up':
    case 'payout_new_account':
    case 'refund_sent':
    case 'refund_failed':
    case 'data_request_answered':
      return 'home';
    case 'disbursed':
    case 'payment_received':
    case 'rollover_confirmed':
    case 'due_in_3_days':
    case 'due_today':
    case 'overdue':
    case 'loan_written_off':
    case 'rollover_offer':
    case 'bureau_reported':
      return 'repayDetail';
    case 'proof_rejected':
      return 'proofs';
    case 'complaint_answered':
      return 'care';
  }
}
