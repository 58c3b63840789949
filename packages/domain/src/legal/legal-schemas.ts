import * as z from 'zod/mini';

/**
 * Versioned legal texts (issue 12, ADR 043). A version is the date in the text's file name
 * (`content/<market>/<lang>/terms-2026-11-30.md`); the newest is current.
 */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

const versionField = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'error.validation.invalid'));

/** `/legal/accept`: the versions the borrower was shown and accepted (registration or the prompt). */
export const LEGAL_ACCEPT_SOURCES = ['register', 'prompt'] as const;
export const legalAcceptRequest = z.object({
  terms: versionField,
  privacy: versionField,
  /** Where the texts were accepted: on the registration screen, or at the prompt for a newer version (default). */
  source: z.optional(z.enum(LEGAL_ACCEPT_SOURCES, 'error.validation.invalid')),
});

export const legalAcceptanceSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS),
  version: z.string(),
  acceptedAt: z.string(),
});

/** `/legal/state`: the current versions, every acceptance, and which current ones still need one. */
export const legalStateResponse = z.object({
  current: z.object({ terms: z.string(), privacy: z.string() }),
  accepted: z.array(legalAcceptanceSchema),
  pending: z.array(z.enum(LEGAL_DOCUMENTS)),
});
export type LegalState = z.infer<typeof legalStateResponse>;
