import * as z from 'zod/mini';

/**
 * Staff giving a borrower's credit back (issue 10): the amount in minor units and the reference
 * of the bank transfer that returned the money (recorded once). Who did it is the staff
 * principal, not a typed name (ADR 074).
 */
export const staffRefundSchema = z.object({
  userId: z.string('error.staff.userId').check(z.trim(), z.minLength(1, 'error.staff.userId'), z.maxLength(64, 'error.staff.userId')),
  amount: z.number('error.repayment.refund.overCredit').check(z.int('error.repayment.refund.overCredit'), z.positive('error.repayment.refund.overCredit')),
  currency: z.enum(['NGN', 'MXN'], 'error.staff.currency'),
  transferReference: z.string('error.staff.transferReference').check(z.trim(), z.regex(/^[A-Za-z0-9._:-]{4,64}$/, 'error.staff.transferReference')),
});
export type StaffRefund = z.output<typeof staffRefundSchema>;
