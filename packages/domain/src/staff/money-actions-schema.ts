import * as z from 'zod/mini';
import type { Currency } from '../market/markets.ts';

/**
 * The four-eyes money actions on a loan (issue 22, ADR 079): matching a payment held in
 * suspense to a loan, recording a payment that reached us outside every channel, and writing
 * off what is left of an overdue loan. Who asked and who approved come from their sign-ins.
 */
const orderNo = z.string('error.money.orderNo').check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'error.money.orderNo'));

/** Money in suspense (object: the held payment) paid into a loan of the same currency. */
export const matchSuspenseSchema = z.object({
  paymentId: z.string('error.money.paymentId').check(z.trim(), z.minLength(1, 'error.money.paymentId'), z.maxLength(64, 'error.money.paymentId')),
  orderNo,
});
export type MatchSuspenseInput = z.output<typeof matchSuspenseSchema>;

/** How money that no channel brought reached us (what the staff member saw it arrive by). */
export const MANUAL_PAYMENT_CHANNELS = ['bank_transfer', 'cash', 'cheque', 'other'] as const;
export type ManualPaymentChannel = (typeof MANUAL_PAYMENT_CHANNELS)[number];

/** A payment recorded by hand on a loan: minor units, the channel and its own reference (recorded once). */
export const manualPaymentSchema = z.object({
  orderNo,
  amount: z.number('error.money.amount').check(z.int('error.money.amount'), z.positive('error.money.amount'), z.lte(Number.MAX_SAFE_INTEGER, 'error.money.amount')),
  channel: z.enum(MANUAL_PAYMENT_CHANNELS, 'error.money.channel'),
  reference: z.string('error.money.reference').check(z.trim(), z.regex(/^[A-Za-z0-9._:-]{4,64}$/, 'error.money.reference')),
});
export type ManualPaymentInput = z.output<typeof manualPaymentSchema>;

/** Writing off what an overdue loan still owes (object: the loan). */
export const writeOffSchema = z.object({ orderNo });
export type WriteOffInput = z.output<typeof writeOffSchema>;

/**
 * A loan as the console's "Loan actions" shows it before a manual payment or a write-off
 * (GET /staff/loans/:orderNo/owed): what is owed today, in minor units of its currency.
 */
export interface StaffLoanOwed {
  orderNo: string;
  /** repaying | overdue | closed (finished, cancelled, not yet paid out: nothing can be recorded). */
  state: 'repaying' | 'overdue' | 'closed';
  currency: Currency;
  totalRepayable: number;
  outstanding: number;
  dueNow: number;
  nextDueDate: string | null;
  /** What paying everything today costs (interest only to today for a loan being repaid). */
  payoff: number;
}
