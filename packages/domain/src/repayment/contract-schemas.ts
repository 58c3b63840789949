import * as z from 'zod/mini';
import { orderStatusField } from '../application/contract-schemas.ts';
import { currencyField } from '../loan/contract-schemas.ts';

/**
 * Request and response shapes of the repayment calls (issue 10). Money is integer minor
 * units; dates are the market's calendar days, instants ISO UTC.
 */

/** Where a phase stands today: paid, past its due date and unpaid, due today, or still to come. */
export const PHASE_STATES = ['paid', 'overdue', 'due', 'upcoming'] as const;
export type PhaseState = (typeof PHASE_STATES)[number];

export const repayPhaseSchema = z.object({
  phase: z.number(),
  dueDate: z.string(),
  amount: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  state: z.enum(PHASE_STATES),
});

export const receivedPaymentSchema = z.object({
  paidAt: z.string(),
  amount: z.number(),
  /** What of it paid this loan (the rest became credit). */
  applied: z.number(),
  channel: z.string(),
});

/** `/repay/repay-order/detail`: what is due now and in total, each phase, what was paid. */
export const repayDetailResponse = z.object({
  orderNo: z.string(),
  status: orderStatusField,
  currency: currencyField,
  totalRepayable: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  /** Owed on phases due today or earlier; when none is, the next phase's outstanding amount. */
  dueNow: z.number(),
  nextDueDate: z.nullable(z.string()),
  overdueDays: z.number(),
  penalty: z.number(),
  /** The borrower's money held for them (an overpayment): it pays their next amount due. */
  credit: z.number(),
  phases: z.array(repayPhaseSchema),
  payments: z.array(receivedPaymentSchema),
});
export type RepayDetailResponse = z.infer<typeof repayDetailResponse>;

/** `/repay/dedicated_account/create` and the market's reserved-account calls: one account per borrower. */
export const repaymentAccountResponse = z.object({
  provider: z.string(),
  accountNumber: z.string(),
  bankName: z.string(),
  accountName: z.string(),
});
export type RepaymentAccountResponse = z.infer<typeof repaymentAccountResponse>;

/** `/sandbox/collections/pay`: an amount in minor units, paid into the borrower's own account. */
export const sandboxPayRequest = z.object({
  amount: z.pipe(
    z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d{1,12}$/, 'error.validation.invalid'))], 'error.validation.required'),
    z.transform((value) => Number(value)),
  ).check(z.refine((value) => Number.isSafeInteger(value) && value > 0, 'error.validation.invalid')),
});
export const sandboxPayResponse = z.object({ providerReference: z.string(), accountNumber: z.string(), amount: z.number() });
