import * as z from 'zod/mini';

/**
 * Customer care (issue 12, ADR 044): the contact channels, complaints with a reference and
 * a promised answer date (FCCPC 2025: acknowledge at once, answer within days), the borrower's
 * request to delete the account, and where to download the native app.
 */

/** Opening hours in the market's time zone: ISO weekdays (1 Monday … 7 Sunday), 'HH:MM' times. */
export const careHoursSchema = z.object({
  fromDay: z.number(),
  toDay: z.number(),
  opens: z.string(),
  closes: z.string(),
  timeZone: z.string(),
});
export type CareHours = z.infer<typeof careHoursSchema>;

/** `/loanMarket/customer-service`: the channels configured for the market; a channel not configured is null. */
export const customerServiceResponse = z.object({
  /** E.164 digits without '+', for tel: links. */
  phone: z.nullable(z.string()),
  /** E.164 digits without '+', for WhatsApp. */
  whatsapp: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The channels are a test server's examples (none configured): shown marked as such, never as links (ADR 044). */
  example: z.boolean(),
  hours: careHoursSchema,
  /** The promise made to every complaint: an answer within this many days. */
  complaintAnswerDays: z.number(),
});
export type CustomerService = z.infer<typeof customerServiceResponse>;

/** `/app-download/getAddress`: the store page of the native app for this market, or null when none is configured. */
export const downloadAddressResponse = z.object({ downloadLink: z.nullable(z.string()) });

export const COMPLAINT_CATEGORIES = ['repayment', 'payout', 'fees', 'collection', 'privacy', 'app', 'other'] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];
export const COMPLAINT_STATES = ['received', 'answered', 'closed'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

export const COMPLAINT_TEXT_MIN = 10;
export const COMPLAINT_TEXT_MAX = 2000;

/** The catalogue key of what is wrong with a complaint's text, or null; the form and the server say the same. */
export function complaintTextProblem(text: string) {
  const length = text.trim().length;
  if (length === 0) return 'error.complaint.text.required';
  if (length < COMPLAINT_TEXT_MIN) return 'error.complaint.text.short';
  if (length > COMPLAINT_TEXT_MAX) return 'error.complaint.text.long';
  return null;
}

/** `/care/complaint/create` (ours): what went wrong, in the borrower's words, and the order it is about if any. */
export const createComplaintRequest = z.object({
  category: z.enum(COMPLAINT_CATEGORIES, 'error.complaint.category.required'),
  text: z.string('error.complaint.text.required').check(
    z.trim(),
    z.refine((text) => complaintTextProblem(text) === null, { error: (issue) => complaintTextProblem(String(issue.input)) ?? 'error.complaint.text.required' }),
  ),
  orderNo: z.optional(z.string().check(z.trim(), z.maxLength(64, 'error.complaint.orderNo.unknown'))),
});
export type CreateComplaintRequest = z.output<typeof createComplaintRequest>;

/** One complaint as its borrower sees it. */
export const complaintSchema = z.object({
  /** Human-readable and unique ("CMP-260302-7KQ4XM"): what the borrower quotes. */
  reference: z.string(),
  category: z.enum(COMPLAINT_CATEGORIES),
  text: z.string(),
  orderNo: z.nullable(z.string()),
  state: z.enum(COMPLAINT_STATES),
  /** Staff's answer, once given. */
  answer: z.nullable(z.string()),
  /** ISO instants, UTC. */
  createdAt: z.string(),
  /** The promised answer date: the acknowledgement states it. */
  answerBy: z.string(),
  answeredAt: z.nullable(z.string()),
});
export type Complaint = z.infer<typeof complaintSchema>;

export const complaintListResponse = z.object({ complaints: z.array(complaintSchema) });

/** Staff answering a complaint: the answer the borrower reads, and whether it closes it (who: the staff principal, ADR 074). */
export const staffComplaintAnswerSchema = z.object({
  answer: z.string('error.complaint.answer.required').check(z.trim(), z.minLength(3, 'error.complaint.answer.required'), z.maxLength(COMPLAINT_TEXT_MAX, 'error.complaint.answer.required')),
  close: z.optional(z.boolean()),
});
export type StaffComplaintAnswer = z.output<typeof staffComplaintAnswerSchema>;
