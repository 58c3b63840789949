import * as z from 'zod/mini';
import { otpCodeField } from '../api/auth-schemas.ts';
import { orderNoField } from '../application/contract-schemas.ts';

/**
 * `/loan/validateVerifyCode` (issue 12, ADR 048): a one-time code of purpose `loanAction`,
 * sent to the borrower's own phone, checked before a sensitive loan action; the answer is a
 * short-lived proof bound to the borrower, the action and the order, which the action then
 * takes as `verifyProof`. The one action that asks for it: confirming a loan (`getMoney`,
 * both confirmation paths) on a sign-in older than STEP_UP_AFTER_HOURS.
 */
export const LOAN_CODE_ACTIONS = ['getMoney'] as const;
export type LoanCodeAction = (typeof LOAN_CODE_ACTIONS)[number];

/** A sign-in proves the phone; after this long a loan is confirmed only with a fresh code. */
export const STEP_UP_AFTER_HOURS = 24;
/** How long a proof stays good: enough to read the agreement again and confirm. */
export const LOAN_CODE_PROOF_SECONDS = 10 * 60;

export const validateVerifyCodeRequest = z.object({
  action: z.enum(LOAN_CODE_ACTIONS, 'error.validation.invalid'),
  orderNo: orderNoField,
  code: otpCodeField,
});

export const validateVerifyCodeResponse = z.object({
  /** Opaque; sent back as `verifyProof` with the action. */
  proof: z.string(),
  /** Seconds the proof stays good. */
  expiresIn: z.number(),
});
export type ValidateVerifyCodeResponse = z.infer<typeof validateVerifyCodeResponse>;

/** The proof as the action takes it (absent on a fresh sign-in). */
export const verifyProofField = z.optional(z.string().check(z.maxLength(512, 'error.validation.invalid')));
