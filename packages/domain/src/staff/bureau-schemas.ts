import * as z from 'zod/mini';

/**
 * A borrower's credit bureau consents and inquiries as staff see them (issue 24, ADR 102). The
 * facts summary is what the decision read; the report itself is a separate, permissioned and
 * audited read (`bureau-reports.read`).
 */
export const bureauFactsSummarySchema = z.object({
  found: z.boolean(),
  score: z.nullable(z.object({ value: z.number(), scale: z.string() })),
  openFacilities: z.number(),
  /** Minor units outstanding on open facilities. */
  totalBalance: z.number(),
  /** Minor units past due. */
  totalOverdue: z.number(),
  maxDaysPastDue: z.number(),
  writtenOff: z.number(),
  recentInquiries: z.nullable(z.number()),
});
export type BureauFactsSummary = z.infer<typeof bureauFactsSummarySchema>;

export const staffBureauConsentSchema = z.object({
  id: z.string(),
  orderNo: z.nullable(z.string()),
  bureaus: z.array(z.string()),
  textVersion: z.string(),
  acceptedAt: z.string(),
  clientIp: z.string(),
  nipConfirmed: z.boolean(),
  withdrawnAt: z.nullable(z.string()),
});

export const staffBureauInquirySchema = z.object({
  id: z.string(),
  orderNo: z.nullable(z.string()),
  bureau: z.string(),
  reference: z.string(),
  outcome: z.string(),
  requestedAt: z.string(),
  facts: z.nullable(bureauFactsSummarySchema),
  /** Whether the report's body is still kept (erased once its retention ends). */
  reportKept: z.boolean(),
  retainUntil: z.string(),
});
export type StaffBureauInquiry = z.infer<typeof staffBureauInquirySchema>;

export const staffBureauViewSchema = z.object({
  consents: z.array(staffBureauConsentSchema),
  inquiries: z.array(staffBureauInquirySchema),
});
export type StaffBureauView = z.infer<typeof staffBureauViewSchema>;

/** Reading a report is recorded with its reason before anything is answered. */
export const staffBureauReportRequest = z.object({
  reason: z.string().check(z.trim(), z.minLength(3, 'error.staff.reason'), z.maxLength(500, 'error.staff.reason')),
});
