import * as z from 'zod/mini';
import { CORRECTABLE_FIELDS, DATA_RIGHTS_STATES } from './data-rights.ts';

/**
 * The borrower's calls about their own data (issue 24, ADR 103): the export asked for and its
 * state, opening a ready export through its signed link, a correction asked for, and the
 * objection to marketing messages.
 */

/** An export's state as the app shows it: preparing, ready until `expiresAt` (with its link), expired, or failed. */
export const dataExportStateSchema = z.object({
  id: z.string(),
  state: z.enum(['preparing', 'ready', 'expired', 'failed']),
  requestedAt: z.string(),
  readyAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  /** The signed token of the app's export page, only while ready: `/user_center/my_data/export?t=<token>`. */
  token: z.nullable(z.string()),
});
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const dataCorrectionSchema = z.object({
  id: z.string(),
  field: z.enum(CORRECTABLE_FIELDS),
  value: z.string(),
  reason: z.string(),
  state: z.enum(DATA_RIGHTS_STATES),
  requestedAt: z.string(),
  handledAt: z.nullable(z.string()),
  /** Staff's reason, when refused. */
  refusal: z.nullable(z.string()),
});
export type DataCorrection = z.infer<typeof dataCorrectionSchema>;

/** `/me/data/requests` (ours): the latest export, the corrections asked for, the marketing preference, what may be corrected now. */
export const dataRightsOverviewResponse = z.object({
  export: z.nullable(dataExportStateSchema),
  corrections: z.array(dataCorrectionSchema),
  marketingAllowed: z.boolean(),
  /** Whether the application is submitted, so its personal fields are locked and a correction is the way to change them. */
  locked: z.boolean(),
});
export type DataRightsOverview = z.infer<typeof dataRightsOverviewResponse>;

/** `/me/data/export/open` (ours): the token of the link; the signed-in borrower must be the one it was made for. */
export const dataExportOpenRequest = z.object({
  token: z.string('error.dataRights.link.invalid').check(z.trim(), z.minLength(1, 'error.dataRights.link.invalid'), z.maxLength(200, 'error.dataRights.link.invalid')),
});

/**
 * Everything held about the borrower, by section, each as its owning module gives it. The
 * identity photos are listed (kind, state, when), not embedded: kept small, and the images
 * are given on request by customer care (ADR 103).
 */
export const dataExportDocumentSchema = z.record(z.string(), z.unknown());

export const dataExportOpenResponse = z.object({
  generatedAt: z.string(),
  expiresAt: z.string(),
  document: dataExportDocumentSchema,
});
export type DataExportOpened = z.infer<typeof dataExportOpenResponse>;

export const DATA_CORRECTION_VALUE_MAX = 200;
export const DATA_CORRECTION_REASON_MIN = 5;
export const DATA_CORRECTION_REASON_MAX = 500;

/** `/me/data/correction` (ours): which field, its right value and why; the value is checked as the personal step would. */
export const dataCorrectionRequest = z.object({
  field: z.enum(CORRECTABLE_FIELDS, 'error.dataRights.field.required'),
  value: z.string('error.dataRights.value.required').check(
    z.trim(), z.minLength(1, 'error.dataRights.value.required'), z.maxLength(DATA_CORRECTION_VALUE_MAX, 'error.dataRights.value.long'),
  ),
  reason: z.string('error.dataRights.reason.required').check(
    z.trim(), z.minLength(DATA_CORRECTION_REASON_MIN, 'error.dataRights.reason.short'), z.maxLength(DATA_CORRECTION_REASON_MAX, 'error.dataRights.reason.long'),
  ),
});
export type DataCorrectionInput = z.infer<typeof dataCorrectionRequest>;

/** `/me/data/marketing` (ours): the borrower's objection to marketing messages (false) or its withdrawal (true). */
export const marketingPreferenceRequest = z.object({ allowed: z.boolean('error.validation.invalid') });
export const marketingPreferenceResponse = z.object({ marketingAllowed: z.boolean() });
