import * as z from 'zod/mini';
import { orderNoField } from '../application/contract-schemas.ts';

/**
 * The borrower's consent to a credit bureau inquiry (issue 24, ADR 102): the text asked (its
 * version and the bureaus named), what was given and when; in Mexico the authorisation NIP
 * sent by SMS (`/security/getVerifyCode` of type `bureauNip`) is typed with the consent.
 */
const versionField = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'error.bureau.textVersion'));

export const bureauConsentQuery = z.object({ orderNo: orderNoField });

export const bureauConsentGiveRequest = z.object({
  orderNo: orderNoField,
  /** The version of the text the borrower was shown and agreed to. */
  textVersion: versionField,
  /** Mexico: the NIP from the SMS; refused as missing there, ignored in Nigeria. */
  nip: z.optional(z.string().check(z.trim())),
});

export const bureauConsentWithdrawRequest = z.object({ orderNo: orderNoField });

export const bureauConsentRecordSchema = z.object({
  textVersion: z.string(),
  acceptedAt: z.string(),
  nipConfirmed: z.boolean(),
  withdrawnAt: z.nullable(z.string()),
});
export type BureauConsentRecord = z.infer<typeof bureauConsentRecordSchema>;

/** What is asked, of whom and why, in the request's language, and the consent this application holds. */
export const bureauConsentStateResponse = z.object({
  textVersion: z.string(),
  /** The consent text: `## ` headings, paragraphs and `- ` items, the bureaus' names filled in. */
  text: z.string(),
  /** The bureaus asked, in order, as a borrower reads their names. */
  bureaus: z.array(z.string()),
  /** Mexico: the authorisation NIP is needed with the consent. */
  needsNip: z.boolean(),
  /** The live consent of this application, or null (never given, or withdrawn). */
  consent: z.nullable(bureauConsentRecordSchema),
});
export type BureauConsentState = z.infer<typeof bureauConsentStateResponse>;
