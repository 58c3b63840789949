import * as z from 'zod/mini';

/**
 * `/user/getBankBranch` (issue 12, ADR 048). Neither market's transfers need a branch: a
 * Nigerian NUBAN names the bank by its code and the account by ten digits, and a Mexican
 * CLABE carries its bank and plaza (the 3 digits after the bank) inside its 18. So the
 * answer says the branch is not required, and for a CLABE gives the plaza it encodes; the
 * spec's "branch code" field is never asked of the borrower.
 */
export const bankBranchRequest = z.object({
  bankCode: z.optional(z.string().check(z.trim(), z.maxLength(20, 'error.validation.invalid'))),
  /** Mexico: a CLABE whose plaza to read; its check digit must hold. */
  accountNumber: z.optional(z.string().check(z.trim(), z.regex(/^\d{10,18}$/, 'error.application.accountNumber.invalid'))),
});

export const bankBranchResponse = z.object({
  /** Whether the payout form needs a branch: never, in either market. */
  required: z.boolean(),
  /** Mexico, with a valid CLABE: its plaza (Banxico's 3-digit code; no name is published with it here). Otherwise empty. */
  branches: z.array(z.object({ code: z.string(), kind: z.literal('plaza') })),
});
export type BankBranchResponse = z.infer<typeof bankBranchResponse>;
