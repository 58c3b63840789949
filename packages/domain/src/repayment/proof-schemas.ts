import * as z from 'zod/mini';
import type { Currency, MarketId } from '../market/markets.ts';
import { currencyField } from '../loan/contract-schemas.ts';
import { decimalToMinor } from '../money/index.ts';

/**
 * Repayment proofs (issue 11, ADR 038): a photo of a bank slip or store receipt for money the
 * borrower sent that no channel has shown, with what it says, reviewed by staff within 48
 * hours. Amounts are typed in whole currency units, as on every other repayment screen
 * (spec section 5), and answered in minor units; days are the market's calendar days.
 */

/** How the borrower says they paid, per market: the ways a slip can come from. */
export const PROOF_CHANNELS = {
  NG: ['bank_transfer', 'ussd', 'bank_deposit', 'pos', 'other'],
  MX: ['spei', 'oxxo', 'bank_deposit', 'other'],
} as const satisfies Record<MarketId, readonly string[]>;
export type ProofChannel = (typeof PROOF_CHANNELS)[MarketId][number];
const ALL_PROOF_CHANNELS = [...new Set([...PROOF_CHANNELS.NG, ...PROOF_CHANNELS.MX])] as [ProofChannel, ...ProofChannel[]];

export const PROOF_STATES = ['pending', 'approved', 'rejected'] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/** The promise on the screen (spec: "repayment-proof feedback within 48 hours"). */
export const PROOF_ANSWER_HOURS = 48;

/** Largest amount a slip may claim, in whole units: beyond any loan either market lends. */
const MAX_PROOF_DIGITS = 9;

/** A typed amount's digits: whole units, then any decimals ("4,945.90" → 4945 and "90"). */
const AMOUNT_TEXT = /^(\d+)(?:\.(\d+))?$/;

const amountDigits = (text: string) => AMOUNT_TEXT.exec(text.trim().replace(/[,\s]/g, ''));

/**
 * The catalogue key of what is wrong with a typed amount, or null. Zero and negative get their
 * own words. The slip says what was sent, kobo or centavos included (issue 19: a borrower told
 * to pay ₦4,945.90 must be able to prove exactly that), so up to two decimals are the amount;
 * a third is not money in either market.
 */
export function proofAmountProblem(text: string) {
  const value = text.trim().replace(/[,\s]/g, '');
  if (value === '') return 'error.proof.amount.required';
  if (/^-\d/.test(value) || /^-?0*(\.0*)?$/.test(value)) return 'error.proof.amount.positive';
  const digits = amountDigits(value);
  if (!digits || digits[1]!.replace(/^0+/, '').length > MAX_PROOF_DIGITS) return 'error.proof.amount.invalid';
  if ((digits[2] ?? '').length > 2) return 'error.proof.amount.cents';
  return null;
}

/** A typed amount that passed `proofAmountProblem`, in minor units, read as text by the money module. */
export function proofAmountMinor(text: string, currency: Currency): number {
  const minor = amountDigits(text) ? decimalToMinor(text.trim().replace(/[,\s]/g, ''), currency) : null;
  if (minor === null) throw new Error('proofAmountMinor: the amount was not checked');
  return minor;
}

const amountText = z.pipe(
  z.union([z.string(), z.number()], 'error.proof.amount.required'),
  z.transform((value) => String(value)),
);

/** `/repay/save/user/voucher`: what the slip says, and the photo uploaded before. */
export const saveProofRequest = z.object({
  orderNo: z.string('error.repayment.orderNo.required').check(z.trim(), z.minLength(1, 'error.repayment.orderNo.required'), z.maxLength(64)),
  amount: amountText.check(z.refine((text) => proofAmountProblem(text) === null, { error: (issue) => proofAmountProblem(String(issue.input)) ?? 'error.proof.amount.invalid' })),
  /** The day the money was sent, in the market's calendar; never after today (checked by the server, which knows today). */
  paidOn: z.string('error.proof.paidOn.required').check(z.trim(), z.minLength(1, 'error.proof.paidOn.required'), z.regex(/^\d{4}-\d{2}-\d{2}$/, 'error.proof.paidOn.invalid')),
  channel: z.enum(ALL_PROOF_CHANNELS, 'error.proof.channel.required'),
  /** The bank's or store's reference printed on the slip. */
  reference: z.string('error.proof.reference.required').check(
    z.trim(),
    z.minLength(1, 'error.proof.reference.required'),
    z.regex(/^[\p{L}\p{N} ./:_#-]{3,64}$/u, 'error.proof.reference.invalid'),
  ),
  imageId: z.string('error.proof.image.required').check(z.trim(), z.minLength(1, 'error.proof.image.required'), z.maxLength(64, 'error.proof.image.unknown')),
});
export type SaveProofRequest = z.output<typeof saveProofRequest>;

/** One proof as its borrower sees it. */
export const proofSchema = z.object({
  proofId: z.string(),
  imageId: z.string(),
  /** Minor units. */
  amount: z.number(),
  currency: currencyField,
  paidOn: z.string(),
  channel: z.enum(ALL_PROOF_CHANNELS),
  reference: z.string(),
  state: z.enum(PROOF_STATES),
  /** Staff's words when rejected; null otherwise. */
  rejectReason: z.nullable(z.string()),
  /** ISO instants, UTC. */
  createdAt: z.string(),
  /** When an answer is promised by: 48 hours after it was sent. */
  answerBy: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type Proof = z.infer<typeof proofSchema>;

export const proofListResponse = z.object({ orderNo: z.string(), proofs: z.array(proofSchema) });
export type ProofListResponse = z.infer<typeof proofListResponse>;

/** `/repay/voucher/image` (ours): the borrower's own proof photo, as a data URL the screen can show. */
export const proofImageRequest = z.object({
  imageId: z.string('error.proof.image.required').check(z.trim(), z.minLength(1, 'error.proof.image.required'), z.maxLength(64, 'error.proof.image.unknown')),
});
export const proofImageResponse = z.object({ dataUrl: z.string() });

/** Staff approving or rejecting a proof: for a rejection the reason the borrower reads (who: the staff principal, ADR 074). */
export const staffProofReviewSchema = z.object({
  reason: z.optional(z.string('error.staff.reason').check(z.trim(), z.minLength(3, 'error.staff.reason'), z.maxLength(500, 'error.staff.reason'))),
});
export type StaffProofReview = z.output<typeof staffProofReviewSchema>;
