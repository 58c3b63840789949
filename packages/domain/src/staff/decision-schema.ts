import * as z from 'zod/mini';

/**
 * A person's decision on a referred application (ADR 019), for the staff API and, later, the
 * staff console: the same envelope and error vocabulary as the borrower's API (ADR 024).
 */
export const staffDecisionSchema = z.object({
  outcome: z.enum(['approve', 'reject'], 'error.staff.outcome'),
  /** Why: kept with the decision. Not the place for the applicant's personal data. */
  reason: z.string('error.staff.reason').check(z.trim(), z.minLength(3, 'error.staff.reason'), z.maxLength(500, 'error.staff.reason')),
  creditLimit: z.optional(z.number('error.staff.creditLimit').check(z.int('error.staff.creditLimit'), z.positive('error.staff.creditLimit'))),
});
export type StaffDecision = z.output<typeof staffDecisionSchema>;
