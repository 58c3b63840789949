import * as z from 'zod/mini';

/**
 * A four-eyes refund of a borrower's credit (issue 22, ADR 076): the amount in minor units and
 * the reference of the bank transfer that returns the money. Who asked and who approved come
 * from their sign-ins, not from the body.
 */
export const refundRequestSchema = z.object({
  userId: z.string('error.staff.userId').check(z.trim(), z.minLength(1, 'error.staff.userId'), z.maxLength(64, 'error.staff.userId')),
  amount: z.number('error.repayment.refund.overCredit').check(z.int('error.repayment.refund.overCredit'), z.positive('error.repayment.refund.overCredit')),
  currency: z.enum(['NGN', 'MXN'], 'error.staff.currency'),
  transferReference: z.string('error.staff.transferReference').check(z.trim(), z.regex(/^[A-Za-z0-9._:-]{4,64}$/, 'error.staff.transferReference')),
});
export type RefundRequestInput = z.output<typeof refundRequestSchema>;
