import * as z from 'zod/mini';

/**
 * Account deletion (issue 12, ADR 044): refused while a loan or application is open; otherwise
 * carried out by the retention rules (ADR 020), and the answer says what was erased and what
 * the law makes us keep, until when.
 */

/** The kinds of data the answer names; the screen words each. */
export const PERSONAL_DATA_KINDS = ['profile', 'identity', 'bankAccount', 'loanRecords', 'decision', 'account'] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** Why a kind is kept: anti-money-laundering record keeping, or the fraud and re-apply checks (ADR 020). */
export const RETENTION_BASES = ['amlRecords', 'fraudPrevention'] as const;

/** Years a former borrower's records are kept after the request (Nigeria MLPPA 2022 s. 8; Mexico LFPIORPI art. 18). */
export const AML_RECORD_YEARS = 5;

/**
 * Years the number, hashed identifiers, decision and order rows of a deleted account that never
 * borrowed are kept for the fraud and re-apply checks (ADR 044): long enough to see one person's
 * repeated applications, then nothing names them.
 */
export const FRAUD_RECORD_YEARS = 1;

/** `/user/account/delete` (ours): an optional reason, in the borrower's words. */
export const accountDeletionRequest = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, 'error.deletion.reason.long'))),
});

export const accountDeletionResponse = z.object({
  /** When it was carried out (ISO instant). */
  deletedAt: z.string(),
  erased: z.array(z.enum(PERSONAL_DATA_KINDS)),
  kept: z.array(
    z.object({
      kind: z.enum(PERSONAL_DATA_KINDS),
      basis: z.enum(RETENTION_BASES),
      /** The market's calendar day from which nothing kept names the borrower (ADR 044). */
      until: z.string(),
    }),
  ),
});
export type AccountDeletion = z.infer<typeof accountDeletionResponse>;
