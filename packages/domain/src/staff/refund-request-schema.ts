import * as z from 'zod/mini';

/**
 * How a refund leaves (ADR 085): `rail`, the default, sends it through the payout provider to
 * the borrower's stored payout account; `manual` records a bank transfer staff made by hand
 * (the borrower has no payout account, or the money left another way), named by its reference.
 */
export const REFUND_METHODS = ['rail', 'manual'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A refund's life (ADR 085): a failed one no longer counts against the borrower's credit. */
export const REFUND_STATES = ['queued', 'sending', 'pending', 'success', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

const transferReference = z.string('error.staff.transferReference').check(z.trim(), z.regex(/^[A-Za-z0-9._:-]{4,64}$/, 'error.staff.transferReference'));

/**
 * A four-eyes refund of a borrower's credit (issue 22, ADR 076, ADR 085): the amount in minor
 * units, how it leaves (the rail unless staff chose a manual transfer) and, for a manual one
 * only, the reference of the bank transfer that returned the money. Who asked and who
 * approved come from their sign-ins, not from the body.
 */
export const refundRequestSchema = z
  .object({
    userId: z.string('error.staff.userId').check(z.trim(), z.minLength(1, 'error.staff.userId'), z.maxLength(64, 'error.staff.userId')),
    amount: z.number('error.repayment.refund.overCredit').check(z.int('error.repayment.refund.overCredit'), z.positive('error.repayment.refund.overCredit')),
    currency: z.enum(['NGN', 'MXN'], 'error.staff.currency'),
    method: z.optional(z.enum(REFUND_METHODS, 'error.repayment.refund.method')),
    transferReference: z.optional(transferReference),
  })
  .check(
    z.refine((value) => value.method !== 'manual' || value.transferReference !== undefined, { message: 'error.staff.transferReference', path: ['transferReference'] }),
  );
export type RefundRequestInput = z.output<typeof refundRequestSchema>;
